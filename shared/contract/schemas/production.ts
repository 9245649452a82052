import * as z from '../../zod';
import { DEFAULT_PAGE_SIZE, TABLE_PAGE_SIZE_ALL } from '../../constants';
import { orderStatuses } from '../../production/orderStatus';
import { listCursor } from './common';
import * as contractMessages from '../contractMessages';
import * as fieldLabels from '../fieldLabels';
import * as fieldMessages from '../../reference/fieldMessages';
import * as recordMessages from '../../recordMessages';
import { inputMessages } from '../../messages';
import { lazySchema } from '../../lazySchema';

/**
 * Production (spec 02, 'Status and production'; spec 01, 'Production'): approved programs' production files per
 * manufacturer, job tickets, sending to production, tactic order status, and a program's customizations.
 */
const programId = /* @__PURE__ */ lazySchema(() =>
  z.coerce
    .number({ error: contractMessages.unknownProgram })
    .check(z.int(), z.positive(contractMessages.unknownProgram)),
);
const manufacturerId = /* @__PURE__ */ lazySchema(() =>
  z.coerce
    .number({ error: contractMessages.unknownManufacturer })
    .check(z.int(), z.positive(contractMessages.unknownManufacturer)),
);

export const productionProgramParams = /* @__PURE__ */ lazySchema(() => z.object({ programId }));
export const productionFileParams = /* @__PURE__ */ lazySchema(() => z.object({ programId, manufacturerId }));
export const programQuery = /* @__PURE__ */ lazySchema(() => z.object({ programId }));

/** The Production Processing columns a user may sort by. */
export const productionSortFields = [
  'id',
  'name',
  'retailerName',
  'programStartDate',
  'programEndDate',
  'approvedDate',
  'productionSentAt',
] as const;

/** Approved programs of a budget year (optionally one retailer's), newest first, paged by cursor. */
export const productionListQuery = /* @__PURE__ */ lazySchema(() =>
  z.object({
    fiscalYear: z.coerce.number({ error: fieldMessages.fiscalYearRequired }).check(z.int(), z.gte(2000), z.lte(2100)),
    retailerId: z.optional(z.coerce.number().check(z.int(), z.positive())),
    pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(TABLE_PAGE_SIZE_ALL)), DEFAULT_PAGE_SIZE),
    pageIndex: z._default(z.coerce.number().check(z.int(), z.gte(0)), 0),
    searchTerm: z.optional(z.string().check(z.maxLength(200))),
    /**
     * The column to sort by: the approval date (the list's order) unless another of `productionSortFields`, which the
     * list sorts by while the year holds at most 1,000 approved programs (the answer's `sortFields` says so).
     */
    sortBy: z.optional(z.enum(productionSortFields)),
    sortDirection: z.optional(z.enum(['asc', 'desc'])),
    cursor: z.optional(listCursor),
  }),
);

export const orderStatusSchema = /* @__PURE__ */ lazySchema(() =>
  z.enum(orderStatuses, { error: contractMessages.chooseOrderStatus }),
);

export const customizationEntrySchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    customizationId: z.string().check(z.maxLength(40)),
    value: z.string().check(z.maxLength(100)),
  }),
);

export const sendToProductionSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    manufacturerId: z
      .number({ error: contractMessages.unknownManufacturer })
      .check(z.int(), z.positive(contractMessages.unknownManufacturer)),
    notes: z.optional(z.string().check(z.trim(), z.maxLength(1000, fieldMessages.tooLong(fieldLabels.notes, 1000)))),
  }),
);
export const sendProgramSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    notes: z.optional(z.string().check(z.trim(), z.maxLength(1000, fieldMessages.tooLong(fieldLabels.notes, 1000)))),
  }),
);
export const sendProgramsSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    programIds: z
      .array(z.number().check(z.int(), z.positive(contractMessages.unknownProgram)))
      .check(z.minLength(1, contractMessages.chooseAProgram), z.maxLength(25, contractMessages.tooManyPrograms)),
  }),
);

export const orderStatusBodySchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    programTacticId: z.string().check(z.regex(/^\d{1,12}-\d{1,6}$/, recordMessages.tactic)),
    /** The order status the user read: a tactic moved meanwhile (by someone else) is 409, never moved on from there. */
    fromStatus: orderStatusSchema,
    orderStatus: orderStatusSchema,
  }),
);

export const saveCustomizationsSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    /** The version read (0 before the first save); a stale one is 409. */
    version: z.number({ error: inputMessages.versionRequired }).check(z.int(), z.gte(0)),
    entries: z.array(customizationEntrySchema).check(z.maxLength(20)),
  }),
);
export const applyCustomizationsSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    version: z.number({ error: inputMessages.versionRequired }).check(z.int(), z.gte(1)),
  }),
);
