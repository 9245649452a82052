import { z } from 'zod';
import { programServerMessages } from '../../programs/messages';
import { tableQuery } from '../wrapper';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Invalid date format');
const money = z.number().min(0, 'Amounts cannot be negative').max(1e12);

export const fundingSourceInputSchema = z.object({
  brandId: z.number().int().positive(),
  atlTarget: money.default(0),
  btlTarget: money.default(0),
  selected: z.boolean().default(true),
  markedForDeletion: z.boolean().default(false),
});

/**
 * The program's own fields. Everything is optional here because the rules of spec 02 section 5 decide what a
 * save needs (they differ by theme type); the handler runs them and answers their field messages word for word.
 */
export const programFieldsSchema = z.object({
  name: z.string().trim().max(200, 'Name must be at most 200 characters').nullish(),
  description: z.string().trim().max(4000, 'Description must be at most 4000 characters').nullish(),
  note: z.string().trim().max(4000).nullish(),
  retailerId: z.number().int().positive().nullish(),
  fiscalYear: z.number().int().min(2000).max(2100).nullish(),
  programStartDate: isoDate.nullish(),
  programEndDate: isoDate.nullish(),
  strategicBusinessInitiativeId: z.number().int().positive().nullish(),
  campaignThemeId: z.number().int().positive().nullish(),
  campaignThemeTypeId: z.union([z.literal(2), z.literal(3), z.literal(4)]).nullish(),
  accountLocations: z.array(z.string().min(1).max(40)).max(500).default([]),
});

export const createProgramSchema = programFieldsSchema.extend({
  fundingSources: z.array(fundingSourceInputSchema).max(40, 'A program can have at most 40 funding sources').default([]),
  /** Set when the program is made by the placeholder action (claim Instigo/CreatePlaceholder). */
  placeholder: z.boolean().default(false),
});
export const updateProgramSchema = programFieldsSchema.extend({ version: z.number({ error: 'Version is required' }).int().min(1) });
export const saveFundingSourcesSchema = z.object({
  version: z.number({ error: 'Version is required' }).int().min(1),
  fundingSources: z.array(fundingSourceInputSchema).max(40, 'A program can have at most 40 funding sources'),
});

export const fundingSourceSchema = z.object({
  brandId: z.number(),
  brandName: z.string(),
  atlTarget: z.number(),
  btlTarget: z.number(),
  selected: z.boolean(),
});

export const programSchema = z.object({
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
  campaignThemeTypeId: z.number().nullable().optional(),
  accountLocations: z.array(z.string()),
  statusId: z.number(),
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
export type Program = z.infer<typeof programSchema>;

/** The aggregate: the program with everything under it, read in one Query. */
export const programDetailsSchema = z.object({
  program: programSchema,
  fundingSources: z.array(fundingSourceSchema),
  fundingEditable: z.boolean(),
  warnings: z.array(z.string()),
});

export const programIdParams = z.object({ id: z.coerce.number({ error: 'Unknown program' }).int().positive('Unknown program') });

export const transitionBodySchema = z.object({
  version: z.number({ error: 'Version is required' }).int().min(1),
  notes: z.string().trim().max(4000, 'Notes must be at most 4000 characters').optional(),
  /** Submitting an overspent program needs this explicit confirmation; it is recorded in the audit trail. */
  confirmOverspend: z.boolean().default(false),
});

export const auditEntrySchema = z.object({
  at: z.string(),
  by: z.string(),
  byName: z.string(),
  action: z.string(),
  fromStatusId: z.number().nullable(),
  toStatusId: z.number().nullable(),
  notes: z.string().optional(),
});

/** Program lists page in DynamoDB: `cursor` continues from the page before; pageIndex is reported, not skipped to. */
export const programListQuery = tableQuery.extend({
  fiscalYear: z.coerce.number({ error: 'Fiscal year required' }).int().min(2000).max(2100),
  retailerId: z.coerce.number().int().positive().optional(),
  cursor: z.string().max(2000).optional(),
});

export const programListRowSchema = programSchema.pick({
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
});

export const checkResultSchema = z.object({ result: z.string() });
export { programServerMessages };
