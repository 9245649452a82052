import * as z from 'zod';
import { knownClaims } from '../../claims';
import { defineRoute } from '../route';
import {
  allocationQuery,
  brandAllocationSchema,
  brandIdParams,
  brandYearQuery,
  budgetYearsSchema,
  changeDriverSchema,
  changeIndicatorsQuery,
  changeIndicatorsSchema,
  changeReasonSchema,
  retainerSchema,
  saveAllocationParams,
  saveAllocationSchema,
  saveRetainerSchema,
} from '../schemas/allocations';

const view = knownClaims.viewPrograms;
const edit = knownClaims.editBrandAllocation;

/** Brand allocation (spec 03, 'Brand allocation'; spec 02, 'Budget change'): the brands family. */
export const brandAllocationRoutes = {
  'brands.budgetYears': defineRoute({
    method: 'GET',
    path: 'brands/budget-year',
    family: 'brands',
    access: view,
    response: budgetYearsSchema,
    summary: 'The budget years allocations are kept for, and the current one.',
  }),
  'brands.allocation': defineRoute({
    method: 'GET',
    path: 'brands/{id}/allocation',
    family: 'brands',
    access: view,
    params: brandIdParams,
    query: allocationQuery,
    response: brandAllocationSchema,
    summary: "A brand's ATL/BTL allocation of a budget year by retailer and quarter, its revisions and retainer.",
  }),
  'brands.changeReasons': defineRoute({
    method: 'GET',
    path: 'brands/change-reasons',
    family: 'brands',
    access: view,
    response: z.array(changeReasonSchema),
    summary: 'The reasons an allocation change can give.',
  }),
  'brands.changeDriver': defineRoute({
    method: 'GET',
    path: 'brands/change-driver',
    family: 'brands',
    access: view,
    response: z.array(changeDriverSchema),
    summary: 'The change drivers offered, and whether they show.',
  }),
  'brands.changeIndicators': defineRoute({
    method: 'GET',
    path: 'brands/change-indicators',
    family: 'brands',
    access: view,
    query: changeIndicatorsQuery,
    response: changeIndicatorsSchema,
    summary: 'Net change (total, ATL, BTL) of proposed totals against the saved allocation, and its quarters.',
  }),
  'brands.saveAllocation': defineRoute({
    method: 'PUT',
    path: 'brands/save-allocation/{brandId}',
    family: 'brands',
    access: edit,
    params: saveAllocationParams,
    body: saveAllocationSchema,
    response: brandAllocationSchema,
    summary: "Changes retailers' allocations with a reason, at the version read; never below approved commitments.",
  }),
  'brands.getRetainer': defineRoute({
    method: 'GET',
    path: 'brands/get-retainer',
    family: 'brands',
    access: view,
    query: brandYearQuery,
    response: retainerSchema,
    summary: "A brand's retainer for a budget year.",
  }),
  'brands.saveRetainer': defineRoute({
    method: 'PUT',
    path: 'brands/save-retainer',
    family: 'brands',
    access: edit,
    body: saveRetainerSchema,
    response: retainerSchema,
    summary: "Saves a brand's retainer at the allocation's version.",
  }),
};
