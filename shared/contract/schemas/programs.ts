import * as z from '../../zod';
import { programStatus } from '../../programs/status';
import { programThemeTypeSchema } from '../../reference/themeTypes';
import { pagedResult, tableQuery } from '../wrapper';
import { calendarDate, listCursor, money, quantity } from './common';
import * as contractMessages from '../contractMessages';
import * as fieldLabels from '../fieldLabels';
import * as referenceFieldLabels from '../../reference/fieldLabels';
import * as fieldMessages from '../../reference/fieldMessages';
import { inputMessages } from '../../messages';

const isoDate = calendarDate();

/** A program's status (shared/programs/status.ts) as the contract answers it: one of the declared ids. */
export const programStatusIdSchema = z.literal(Object.values(programStatus));

const fundingSourceInputSchema = z.object({
  brandId: z.number().check(z.int(), z.positive()),
  atlTarget: z._default(money(), 0),
  btlTarget: z._default(money(), 0),
  selected: z._default(z.boolean(), true),
  markedForDeletion: z._default(z.boolean(), false),
});

/**
 * The program's own fields. Everything is optional here because the rules of spec 02 section 5 decide what a
 * save needs (they differ by theme type); the handler runs them and answers their field messages word for word.
 */
const programFieldsSchema = z.object({
  name: z.nullish(z.string().check(z.trim(), z.maxLength(200, fieldMessages.tooLong(referenceFieldLabels.name, 200)))),
  description: z.nullish(
    z.string().check(z.trim(), z.maxLength(4000, fieldMessages.tooLong(referenceFieldLabels.description, 4000))),
  ),
  note: z.nullish(z.string().check(z.trim(), z.maxLength(4000))),
  retailerId: z.nullish(z.number().check(z.int(), z.positive())),
  fiscalYear: z.nullish(z.number().check(z.int(), z.gte(2000), z.lte(2100))),
  programStartDate: z.nullish(isoDate),
  programEndDate: z.nullish(isoDate),
  strategicBusinessInitiativeId: z.nullish(z.number().check(z.int(), z.positive())),
  campaignThemeId: z.nullish(z.number().check(z.int(), z.positive())),
  campaignThemeTypeId: z.nullish(programThemeTypeSchema),
  accountLocations: z._default(z.array(z.string().check(z.minLength(1), z.maxLength(40))).check(z.maxLength(500)), []),
});

export const createProgramSchema = z.extend(programFieldsSchema, {
  fundingSources: z._default(
    z.array(fundingSourceInputSchema).check(z.maxLength(20, contractMessages.tooManyFundingSources)),
    [],
  ),
  /** Set when the program is made by the placeholder action (claim Instigo/CreatePlaceholder). */
  placeholder: z._default(z.boolean(), false),
});
export const updateProgramSchema = z.extend(programFieldsSchema, {
  version: z.number({ error: inputMessages.versionRequired }).check(z.int(), z.gte(1)),
});
/**
 * A copy (`programs/copy`): the program copied and, optionally, what the panel changed on it, applied when the
 * copy is inserted (one request: a refused change leaves no copy behind). Absent fields keep the source's.
 */
export const copyProgramSchema = z.object({
  programId: z.number({ error: fieldMessages.required(fieldLabels.program) }).check(z.int(), z.positive()),
  ...z.partial(
    z.pick(programFieldsSchema, {
      name: true,
      description: true,
      retailerId: true,
      fiscalYear: true,
      programStartDate: true,
      programEndDate: true,
      strategicBusinessInitiativeId: true,
    }),
  ).shape,
  accountLocations: z.optional(z.array(z.string().check(z.minLength(1), z.maxLength(40))).check(z.maxLength(500))),
  fundingSources: z.optional(
    z.array(fundingSourceInputSchema).check(z.maxLength(20, contractMessages.tooManyFundingSources)),
  ),
});
export const saveFundingSourcesSchema = z.object({
  version: z.number({ error: inputMessages.versionRequired }).check(z.int(), z.gte(1)),
  fundingSources: z.array(fundingSourceInputSchema).check(z.maxLength(20, contractMessages.tooManyFundingSources)),
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
  name: z.nullable(z.string()),
  description: z.nullable(z.string()),
  note: z.optional(z.nullable(z.string())),
  retailerId: z.nullable(z.number()),
  retailerName: z.nullable(z.string()),
  fiscalYear: z.nullable(z.number()),
  programStartDate: z.nullable(z.string()),
  programEndDate: z.nullable(z.string()),
  strategicBusinessInitiativeId: z.optional(z.nullable(z.number())),
  campaignThemeId: z.optional(z.nullable(z.number())),
  campaignThemeTypeId: z.optional(z.nullable(programThemeTypeSchema)),
  accountLocations: z.array(z.string()),
  statusId: programStatusIdSchema,
  statusName: z.string(),
  placeholder: z.boolean(),
  archived: z.boolean(),
  creator: z.string(),
  creatorName: z.string(),
  approver: z.optional(z.nullable(z.string())),
  approvedDate: z.optional(z.nullable(z.string())),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number(),
});

const allocationSchema = z.object({
  brandId: z.number().check(z.int(), z.positive()),
  atl: money({ negative: contractMessages.allocationsNegative }),
  btl: money({ negative: contractMessages.allocationsNegative }),
});

export const componentSchema = z.object({
  id: z.string(),
  name: z.string(),
  componentTypeId: z.number(),
  description: z.nullable(z.string()),
  quantity: z.nullable(z.number()),
  vendor: z.nullable(z.string()),
  files: z.array(z.object({ documentId: z.string(), fileName: z.string() })),
  /** The Create tactic modal's component fields (ids of shared/tactics/lookupLists.ts). */
  vendorId: z.nullish(z.number()),
  childVendorId: z.nullish(z.number()),
  barcodeDestinationId: z.nullish(z.number()),
  mediaTypeId: z.nullish(z.number()),
  productionOptionId: z.nullish(z.number()),
  documentTypeId: z.nullish(z.number()),
  outputTypeId: z.nullish(z.number()),
});
export const componentIdParams = z.object({
  id: z.string().check(z.regex(/^\d{1,12}-\d{1,6}\.c\d{1,4}$/, contractMessages.unknownComponent)),
});
export const addComponentSchema = z.object({
  programTacticId: z.string().check(z.regex(/^\d{1,12}-\d{1,6}$/, contractMessages.unknownProgramTactic)),
  version: z.number({ error: inputMessages.versionRequired }).check(z.int(), z.gte(1)),
  name: z
    .string({ error: fieldMessages.required(referenceFieldLabels.name) })
    .check(z.trim(), z.minLength(1, fieldMessages.required(referenceFieldLabels.name)), z.maxLength(200)),
  componentTypeId: z
    .number({ error: fieldMessages.required(fieldLabels.componentType) })
    .check(z.int(), z.positive(fieldMessages.required(fieldLabels.componentType))),
  description: z.nullish(z.string().check(z.trim(), z.maxLength(2000))),
  quantity: z.nullish(quantity()),
  vendor: z.nullish(z.string().check(z.trim(), z.maxLength(200))),
});

export const programTacticSchema = z.object({
  id: z.string(),
  programId: z.number(),
  tacticId: z.number(),
  tacticName: z.string(),
  description: z.nullable(z.string()),
  tacticTypeId: z.number(),
  productTypeId: z.number(),
  deliveryMethodId: z.number(),
  deliveryMethodName: z.string(),
  isDownload: z.boolean(),
  unitCost: z.number(),
  orderQuantity: z.number(),
  totalCost: z.number(),
  startDate: z.nullable(z.string()),
  endDate: z.nullable(z.string()),
  allocations: z.array(allocationSchema),
  documentId: z.optional(z.nullable(z.string())),
  distribution: z.optional(z.record(z.string(), z.number())),
  components: z.optional(z.record(z.string(), componentSchema)),
  /** A tactic made in the Create tactic modal (tacticId 0): its own fields. */
  custom: z.optional(z.boolean()),
  sku: z.nullish(z.string()),
  purpose: z.nullish(z.string()),
  shopTypeId: z.nullish(z.number()),
  tacticCategoryId: z.nullish(z.number()),
  parentTacticId: z.nullish(z.string()),
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
  /**
   * Four-eyes, on the reads of one program (`programs/{id}`, its details): why the reader may not approve or reject
   * it (its creator or submitter), or null. Absent from the answers of changes.
   */
  decisionRefusal: z.optional(z.nullable(z.string())),
});

export const programTacticIdParams = z.object({
  id: z.string().check(z.regex(/^\d{1,12}-\d{1,6}$/, contractMessages.unknownProgramTactic)),
});

const tacticDate = z.nullish(isoDate);
export const addProgramTacticSchema = z.object({
  programId: z.number({ error: fieldMessages.required(fieldLabels.program) }).check(z.int(), z.positive()),
  version: z.number({ error: inputMessages.versionRequired }).check(z.int(), z.gte(1)),
  tacticId: z
    .number({ error: fieldMessages.tacticTypeRequired })
    .check(z.int(), z.positive(fieldMessages.tacticTypeRequired)),
  orderQuantity: quantity({
    required: fieldMessages.required(fieldLabels.quantity),
    min: 1,
    minMessage: contractMessages.quantityAtLeastOne,
  }),
  startDate: tacticDate,
  endDate: tacticDate,
  description: z.nullish(z.string().check(z.trim(), z.maxLength(2000))),
  /** Omitted: the cost is split evenly below the line over the selected funding sources. */
  allocations: z.optional(z.array(allocationSchema).check(z.maxLength(20))),
});
export const updateProgramTacticSchema = z.partial(
  z.omit(addProgramTacticSchema, { programId: true, tacticId: true }),
  { orderQuantity: true },
);
export const removeProgramTacticQuery = z.object({
  version: z.coerce.number({ error: inputMessages.versionRequired }).check(z.int(), z.gte(1)),
});

export const cartSchema = z.object({
  groups: z.array(
    z.object({
      deliveryMethodId: z.number(),
      deliveryMethodName: z.string(),
      tactics: z.array(z.extend(programTacticSchema, { canRemove: z.boolean() })),
      subtotal: z.number(),
    }),
  ),
  budget: budgetSummarySchema,
  version: z.number(),
  canSubmit: z.boolean(),
});

export const transitionBodySchema = z.object({
  version: z.number({ error: inputMessages.versionRequired }).check(z.int(), z.gte(1)),
  notes: z.optional(z.string().check(z.trim(), z.maxLength(4000, fieldMessages.tooLong(fieldLabels.notes, 4000)))),
  /** Submitting an overspent program needs this explicit confirmation; it is recorded in the audit trail. */
  confirmOverspend: z._default(z.boolean(), false),
  /** Submit only: who is asked to approve (user subjects, from `programs/{id}/approvers`); all approvers when empty. */
  approvers: z._default(
    z
      .array(z.string().check(z.trim(), z.minLength(1, fieldMessages.required(fieldLabels.approver)), z.maxLength(200)))
      .check(z.maxLength(50, contractMessages.tooManyApprovers)),
    [],
  ),
});

export const approverLookupQuery = z.object({
  search: z._default(z.string().check(z.trim(), z.maxLength(200, fieldMessages.tooLong(fieldLabels.search, 200))), ''),
});
export const approverSchema = z.object({ id: z.string(), email: z.string(), name: z.string() });

export const auditEntrySchema = z.object({
  at: z.string(),
  by: z.string(),
  byName: z.string(),
  action: z.string(),
  fromStatusId: z.nullable(programStatusIdSchema),
  toStatusId: z.nullable(programStatusIdSchema),
  notes: z.optional(z.string()),
});

/** Program lists page in DynamoDB: `cursor` continues from the page before; pageIndex is reported, not skipped to. */
export const programListQuery = z.extend(tableQuery, {
  fiscalYear: z.coerce.number({ error: fieldMessages.fiscalYearRequired }).check(z.int(), z.gte(2000), z.lte(2100)),
  retailerId: z.optional(z.coerce.number().check(z.int(), z.positive())),
  /** Filters the page's reads (like search): pages can come back short, with a cursor to continue. */
  statusId: z.optional(z.coerce.number().check(z.int(), z.gte(10), z.lte(90))),
  cursor: z.optional(listCursor),
});

export const myCampaignsQuery = z.extend(tableQuery, { cursor: z.optional(listCursor) });

export const programListRowSchema = z.extend(
  z.pick(programSchema, {
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
    archived: true,
  }),
  { campaignThemeName: z.nullable(z.string()) },
);

/**
 * A page of a program list. `sortFields`: the columns this list can be sorted by now: every column while it holds at
 * most SORTABLE_PROGRAMS programs (read whole and sorted), else only `createdAt`, its index's order
 * (docs/decisions.md, 'Program lists sort by any column').
 */
export const programListPageSchema = z.extend(pagedResult(programListRowSchema), {
  nextCursor: z.nullable(z.string()),
  sortFields: z.array(z.string()),
});

export const checkResultSchema = z.object({ result: z.string() });

/** A brand's remaining allocation for one program (`programs/{id}/allocation-remaining`), in whole cents. */
export const remainingAllocationSchema = z.object({
  brandId: z.number(),
  /** False: the brand has no allocation at the program's retailer for its budget year; its targets are unchecked. */
  allocated: z.boolean(),
  allocAtlCents: z.number(),
  allocBtlCents: z.number(),
  plannedElsewhereAtlCents: z.number(),
  plannedElsewhereBtlCents: z.number(),
  remainingAtlCents: z.number(),
  remainingBtlCents: z.number(),
});
