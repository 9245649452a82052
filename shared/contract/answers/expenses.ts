import * as z from '../../zod';
import { assignReasonCodes } from '../../expenses/assignment';
import { couponTypes, expenseStatuses, invoiceKinds } from '../../expenses/rules';
import { documentUploadSchema } from './documents';
import { lazySchema } from '../../lazySchema';

export const expenseRowSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string(),
    kind: z.enum(invoiceKinds),
    code: z.string(),
    couponType: z.nullable(z.enum(couponTypes)),
    invoiceNumber: z.string(),
    invoiceDate: z.string(),
    vendor: z.string(),
    description: z.string(),
    retailerId: z.number(),
    /** The retailer's name as it is now (its id when the retailer is no longer in the reference list). */
    retailerName: z.string(),
    programId: z.nullable(z.number()),
    tacticId: z.nullable(z.string()),
    /** Its program's and tactic's names as they are now, as the wire report's ('' on no tactic, or a deleted program). */
    programName: z.string(),
    tacticName: z.string(),
    amountCents: z.number().check(z.int()),
    amount: z.number(),
    status: z.enum(expenseStatuses),
    /** Its tactic's invoices exceed the tactic's estimate. */
    overBudget: z.boolean(),
    importId: z.nullable(z.string()),
    createdDate: z.string(),
  }),
);

export const expenseListPageSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    items: z.array(expenseRowSchema),
    pageSize: z.number(),
    /** Every expense of the list (kind, and retailer when one is read), before search and status filter. */
    totalCount: z.number(),
    nextCursor: z.nullable(z.string()),
  }),
);

const invoiceSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    invoiceId: z.string(),
    name: z.string(),
    invoiceTotal: z.number(),
    invoiceTotalCents: z.number().check(z.int()),
    isSelected: z.boolean(),
    kind: z.enum(invoiceKinds),
    status: z.enum(expenseStatuses),
    /**
     * Whether this reconciliation's save takes the invoice's change (remove an assigned one, add a pending one): an
     * assigned invoice of another kind than the line's, or one submitted or approved, stays (`canRemoveInvoice`);
     * nothing is added to a line counted against no tactic.
     */
    changeable: z.boolean(),
  }),
);

/** The Invoice Reconciliation modal's data (spec 02 and 03, 'Invoice reconciliation'): a program tactic's. */
export const tacticReconciliationSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    programId: z.nullable(z.number()),
    programName: z.string(),
    tacticId: z.nullable(z.string()),
    tacticName: z.string(),
    tacticDescription: z.string(),
    tacticStartDate: z.nullable(z.string()),
    tacticEndDate: z.nullable(z.string()),
    vendor: z.string(),
    subvendor: z.string(),
    atl: z.number(),
    btl: z.number(),
    total: z.number(),
    invoiceSumAtl: z.number(),
    invoiceSumBtl: z.number(),
    invoiceSumTotal: z.number(),
    fundingSources: z.array(z.object({ name: z.string(), pfAtl: z.number(), pfBtl: z.number(), pfTotal: z.number() })),
    assignedInvoices: z.array(invoiceSchema),
    pendingInvoices: z.array(invoiceSchema),
    displayMessage: z.nullable(z.string()),
    /**
     * The status (approved, confirmed) of a line counted on the tactic past approval: the reconciliation no longer
     * changes (no invoice in or out, every `changeable` false); null while it may.
     */
    closedStatus: z.nullable(z.enum(expenseStatuses)),
  }),
);

/** The reconciliation of an expense line: the one of the tactic it is counted against. */
export const reconciliationSchema = /* @__PURE__ */ lazySchema(() =>
  z.extend(tacticReconciliationSchema, {
    expenseId: z.string(),
    /** The line's status (its workflow state: which of Save and submit, Approve and Reallocate it allows). */
    status: z.enum(expenseStatuses),
    /** Who submitted the line (a PO's Save and submit), null before: the four-eyes check of Approve. */
    submittedBy: z.nullable(z.string()),
  }),
);

const fundingActualsRowSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    /** Null on the row of invoices counted against tactics charged to no funding source. */
    brandId: z.nullable(z.number()),
    brandName: z.string(),
    plannedAtlCents: z.number().check(z.int()),
    plannedBtlCents: z.number().check(z.int()),
    plannedCents: z.number().check(z.int()),
    committedCents: z.number().check(z.int()),
    invoicedAtlCents: z.number().check(z.int()),
    invoicedBtlCents: z.number().check(z.int()),
    invoicedCents: z.number().check(z.int()),
    /** Planned - invoiced; negative is over budget. */
    varianceCents: z.number().check(z.int()),
    overBudget: z.boolean(),
  }),
);

/** Planned, committed and invoiced per funding source of a program, and each tactic's estimate and invoices. */
export const programFundingSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    programId: z.number(),
    committed: z.boolean(),
    sources: z.array(fundingActualsRowSchema),
    total: fundingActualsRowSchema,
    tactics: z.array(
      z.object({
        tacticId: z.string(),
        estimateCents: z.number().check(z.int()),
        invoicedCents: z.number().check(z.int()),
        overBudget: z.boolean(),
      }),
    ),
  }),
);

/**
 * Reallocate's choices: the tactics of the programs of the line's retailer (the budget year of its invoice date
 * and the year before), but the one it counts against, by program name. Without a search, those of the newest 100
 * programs of each year; with one, every program of those years is reached by its name or number (bounded reads:
 * docs/decisions.md, 'Reallocation choices'). `closedStatus`: the tactic's reconciliation is closed (a PO line counted
 * there approved or confirmed; null while open), so a reallocate onto it is refused (409). `partial`: what was left
 * unread, `matches` (a search's matches past its bound: a longer term finds others) or `newest` (programs older than
 * the newest 100 of a year: without a search not listed, with one their tactics' names not searched); null: nothing.
 */
export const reallocationTacticsSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    choices: z.array(
      z.object({
        tacticId: z.string(),
        tacticName: z.string(),
        programId: z.number(),
        programName: z.string(),
        closedStatus: z.nullable(z.enum(expenseStatuses)),
      }),
    ),
    partial: z.nullable(z.enum(['matches', 'newest'])),
  }),
);

const assignedLineSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    expenseId: z.string(),
    code: z.string(),
    invoiceNumber: z.string(),
    tacticId: z.string(),
    tacticName: z.string(),
    programId: z.number(),
    programName: z.string(),
  }),
);

/** A proposed tactic for a pending line: the line, the tactic, the score out of 100 and its reasons in words. */
export const suggestionRowSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    expenseId: z.string(),
    code: z.string(),
    invoiceNumber: z.string(),
    invoiceDate: z.string(),
    vendor: z.string(),
    amountCents: z.number().check(z.int()),
    amount: z.number(),
    retailerId: z.number(),
    tacticId: z.string(),
    tacticName: z.string(),
    programId: z.number(),
    programName: z.string(),
    componentId: z.nullable(z.string()),
    componentName: z.nullable(z.string()),
    score: z.number(),
    /** `values` are the formatted amounts, dates and names the sentence `text` names (the web's i18n uses them). */
    reasons: z.array(
      z.object({ code: z.enum(assignReasonCodes), values: z.record(z.string(), z.string()), text: z.string() }),
    ),
  }),
);

/**
 * What try-assign did with the pending lines read (`linesRead`, at most a run's bound): `assigned` (a sure match,
 * written), `alreadyAssigned` (someone else's write won meanwhile), `suggested` (ranked suggestions), `unmatched`
 * (nothing to propose, or a sure match on a tactic whose reconciliation is approved); the suggestions, best first
 * per line. The suggestions read answers the same, writing nothing.
 */
export const assignmentSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    linesRead: z.number(),
    assigned: z.number(),
    alreadyAssigned: z.number(),
    suggested: z.number(),
    unmatched: z.number(),
    assignedLines: z.array(assignedLineSchema),
    suggestions: z.array(suggestionRowSchema),
  }),
);

/** A suggestion rejected: the tactics never proposed again for the line. */
export const rejectedSuggestionSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ expenseId: z.string(), rejectedTacticIds: z.array(z.string()) }),
);

export const importStartSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ importId: z.string(), upload: documentUploadSchema }),
);

export const expenseImportStatusSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    importId: z.string(),
    kind: z.enum(invoiceKinds),
    fileName: z.string(),
    /**
     * `uploading`: slot given, waiting for Process; `queued`: Process asked, the processor has not started;
     * `processing` (rows read so far grow), `done`, `failed`, `removed` (discarded before processing).
     */
    status: z.enum(['uploading', 'queued', 'processing', 'done', 'failed', 'removed']),
    rowsRead: z.number(),
    rowsImported: z.number(),
    /** Rows already imported before (same kind, code and invoice number): counted, not added again. */
    rowsSkipped: z.number(),
    /** How far processing has read into the file and the file's size, in bytes (0 until processing starts). */
    bytesRead: z.number(),
    fileBytes: z.number(),
    errors: z.array(z.object({ line: z.number(), field: z.string(), message: z.string() })),
    errorCount: z.number(),
    createdDate: z.string(),
    /** Why a failed import failed (stuck past its deadline, processing failed; Retry may run it again), else null. */
    failureReason: z.nullable(z.string()),
  }),
);

export const importTemplateSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ fileName: z.string(), content: z.string() }),
);

/** In use: an expense with the code counts against another tactic than `componentId`. */
export const inUseSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ code: z.string(), inUse: z.boolean(), tacticIds: z.array(z.string()) }),
);

export const checkDoInvoiceSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ exists: z.boolean(), expenseId: z.nullable(z.string()) }),
);
