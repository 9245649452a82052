import { brandsFamily } from '../../shared/contract/families/brands';
import {
  allocationOf,
  budgetYears,
  changeDriverList,
  changeIndicators,
  changeReasonList,
  retainerOf,
  saveAllocation,
  saveRetainer,
} from '../domain/allocations/allocationUseCases';
import { contributionsOf, jobsOfBrand, removeJob, saveContributions, saveJob } from '../domain/jobs/jobUseCases';
import { brandCategories, brandsSummary, brandsSummaryPrograms, retailersSummary } from '../domain/ledger/summaries';
import { familyHandler } from '../lib/familyHandler';

/** The brands family: routes only, over the jobs and allocations domains (functions/domain/jobs/, allocations/). */
export const handler = familyHandler(brandsFamily, {
  'brands.jobs': ({ query }) => jobsOfBrand(query.brandId, query.budgetYear),
  'brands.saveJob': ({ body }) => saveJob(body),
  'brands.deleteJob': ({ params }) => removeJob(params.id),
  'brands.contributions': ({ params, query }) => contributionsOf(params.brandid, params.budgetYear, query.searchTerm),
  'brands.saveContributions': ({ params, body }) => saveContributions(params.id, body),
  'brands.budgetYears': async () => budgetYears(),
  'brands.allocation': ({ params, query, auth }) => allocationOf(params.id, query.budgetYear, auth),
  'brands.changeReasons': async () => changeReasonList(),
  'brands.changeDriver': async () => changeDriverList(),
  'brands.changeIndicators': ({ query }) => changeIndicators(query),
  'brands.saveAllocation': ({ params, body, auth }) => saveAllocation(params.brandId, body, auth),
  'brands.getRetainer': ({ query }) => retainerOf(query.brandId, query.budgetYear),
  'brands.saveRetainer': ({ body }) => saveRetainer(body),
  'brands.summary': ({ query, auth }) => brandsSummary(query.budgetYear, auth),
  'brands.summaryPrograms': ({ query, auth }) => brandsSummaryPrograms(query.budgetYear, query.brandIds, auth),
  'brands.categories': () => brandCategories(),
  'retailers.summary': ({ query, auth }) => retailersSummary(query.budgetYear, auth),
});
