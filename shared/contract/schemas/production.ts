import * as z from '../../zod';
import { DEFAULT_PAGE_SIZE, TABLE_PAGE_SIZE_ALL } from '../../constants';
import { orderStatuses } from '../../production/orderStatus';
import { listCursor } from './common';
import * as contractMessages from '../contractMessages';
import * as fieldLabels from '../fieldLabels';
import * as fieldMessages from '../../reference/fieldMessages';
import * as recordMessages from '../../recordMessages';
import { inputMessages } from '../../messages';

/**
 * Production (spec 02, 'Status and production'; spec 01, 'Production'): approved programs' production files per
 * manufacturer, job tickets, sending to production, tactic order status, and a program's customizations.
 */
const programId = z.coerce
  .number({ error: contractMessages.unknownProgram })
  .check(z.int(), z.positive(contractMessages.unknownProgram));
const manufacturerId = z.coerce
  .number({ error: contractMessages.unknownManufacturer })
  .check(z.int(), z.positive(contractMessages.unknownManufacturer));

export const productionProgramParams = z.object({ programId });
export const productionFileParams = z.object({ programId, manufacturerId });
export const programQuery = z.object({ programId });

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
export const productionListQuery = z.object({
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
});

const orderStatusSchema = z.enum(orderStatuses, { error: contractMessages.chooseOrderStatus });

const productionProgramRowSchema = z.object({
  id: z.number(),
  name: z.nullable(z.string()),
  retailerId: z.nullable(z.number()),
  retailerName: z.nullable(z.string()),
  fiscalYear: z.nullable(z.number()),
  programStartDate: z.nullable(z.string()),
  programEndDate: z.nullable(z.string()),
  approvedDate: z.nullable(z.string()),
  productionSentAt: z.nullable(z.string()),
  /** Tactics still waiting after the last send: sent in part while above 0. */
  productionWaiting: z.number(),
});

export const productionListSchema = z.object({
  items: z.array(productionProgramRowSchema),
  pageIndex: z.number(),
  pageSize: z.number(),
  totalCount: z.number(),
  totalPages: z.number(),
  hasPreviousPage: z.boolean(),
  hasNextPage: z.boolean(),
  nextCursor: z.nullable(z.string()),
  /** The columns the list can be sorted by now: all while it holds at most 1,000 programs, else `approvedDate`. */
  sortFields: z.array(z.string()),
});

const manufacturerSchema = z.object({
  id: z.number(),
  name: z.string(),
  contactName: z.nullable(z.string()),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  address: z.nullable(z.string()),
});

export const manufacturerListSchema = z.object({ items: z.array(manufacturerSchema) });

const requestSchema = z.object({
  id: z.string(),
  manufacturerId: z.nullable(z.number()),
  manufacturerName: z.string(),
  tacticIds: z.array(z.string()),
  requestedBy: z.string(),
  requestedByName: z.string(),
  requestedAt: z.string(),
});

/** A program's manufacturers: what each makes (tactics, quantity, how many wait to be sent), and the requests sent. */
export const programManufacturersSchema = z.object({
  programId: z.number(),
  statusId: z.number(),
  productionSentAt: z.nullable(z.string()),
  manufacturers: z.array(
    z.object({
      manufacturerId: z.number(),
      manufacturerName: z.string(),
      tactics: z.number(),
      totalQuantity: z.number(),
      waiting: z.number(),
    }),
  ),
  requests: z.array(requestSchema),
});

const customizationEntrySchema = z.object({
  customizationId: z.string().check(z.maxLength(40)),
  value: z.string().check(z.maxLength(100)),
});

/** One or every manufacturer's production file of a program (the .xlsx download and the job ticket PDF read it). */
export const productionFileSchema = z.object({
  program: z.object({
    id: z.number(),
    name: z.nullable(z.string()),
    retailerName: z.nullable(z.string()),
    fiscalYear: z.nullable(z.number()),
    programStartDate: z.nullable(z.string()),
    programEndDate: z.nullable(z.string()),
    deliveryDate: z.nullable(z.string()),
    deliveryNotes: z.nullable(z.string()),
    productionSentAt: z.nullable(z.string()),
  }),
  /** The customizations applied to production (what the manufacturers must print). */
  customizations: z.array(customizationEntrySchema),
  files: z.array(
    z.object({
      manufacturer: manufacturerSchema,
      totalQuantity: z.number(),
      tactics: z.array(
        z.object({
          programTacticId: z.string(),
          tacticName: z.string(),
          processName: z.string(),
          deliveryMethodName: z.string(),
          isDownload: z.boolean(),
          orderQuantity: z.number(),
          orderStatus: orderStatusSchema,
          shipTo: z.array(z.object({ locationId: z.nullable(z.string()), location: z.string(), quantity: z.number() })),
        }),
      ),
    }),
  ),
});

export const sendToProductionSchema = z.object({
  manufacturerId: z
    .number({ error: contractMessages.unknownManufacturer })
    .check(z.int(), z.positive(contractMessages.unknownManufacturer)),
  notes: z.optional(z.string().check(z.trim(), z.maxLength(1000, fieldMessages.tooLong(fieldLabels.notes, 1000)))),
});
export const sendProgramSchema = z.object({
  notes: z.optional(z.string().check(z.trim(), z.maxLength(1000, fieldMessages.tooLong(fieldLabels.notes, 1000)))),
});
export const sendProgramsSchema = z.object({
  programIds: z
    .array(z.number().check(z.int(), z.positive(contractMessages.unknownProgram)))
    .check(z.minLength(1, contractMessages.chooseAProgram), z.maxLength(25, contractMessages.tooManyPrograms)),
});

/** What a send did: the tactics it moved, the request recorded. */
export const sendResultSchema = z.object({
  programId: z.number(),
  sentTactics: z.number(),
  requestId: z.string(),
  productionSentAt: z.string(),
});
export const sendResultsSchema = z.object({
  results: z.array(
    z.object({ programId: z.number(), sent: z.boolean(), sentTactics: z.number(), message: z.nullable(z.string()) }),
  ),
});

export const orderStatusBodySchema = z.object({
  programTacticId: z.string().check(z.regex(/^\d{1,12}-\d{1,6}$/, recordMessages.tactic)),
  /** The order status the user read: a tactic moved meanwhile (by someone else) is 409, never moved on from there. */
  fromStatus: orderStatusSchema,
  orderStatus: orderStatusSchema,
});
export const orderStatusResultSchema = z.object({
  programTacticId: z.string(),
  orderStatus: orderStatusSchema,
  next: z.array(orderStatusSchema),
});

export const customizationsSchema = z.object({
  programId: z.number(),
  definitions: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      uiElementId: z.number(),
      displayOptions: z.array(z.string()),
    }),
  ),
  /** Saved, not necessarily applied. */
  entries: z.array(customizationEntrySchema),
  version: z.number(),
  appliedEntries: z.array(customizationEntrySchema),
  appliedAt: z.nullable(z.string()),
  productionEntries: z.array(customizationEntrySchema),
  appliedToProductionAt: z.nullable(z.string()),
});

export const saveCustomizationsSchema = z.object({
  /** The version read (0 before the first save); a stale one is 409. */
  version: z.number({ error: inputMessages.versionRequired }).check(z.int(), z.gte(0)),
  entries: z.array(customizationEntrySchema).check(z.maxLength(20)),
});
export const applyCustomizationsSchema = z.object({
  version: z.number({ error: inputMessages.versionRequired }).check(z.int(), z.gte(1)),
});
export const hasCustomizationsSchema = z.object({ hasCustomizations: z.boolean() });
