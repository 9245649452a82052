import { brandsFamily } from '../../shared/contract/families/brands';
import { contributionsOf, jobsOfBrand, removeJob, saveContributions, saveJob } from '../domain/jobs/jobUseCases';
import { familyHandler } from '../lib/familyHandler';

/** The brands family: routes only, over the jobs domain (functions/domain/jobs/). */
export const handler = familyHandler(brandsFamily, {
  'brands.jobs': ({ query }) => jobsOfBrand(query.brandId, query.budgetYear),
  'brands.saveJob': ({ body }) => saveJob(body),
  'brands.deleteJob': ({ params }) => removeJob(params.id),
  'brands.contributions': ({ params, query }) => contributionsOf(params.brandid, params.budgetYear, query.searchTerm),
  'brands.saveContributions': ({ params, body }) => saveContributions(params.id, body),
});
