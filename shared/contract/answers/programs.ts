import * as z from '../../zod';
import { programStatus } from '../../programs/status';
import { programThemeTypeSchema } from '../../reference/themeTypes';
import { pagedResult } from '../wrapper';
import { allocationSchema } from '../schemas/programs';
import { lazySchema } from '../../lazySchema';

/** A program's status (shared/programs/status.ts) as the contract answers it: one of the declared ids. */
export const programStatusIdSchema = /* @__PURE__ */ lazySchema(() => z.literal(Object.values(programStatus)));

const fundingSourceSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    brandId: z.number(),
    brandName: z.string(),
    atlTarget: z.number(),
    btlTarget: z.number(),
    selected: z.boolean(),
  }),
);

const programSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
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
  }),
);

export const componentSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
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
  }),
);

export const programTacticSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
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
  }),
);

export const budgetSummarySchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
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
  }),
);

/** The aggregate: the program with everything under it, read in one Query. */
export const programDetailsSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
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
  }),
);

export const cartSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
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
  }),
);

const approverSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ id: z.string(), email: z.string(), name: z.string() }),
);

const auditEntrySchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    at: z.string(),
    by: z.string(),
    byName: z.string(),
    action: z.string(),
    fromStatusId: z.nullable(programStatusIdSchema),
    toStatusId: z.nullable(programStatusIdSchema),
    notes: z.optional(z.string()),
  }),
);

const programListRowSchema = /* @__PURE__ */ lazySchema(() =>
  z.extend(
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
  ),
);

/**
 * A page of a program list. `sortFields`: the columns this list can be sorted by now: every column while it holds at
 * most SORTABLE_PROGRAMS programs (read whole and sorted), else only `createdAt`, its index's order
 * (docs/decisions.md, 'Program lists sort by any column').
 */
export const programListPageSchema = /* @__PURE__ */ lazySchema(() =>
  z.extend(pagedResult(programListRowSchema), {
    nextCursor: z.nullable(z.string()),
    sortFields: z.array(z.string()),
  }),
);

export const checkResultSchema = /* @__PURE__ */ lazySchema(() => z.object({ result: z.string() }));

/** A brand's remaining allocation for one program (`programs/{id}/allocation-remaining`), in whole cents. */
const remainingAllocationSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    brandId: z.number(),
    /** False: the brand has no allocation at the program's retailer for its budget year; its targets are unchecked. */
    allocated: z.boolean(),
    allocAtlCents: z.number(),
    allocBtlCents: z.number(),
    plannedElsewhereAtlCents: z.number(),
    plannedElsewhereBtlCents: z.number(),
    remainingAtlCents: z.number(),
    remainingBtlCents: z.number(),
  }),
);

/** The answer of `programs.canSubmit`. */
export const programsCanSubmitAnswer = /* @__PURE__ */ lazySchema(() =>
  z.object({ canSubmit: z.boolean(), reason: z.nullable(z.string()) }),
);

/** The answer of `programs.approvers`. */
export const programsApproversAnswer = /* @__PURE__ */ lazySchema(() => z.array(approverSchema));

/** The answer of `programs.audit`. */
export const programsAuditAnswer = /* @__PURE__ */ lazySchema(() => z.array(auditEntrySchema));

/** The answer of `programs.allocationRemaining`, `programs.allocationRemainingAt`. */
export const programsAllocationRemainingAnswer = /* @__PURE__ */ lazySchema(() => z.array(remainingAllocationSchema));

/** The answer of `components.files`, `components.deleteFile`. */
export const componentsFilesAnswer = /* @__PURE__ */ lazySchema(() =>
  z.array(z.object({ documentId: z.string(), fileName: z.string() })),
);

/** The answer of `programs.statusConfig`. */
export const programsStatusConfigAnswer = /* @__PURE__ */ lazySchema(() =>
  z.array(z.object({ statusId: programStatusIdSchema, name: z.string(), fundingEditable: z.boolean() })),
);

/** The answer of `programs.overview`. */
export const programsOverviewAnswer = /* @__PURE__ */ lazySchema(() =>
  z.object({
    programs: z.array(
      z.extend(programListRowSchema, {
        atlTarget: z.number(),
        btlTarget: z.number(),
        atlAllocated: z.number(),
        btlAllocated: z.number(),
      }),
    ),
    totals: z.object({
      atlTarget: z.number(),
      btlTarget: z.number(),
      atlAllocated: z.number(),
      btlAllocated: z.number(),
    }),
  }),
);
