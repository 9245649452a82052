import * as z from 'zod';
import { programStatus } from '../../programs/status';
import { programThemeTypeSchema } from '../../reference/themeTypes';
import { tableQuery } from '../wrapper';
import { calendarDate, listCursor, money, quantity } from './common';

const isoDate = calendarDate();

/** A program's status (shared/programs/status.ts) as the contract answers it: one of the declared ids. */
export const programStatusIdSchema = z.literal(Object.values(programStatus));

const fundingSourceInputSchema = z.object({
  brandId: z.number().int().positive(),
  atlTarget: money().default(0),
  btlTarget: money().default(0),
  selected: z.boolean().default(true),
  markedForDeletion: z.boolean().default(false),
});

/**
 * The program's own fields. Everything is optional here because the rules of spec 02 section 5 decide what a
 * save needs (they differ by theme type); the handler runs them and answers their field messages word for word.
 */
const programFieldsSchema = z.object({
  name: z.string().trim().max(200, 'Name must be at most 200 characters').nullish(),
  description: z.string().trim().max(4000, 'Description must be at most 4000 characters').nullish(),
  note: z.string().trim().max(4000).nullish(),
  retailerId: z.number().int().positive().nullish(),
  fiscalYear: z.number().int().min(2000).max(2100).nullish(),
  programStartDate: isoDate.nullish(),
  programEndDate: isoDate.nullish(),
  strategicBusinessInitiativeId: z.number().int().positive().nullish(),
  campaignThemeId: z.number().int().positive().nullish(),
  campaignThemeTypeId: programThemeTypeSchema.nullish(),
  accountLocations: z.array(z.string().min(1).max(40)).max(500).default([]),
});

export const createProgramSchema = programFieldsSchema.extend({
  fundingSources: z
    .array(fundingSourceInputSchema)
    .max(20, 'A program can have at most 20 funding sources')
    .default([]),
  /** Set when the program is made by the placeholder action (claim Instigo/CreatePlaceholder). */
  placeholder: z.boolean().default(false),
});
export const updateProgramSchema = programFieldsSchema.extend({
  version: z.number({ error: 'Version is required' }).int().min(1),
});
export const saveFundingSourcesSchema = z.object({
  version: z.number({ error: 'Version is required' }).int().min(1),
  fundingSources: z.array(fundingSourceInputSchema).max(20, 'A program can have at most 20 funding sources'),
});

const fundingSourceSchema = z.object({
  brandId: z.number(),
  brandName: z.string(),
  atlTarget: z.number(),
  btlTarget: z.number(),
  selected: z.boolean(),
});

const programSchema = z.object({
  id: z.number(),
  name: z.string().nullable(),
  description: z.string().nullable(),
  note: z.string().nullable().optional(),
  retailerId: z.number().nullable(),
  retailerName: z.string().nullable(),
  fiscalYear: z.number().nullable(),
  programStartDate: z.string().nullable(),
  programEndDate: z.string().nullable(),
  strategicBusinessInitiativeId: z.number().nullable().optional(),
  campaignThemeId: z.number().nullable().optional(),
  campaignThemeTypeId: programThemeTypeSchema.nullable().optional(),
  accountLocations: z.array(z.string()),
  statusId: programStatusIdSchema,
  statusName: z.string(),
  placeholder: z.boolean(),
  archived: z.boolean(),
  creator: z.string(),
  creatorName: z.string(),
  approver: z.string().nullable().optional(),
  approvedDate: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number(),
});

const allocationSchema = z.object({
  brandId: z.number().int().positive(),
  atl: money({ negative: 'Allocations cannot be negative' }),
  btl: money({ negative: 'Allocations cannot be negative' }),
});

export const componentSchema = z.object({
  id: z.string(),
  name: z.string(),
  componentTypeId: z.number(),
  description: z.string().nullable(),
  quantity: z.number().nullable(),
  vendor: z.string().nullable(),
  files: z.array(z.object({ documentId: z.string(), fileName: z.string() })),
  /** The Create tactic modal's component fields (ids of shared/tactics/lookupLists.ts). */
  vendorId: z.number().nullish(),
  childVendorId: z.number().nullish(),
  barcodeDestinationId: z.number().nullish(),
  mediaTypeId: z.number().nullish(),
  productionOptionId: z.number().nullish(),
  documentTypeId: z.number().nullish(),
  outputTypeId: z.number().nullish(),
});
export const componentIdParams = z.object({
  id: z.string().regex(/^\d{1,12}-\d{1,6}\.c\d{1,4}$/, 'Unknown component'),
});
export const addComponentSchema = z.object({
  programTacticId: z.string().regex(/^\d{1,12}-\d{1,6}$/, 'Unknown program tactic'),
  version: z.number({ error: 'Version is required' }).int().min(1),
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(200),
  componentTypeId: z.number({ error: 'Component type is required' }).int().positive('Component type is required'),
  description: z.string().trim().max(2000).nullish(),
  quantity: quantity().nullish(),
  vendor: z.string().trim().max(200).nullish(),
});

export const programTacticSchema = z.object({
  id: z.string(),
  programId: z.number(),
  tacticId: z.number(),
  tacticName: z.string(),
  description: z.string().nullable(),
  tacticTypeId: z.number(),
  productTypeId: z.number(),
  deliveryMethodId: z.number(),
  deliveryMethodName: z.string(),
  isDownload: z.boolean(),
  unitCost: z.number(),
  orderQuantity: z.number(),
  totalCost: z.number(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  allocations: z.array(allocationSchema),
  documentId: z.string().nullable().optional(),
  distribution: z.record(z.string(), z.number()).optional(),
  components: z.record(z.string(), componentSchema).optional(),
  /** A tactic made in the Create tactic modal (tacticId 0): its own fields. */
  custom: z.boolean().optional(),
  sku: z.string().nullish(),
  purpose: z.string().nullish(),
  shopTypeId: z.number().nullish(),
  tacticCategoryId: z.number().nullish(),
  parentTacticId: z.string().nullish(),
});

export const budgetSummarySchema = z.object({
  lines: z.array(
    z.object({
      brandId: z.number(),
      brandName: z.string(),
      atlTarget: z.number(),
      btlTarget: z.number(),
      atlAllocated: z.number(),
      btlAllocated: z.number(),
      atlRemaining: z.number(),
      btlRemaining: z.number(),
      overspent: z.boolean(),
    }),
  ),
  totalCost: z.number(),
  overspent: z.boolean(),
  warnings: z.array(z.string()),
});

/** The aggregate: the program with everything under it, read in one Query. */
export const programDetailsSchema = z.object({
  program: programSchema,
  fundingSources: z.array(fundingSourceSchema),
  tactics: z.array(programTacticSchema),
  budget: budgetSummarySchema,
  fundingEditable: z.boolean(),
  warnings: z.array(z.string()),
});

export const programTacticIdParams = z.object({ id: z.string().regex(/^\d{1,12}-\d{1,6}$/, 'Unknown program tactic') });

const tacticDate = isoDate.nullish();
export const addProgramTacticSchema = z.object({
  programId: z.number({ error: 'Program is required' }).int().positive(),
  version: z.number({ error: 'Version is required' }).int().min(1),
  tacticId: z.number({ error: 'Tactic Type Required' }).int().positive('Tactic Type Required'),
  orderQuantity: quantity({ required: 'Quantity is required', min: 1, minMessage: 'Quantity must be at least 1' }),
  startDate: tacticDate,
  endDate: tacticDate,
  description: z.string().trim().max(2000).nullish(),
  /** Omitted: the cost is split evenly below the line over the selected funding sources. */
  allocations: z.array(allocationSchema).max(20).optional(),
});
export const updateProgramTacticSchema = addProgramTacticSchema
  .omit({ programId: true, tacticId: true })
  .partial({ orderQuantity: true });
export const removeProgramTacticQuery = z.object({
  version: z.coerce.number({ error: 'Version is required' }).int().min(1),
});

export const cartSchema = z.object({
  groups: z.array(
    z.object({
      deliveryMethodId: z.number(),
      deliveryMethodName: z.string(),
      tactics: z.array(programTacticSchema.extend({ canRemove: z.boolean() })),
      subtotal: z.number(),
    }),
  ),
  budget: budgetSummarySchema,
  version: z.number(),
  canSubmit: z.boolean(),
});

export const programIdParams = z.object({
  id: z.coerce.number({ error: 'Unknown program' }).int().positive('Unknown program'),
});

export const transitionBodySchema = z.object({
  version: z.number({ error: 'Version is required' }).int().min(1),
  notes: z.string().trim().max(4000, 'Notes must be at most 4000 characters').optional(),
  /** Submitting an overspent program needs this explicit confirmation; it is recorded in the audit trail. */
  confirmOverspend: z.boolean().default(false),
  /** Submit only: who is asked to approve (user subjects, from `programs/{id}/approvers`); all approvers when empty. */
  approvers: z
    .array(z.string().trim().min(1, 'Approver is required').max(200))
    .max(50, 'At most 50 approvers')
    .default([]),
});

export const approverLookupQuery = z.object({
  search: z.string().trim().max(200, 'Search must be at most 200 characters').default(''),
});
export const approverSchema = z.object({ id: z.string(), email: z.string(), name: z.string() });

export const auditEntrySchema = z.object({
  at: z.string(),
  by: z.string(),
  byName: z.string(),
  action: z.string(),
  fromStatusId: programStatusIdSchema.nullable(),
  toStatusId: programStatusIdSchema.nullable(),
  notes: z.string().optional(),
});

/** Program lists page in DynamoDB: `cursor` continues from the page before; pageIndex is reported, not skipped to. */
export const programListQuery = tableQuery.extend({
  fiscalYear: z.coerce.number({ error: 'Fiscal year required' }).int().min(2000).max(2100),
  retailerId: z.coerce.number().int().positive().optional(),
  /** Filters the page's reads (like search): pages can come back short, with a cursor to continue. */
  statusId: z.coerce.number().int().min(10).max(90).optional(),
  cursor: listCursor.optional(),
});

export const myCampaignsQuery = tableQuery.extend({ cursor: listCursor.optional() });

export const programListRowSchema = programSchema
  .pick({
    id: true,
    name: true,
    retailerId: true,
    retailerName: true,
    fiscalYear: true,
    programStartDate: true,
    programEndDate: true,
    statusId: true,
    statusName: true,
    creatorName: true,
    createdAt: true,
    updatedAt: true,
    campaignThemeId: true,
  })
  .extend({ campaignThemeName: z.string().nullable() });

export const checkResultSchema = z.object({ result: z.string() });
