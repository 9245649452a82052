import * as z from '../../zod';
import { DEFAULT_PAGE_SIZE, TABLE_PAGE_SIZE_ALL } from '../../constants';
import { couponTypes, expenseMessages, expenseStatuses, MAX_CODE_CHARS } from '../../expenses/rules';
import { listCursor } from './common';
import * as fieldLabels from '../fieldLabels';
import type { expenseRowSchema, suggestionRowSchema } from '../answers/expenses';
import { lazySchema } from '../../lazySchema';

/**
 * Expenses (spec 03, 'Expenses (prefix expensesmanagment)'). Money travels as whole cents (`*Cents`, exact) next
 * to the dollars the screens show. Lists page by cursor (a page costs the same however many expenses there are).
 */

/** An expense's id: deterministic from its kind, code and invoice number (docs/data-model.md). */
export const expenseIdSchema = /* @__PURE__ */ lazySchema(() =>
  z.string().check(z.regex(/^(po|do|coupon|promo|mindshare)-[0-9a-f]{24}$/, expenseMessages.notFound)),
);
export const expenseIdParams = /* @__PURE__ */ lazySchema(() => z.object({ id: expenseIdSchema }));
const importIdSchema = /* @__PURE__ */ lazySchema(() =>
  z.string().check(z.regex(/^[0-9a-f-]{36}$/, expenseMessages.importUnknown)),
);
export const importIdParams = /* @__PURE__ */ lazySchema(() => z.object({ importId: importIdSchema }));
export const importIdBody = /* @__PURE__ */ lazySchema(() => z.object({ importId: importIdSchema }));

export const retailerId = /* @__PURE__ */ lazySchema(() =>
  z.coerce.number().check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER)),
);

export const expenseListQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(TABLE_PAGE_SIZE_ALL)), DEFAULT_PAGE_SIZE),
    cursor: z.optional(listCursor),
    /** Code, invoice number, vendor or description contains it (case-insensitive). */
    searchTerm: z.optional(z.string().check(z.maxLength(200))),
    status: z.optional(z.enum(expenseStatuses)),
    /** One retailer's expenses; without it every retailer's the user may see (a retailer-side user's: all theirs). */
    retailerId: z.optional(retailerId),
    /** By invoice date, newest first unless `asc`. */
    sortDirection: z.optional(z.enum(['asc', 'desc'])),
  }),
);
export type ExpenseRowData = z.infer<typeof expenseRowSchema>;

const invoiceChoices = /* @__PURE__ */ lazySchema(() =>
  z.array(z.object({ invoiceId: expenseIdSchema, isSelected: z.boolean() })).check(z.minLength(1), z.maxLength(200)),
);

/**
 * Save and refresh of a reconciliation: the invoices ticked (`isSelected`) count against the line's tactic, the
 * ones unticked go back to pending. Only pending lines can be added, and only lines not submitted or approved can
 * be removed.
 */
const saveReconciliationSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ id: expenseIdSchema, invoices: invoiceChoices }),
);

const tacticIdPattern = /^[1-9]\d{0,11}-[1-9]\d{0,5}$/;
/**
 * The tactic the user's reconciliation was read for (its `tacticId`; null: the line counted against none): a line
 * someone reallocated meanwhile is 409, never saved or moved from a tactic its author did not see.
 */
const fromTacticId = /* @__PURE__ */ lazySchema(() =>
  z.nullable(z.string().check(z.regex(tacticIdPattern, expenseMessages.tacticInvalid))),
);
/** Save and refresh (and PO Save and submit) of a line's reconciliation: as `saveReconciliationSchema`, from the tactic read. */
export const saveRefreshSchema = /* @__PURE__ */ lazySchema(() => z.extend(saveReconciliationSchema, { fromTacticId }));

const tacticIdSchema = /* @__PURE__ */ lazySchema(() =>
  z.string().check(z.regex(/^[1-9]\d{0,11}-[1-9]\d{0,5}$/, expenseMessages.tacticNotFound)),
);
export const tacticIdParams = /* @__PURE__ */ lazySchema(() => z.object({ tacticId: tacticIdSchema }));

/**
 * The Invoice Reconciliation modal's toggle (spec 02: 'by invoiceId and selected flag', path not shown): the
 * invoices ticked count against the tactic, the unticked ones go back to pending; any kind of the program's
 * retailer.
 */
export const saveTacticReconciliationSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ tacticId: tacticIdSchema, invoices: invoiceChoices }),
);

/** Reallocate: the line counts against another tactic (`{programId}-{seq}`) of its retailer's programs instead. */
export const reallocateSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: expenseIdSchema,
    tacticId: z.string().check(z.regex(tacticIdPattern, expenseMessages.tacticInvalid)),
  }),
);
/** Reallocate from the reconciliation read: as `reallocateSchema`, from the tactic the user saw (`fromTacticId`). */
export const reallocateFromSchema = /* @__PURE__ */ lazySchema(() => z.extend(reallocateSchema, { fromTacticId }));

/** Reallocate's choices' search: program name or number, tactic name or id (accents and case do not count). */
export const reallocationTacticsQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    searchTerm: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  }),
);

/** Try-assign and its suggestions read: one retailer's pending lines, or all the user's retailers' when none is named. */
export const tryAssignQuerySchema = /* @__PURE__ */ lazySchema(() => z.object({ retailerId: z.optional(retailerId) }));
export type SuggestionRowData = z.infer<typeof suggestionRowSchema>;

const code = /* @__PURE__ */ lazySchema(() =>
  z.string().check(z.trim(), z.minLength(1, expenseMessages.required(fieldLabels.code)), z.maxLength(MAX_CODE_CHARS)),
);
/** `componentId` is the program tactic (`{programId}-{seq}`) the code is about to be used on. */
const componentId = /* @__PURE__ */ lazySchema(() =>
  z.optional(z.string().check(z.regex(/^[1-9]\d{0,11}-[1-9]\d{0,5}$/, expenseMessages.tacticInvalid))),
);
export const inUseQuerySchema = /* @__PURE__ */ lazySchema(() => z.object({ code, componentId }));
export const couponInUseQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ code, componentId, couponType: z.optional(z.enum(couponTypes)) }),
);

export const checkDoInvoiceQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    docode: code,
    invoice: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, expenseMessages.required(fieldLabels.invoiceNumber)),
        z.maxLength(MAX_CODE_CHARS),
      ),
  }),
);
