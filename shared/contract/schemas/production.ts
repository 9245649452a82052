import * as z from 'zod';
import { DEFAULT_PAGE_SIZE, TABLE_PAGE_SIZE_ALL } from '../../constants';
import { orderStatuses } from '../../production/orderStatus';
import { listCursor } from './common';

/**
 * Production (spec 02, 'Status and production'; spec 01, 'Production'): approved programs' production files per
 * manufacturer, job tickets, sending to production, tactic order status, and a program's customizations.
 */
const programId = z.coerce.number({ error: 'Unknown program' }).int().positive('Unknown program');
const manufacturerId = z.coerce.number({ error: 'Unknown manufacturer' }).int().positive('Unknown manufacturer');

export const productionProgramParams = z.object({ programId });
export const productionFileParams = z.object({ programId, manufacturerId });
export const programQuery = z.object({ programId });

/** Approved programs of a budget year (optionally one retailer's), newest first, paged by cursor. */
export const productionListQuery = z.object({
  fiscalYear: z.coerce.number({ error: 'Fiscal year required' }).int().min(2000).max(2100),
  retailerId: z.coerce.number().int().positive().optional(),
  pageSize: z.coerce.number().int().min(1).max(TABLE_PAGE_SIZE_ALL).default(DEFAULT_PAGE_SIZE),
  pageIndex: z.coerce.number().int().min(0).default(0),
  searchTerm: z.string().max(200).optional(),
  sortDirection: z.enum(['asc', 'desc']).optional(),
  cursor: listCursor.optional(),
});

const orderStatusSchema = z.enum(orderStatuses, { error: 'Choose an order status.' });

const productionProgramRowSchema = z.object({
  id: z.number(),
  name: z.string().nullable(),
  retailerId: z.number().nullable(),
  retailerName: z.string().nullable(),
  fiscalYear: z.number().nullable(),
  programStartDate: z.string().nullable(),
  programEndDate: z.string().nullable(),
  approvedDate: z.string().nullable(),
  productionSentAt: z.string().nullable(),
});

export const productionListSchema = z.object({
  items: z.array(productionProgramRowSchema),
  pageIndex: z.number(),
  pageSize: z.number(),
  totalCount: z.number(),
  totalPages: z.number(),
  hasPreviousPage: z.boolean(),
  hasNextPage: z.boolean(),
  nextCursor: z.string().nullable(),
});

const manufacturerSchema = z.object({
  id: z.number(),
  name: z.string(),
  contactName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
});

export const manufacturerListSchema = z.object({ items: z.array(manufacturerSchema) });

const requestSchema = z.object({
  id: z.string(),
  manufacturerId: z.number().nullable(),
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
  productionSentAt: z.string().nullable(),
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
  customizationId: z.string().max(40),
  value: z.string().max(100),
});

/** One or every manufacturer's production file of a program (the .xlsx download and the job ticket PDF read it). */
export const productionFileSchema = z.object({
  program: z.object({
    id: z.number(),
    name: z.string().nullable(),
    retailerName: z.string().nullable(),
    fiscalYear: z.number().nullable(),
    programStartDate: z.string().nullable(),
    programEndDate: z.string().nullable(),
    deliveryDate: z.string().nullable(),
    deliveryNotes: z.string().nullable(),
    productionSentAt: z.string().nullable(),
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
          shipTo: z.array(z.object({ locationId: z.string().nullable(), location: z.string(), quantity: z.number() })),
        }),
      ),
    }),
  ),
});

export const sendToProductionSchema = z.object({
  manufacturerId: z.number({ error: 'Unknown manufacturer' }).int().positive('Unknown manufacturer'),
  notes: z.string().trim().max(1000, 'Notes must be at most 1000 characters').optional(),
});
export const sendProgramSchema = z.object({
  notes: z.string().trim().max(1000, 'Notes must be at most 1000 characters').optional(),
});
export const sendProgramsSchema = z.object({
  programIds: z
    .array(z.number().int().positive('Unknown program'))
    .min(1, 'Choose at least one program.')
    .max(25, 'Send at most 25 programs at once.'),
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
    z.object({ programId: z.number(), sent: z.boolean(), sentTactics: z.number(), message: z.string().nullable() }),
  ),
});

export const orderStatusBodySchema = z.object({
  programTacticId: z.string().regex(/^\d{1,12}-\d{1,6}$/, 'This tactic does not exist.'),
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
  appliedAt: z.string().nullable(),
  productionEntries: z.array(customizationEntrySchema),
  appliedToProductionAt: z.string().nullable(),
});

export const saveCustomizationsSchema = z.object({
  /** The version read (0 before the first save); a stale one is 409. */
  version: z.number({ error: 'Version is required' }).int().min(0),
  entries: z.array(customizationEntrySchema).max(20),
});
export const applyCustomizationsSchema = z.object({
  version: z.number({ error: 'Version is required' }).int().min(1),
});
export const hasCustomizationsSchema = z.object({ hasCustomizations: z.boolean() });
