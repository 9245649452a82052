import * as z from '../../zod';
import { knownClaims } from '../../claims';
import { invoiceKinds, type ExpenseKind, type InvoiceKind } from '../../expenses/rules';
import { answers, defineRoute } from '../route';
import { uploadRequestSchema } from '../schemas/common';
import {
  checkDoInvoiceQuerySchema,
  couponInUseQuerySchema,
  expenseIdParams,
  expenseListQuerySchema,
  importIdBody,
  importIdParams,
  inUseQuerySchema,
  reallocateFromSchema,
  reallocateSchema,
  reallocationTacticsQuerySchema,
  saveRefreshSchema,
  saveTacticReconciliationSchema,
  tacticIdParams,
  tryAssignQuerySchema,
} from '../schemas/expenses';
import type {
  assignmentSchema,
  checkDoInvoiceSchema,
  expenseImportStatusSchema,
  expenseListPageSchema,
  importStartSchema,
  importTemplateSchema,
  inUseSchema,
  programFundingSchema,
  reallocationTacticsSchema,
  reconciliationSchema,
  rejectedSuggestionSchema,
  tacticReconciliationSchema,
} from '../answers/expenses';
import { programIdParams } from '../schemas/common';
import { csvImportUploads } from '../../uploads';
import { lazySchema } from '../../lazySchema';

const family = 'expenses' as const;
const base = 'expensesmanagment';
const view = knownClaims.viewExpenses;
const manage = knownClaims.manageExpenses;
/** The spec names the promo kind `promocode` in reconciliation and import paths. */
const pathKind = { po: 'po', do: 'do', coupon: 'coupon', promo: 'promocode', mindshare: 'mindshare' } as const;

const list = <K extends ExpenseKind>(kind: K) =>
  defineRoute({
    method: 'GET',
    path: `${base}/expenses-${kind}`,
    family,
    access: view,
    query: expenseListQuerySchema,
    response: answers<typeof expenseListPageSchema>(),
    summary: `The ${kind} expenses the user may see (their retailers'), paged by cursor, searched and filtered.`,
  });
const reconciliation = <K extends ExpenseKind>(kind: K) =>
  defineRoute({
    method: 'GET',
    path: `${base}/${pathKind[kind]}-reconciliation/{id}`,
    family,
    access: view,
    params: expenseIdParams,
    response: answers<typeof reconciliationSchema>(),
    summary: `The invoice reconciliation of a ${kind} expense: its tactic's estimate against the invoices counted.`,
  });
const saveRefresh = <K extends ExpenseKind>(kind: K) =>
  defineRoute({
    method: 'PUT',
    path: `${base}/${kind}-reconciliation-saverefresh`,
    family,
    access: manage,
    body: saveRefreshSchema,
    response: answers<typeof reconciliationSchema>(),
    summary: `Saves which pending ${kind} invoices count against the line's tactic and answers the refreshed reconciliation.`,
  });
const reallocate = <K extends ExpenseKind>(kind: K) =>
  defineRoute({
    method: 'PUT',
    path: `${base}/${kind}-reconciliation-reallocate`,
    family,
    access: manage,
    body: reallocateFromSchema,
    response: answers<typeof reconciliationSchema>(),
    summary: `Moves a ${kind} line (pending or assigned) to another tactic of its retailer; answers that reconciliation.`,
  });
const reallocationTactics = <K extends ExpenseKind>(kind: K) =>
  defineRoute({
    method: 'GET',
    path: `${base}/${kind}-reallocate-tactics/{id}`,
    family,
    access: manage,
    params: expenseIdParams,
    query: reallocationTacticsQuerySchema,
    response: answers<typeof reallocationTacticsSchema>(),
    summary: `The tactics a ${kind} line can be reallocated to: its retailer's programs' (the line's invoice year and the year before), the newest or those a search finds.`,
  });
const tryAssign = <K extends ExpenseKind>(kind: K) =>
  defineRoute({
    method: 'POST',
    path: `${base}/try-assign-${kind}`,
    family,
    access: manage,
    query: tryAssignQuerySchema,
    response: answers<typeof assignmentSchema>(),
    summary: `Matches the pending ${kind} lines the user may see to program tactics: sure matches are assigned, the rest get ranked suggestions.`,
  });
const assignSuggestions = <K extends ExpenseKind>(kind: K) =>
  defineRoute({
    method: 'GET',
    path: `${base}/assign-suggestions-${kind}`,
    family,
    access: manage,
    query: tryAssignQuerySchema,
    response: answers<typeof assignmentSchema>(),
    summary: `The ranked tactic suggestions for the pending ${kind} lines the user may see (writes nothing).`,
  });
const acceptSuggestion = <K extends ExpenseKind>(kind: K) =>
  defineRoute({
    method: 'PUT',
    path: `${base}/${kind}-assign-accept`,
    family,
    access: manage,
    body: reallocateSchema,
    response: answers<typeof reconciliationSchema>(),
    summary: `Accepts a suggestion: the pending ${kind} line counts against the tactic (409 when it is no longer pending).`,
  });
const rejectSuggestion = <K extends ExpenseKind>(kind: K) =>
  defineRoute({
    method: 'PUT',
    path: `${base}/${kind}-assign-reject`,
    family,
    access: manage,
    body: reallocateSchema,
    response: answers<typeof rejectedSuggestionSchema>(),
    summary: `Rejects a suggestion: the tactic is not proposed again for the pending ${kind} line (recorded, audited).`,
  });
const startImport = <K extends InvoiceKind>(kind: K) =>
  defineRoute({
    method: 'POST',
    path: `${base}/import-${pathKind[kind]}`,
    family,
    access: manage,
    body: lazySchema(() => uploadRequestSchema(csvImportUploads)),
    response: answers<typeof importStartSchema>(),
    summary: `Starts a ${kind} import: one .csv file up to 50 MB, uploaded straight to S3; nothing is read until Process.`,
  });
const processImport = <K extends InvoiceKind>(kind: K) =>
  defineRoute({
    method: 'PUT',
    path: `${base}/process-import-${pathKind[kind]}`,
    family,
    access: manage,
    body: importIdBody,
    response: answers<typeof expenseImportStatusSchema>(),
    summary: `Processes an uploaded ${kind} import (streamed in batches; rows already imported are not added twice).`,
  });
const removeImport = <K extends InvoiceKind>(kind: K) =>
  defineRoute({
    method: 'PUT',
    path: `${base}/remove-import-${pathKind[kind]}`,
    family,
    access: manage,
    body: importIdBody,
    response: answers<typeof expenseImportStatusSchema>(),
    summary: `Discards an uploaded ${kind} import that was not processed (the file is deleted).`,
  });

/** Expense lists, reconciliation reads, try-assign and its suggestions, CSV imports and code checks (spec 03, 'Expenses'). */
export const expenseRoutes = {
  'expenses.listPo': list('po'),
  'expenses.listDo': list('do'),
  'expenses.listCoupon': list('coupon'),
  'expenses.listPromo': list('promo'),
  'expenses.reconciliationPo': reconciliation('po'),
  'expenses.reconciliationDo': reconciliation('do'),
  'expenses.reconciliationCoupon': reconciliation('coupon'),
  'expenses.reconciliationPromo': reconciliation('promo'),
  'expenses.saveRefreshPo': saveRefresh('po'),
  'expenses.saveRefreshDo': saveRefresh('do'),
  'expenses.saveRefreshCoupon': saveRefresh('coupon'),
  'expenses.saveRefreshPromo': saveRefresh('promo'),
  'expenses.reallocatePo': reallocate('po'),
  'expenses.reallocateDo': reallocate('do'),
  'expenses.reallocateCoupon': reallocate('coupon'),
  'expenses.reallocatePromo': reallocate('promo'),
  'expenses.reallocationTacticsPo': reallocationTactics('po'),
  'expenses.reallocationTacticsDo': reallocationTactics('do'),
  'expenses.reallocationTacticsCoupon': reallocationTactics('coupon'),
  'expenses.reallocationTacticsPromo': reallocationTactics('promo'),
  'expenses.saveSubmitPo': defineRoute({
    method: 'PUT',
    path: `${base}/po-reconciliation-savesubmit`,
    family,
    access: manage,
    body: saveRefreshSchema,
    response: answers<typeof reconciliationSchema>(),
    summary: 'Saves the reconciliation like save-and-refresh, then submits the PO line for approval (audited).',
  }),
  'expenses.approvePo': defineRoute({
    method: 'PUT',
    path: `${base}/po-reconciliation-approve`,
    family,
    access: knownClaims.approveExpenses,
    body: expenseIdParams,
    response: answers<typeof reconciliationSchema>(),
    summary: 'Approves a submitted PO line; not by its submitter (four-eyes).',
  }),
  'expenses.tacticReconciliation': defineRoute({
    method: 'GET',
    path: `${base}/tactic-reconciliation/{tacticId}`,
    family,
    access: view,
    params: tacticIdParams,
    response: answers<typeof tacticReconciliationSchema>(),
    summary:
      "A program tactic's Invoice Reconciliation modal (from the program pages): its estimate against the invoices " +
      "counted, and the retailer's pending lines of every kind; a tactic with no invoice opens too.",
  }),
  'expenses.saveTacticReconciliation': defineRoute({
    method: 'PUT',
    path: `${base}/tactic-reconciliation-saverefresh`,
    family,
    access: manage,
    body: saveTacticReconciliationSchema,
    response: answers<typeof tacticReconciliationSchema>(),
    summary:
      "The modal's toggle: ticked pending invoices (any kind, the program's retailer) count against the tactic, " +
      'unticked ones go back to pending; answers the refreshed reconciliation.',
  }),
  'expenses.programFunding': defineRoute({
    method: 'GET',
    path: `${base}/program-funding/{id}`,
    family,
    access: view,
    params: programIdParams,
    response: answers<typeof programFundingSchema>(),
    summary:
      "Planned, committed and invoiced per funding source of a program with the variance, and each tactic's " +
      'estimate and invoices (whole cents).',
  }),
  'expenses.tryAssignPo': tryAssign('po'),
  'expenses.tryAssignDo': tryAssign('do'),
  'expenses.tryAssignCoupon': tryAssign('coupon'),
  'expenses.tryAssignPromo': tryAssign('promo'),
  'expenses.assignSuggestionsPo': assignSuggestions('po'),
  'expenses.assignSuggestionsDo': assignSuggestions('do'),
  'expenses.assignSuggestionsCoupon': assignSuggestions('coupon'),
  'expenses.assignSuggestionsPromo': assignSuggestions('promo'),
  'expenses.acceptSuggestionPo': acceptSuggestion('po'),
  'expenses.acceptSuggestionDo': acceptSuggestion('do'),
  'expenses.acceptSuggestionCoupon': acceptSuggestion('coupon'),
  'expenses.acceptSuggestionPromo': acceptSuggestion('promo'),
  'expenses.rejectSuggestionPo': rejectSuggestion('po'),
  'expenses.rejectSuggestionDo': rejectSuggestion('do'),
  'expenses.rejectSuggestionCoupon': rejectSuggestion('coupon'),
  'expenses.rejectSuggestionPromo': rejectSuggestion('promo'),
  'expenses.importPo': startImport('po'),
  'expenses.importDo': startImport('do'),
  'expenses.importCoupon': startImport('coupon'),
  'expenses.importPromo': startImport('promo'),
  'expenses.importMindshare': startImport('mindshare'),
  'expenses.processImportPo': processImport('po'),
  'expenses.processImportDo': processImport('do'),
  'expenses.processImportCoupon': processImport('coupon'),
  'expenses.processImportPromo': processImport('promo'),
  'expenses.processImportMindshare': processImport('mindshare'),
  'expenses.removeImportPo': removeImport('po'),
  'expenses.removeImportDo': removeImport('do'),
  'expenses.removeImportCoupon': removeImport('coupon'),
  'expenses.removeImportPromo': removeImport('promo'),
  'expenses.removeImportMindshare': removeImport('mindshare'),
  'expenses.importStatus': defineRoute({
    method: 'GET',
    path: `${base}/imports/{importId}`,
    family,
    access: manage,
    params: importIdParams,
    response: answers<typeof expenseImportStatusSchema>(),
    summary: "An import's state and progress, and each bad row with its line and field (the importer's own).",
  }),
  'expenses.retryImport': defineRoute({
    method: 'PUT',
    path: `${base}/imports/{importId}/retry`,
    family,
    access: manage,
    params: importIdParams,
    response: answers<typeof expenseImportStatusSchema>(),
    summary:
      "Processes a failed import again from its stored file (the importer's own; lines already imported are not added twice).",
  }),
  'expenses.importTemplate': defineRoute({
    method: 'GET',
    path: `${base}/import-template`,
    family,
    access: view,
    query: lazySchema(() => z.object({ kind: z.enum(invoiceKinds) })),
    response: answers<typeof importTemplateSchema>(),
    summary: "A kind's CSV import template: its columns and a sample row.",
  }),
  'expenses.poInUse': defineRoute({
    method: 'GET',
    path: `${base}/po-inuse`,
    family,
    access: view,
    query: inUseQuerySchema,
    response: answers<typeof inUseSchema>(),
    summary: 'Whether a PO number already counts against another tactic than the component given.',
  }),
  'expenses.doInUse': defineRoute({
    method: 'GET',
    path: `${base}/do-inuse`,
    family,
    access: view,
    query: inUseQuerySchema,
    response: answers<typeof inUseSchema>(),
    summary: 'Whether a DO code already counts against another tactic than the component given.',
  }),
  'expenses.couponInUse': defineRoute({
    method: 'GET',
    path: `${base}/coupon-inuse`,
    family,
    access: view,
    query: couponInUseQuerySchema,
    response: answers<typeof inUseSchema>(),
    summary: 'Whether a coupon code (of a type, when given) already counts against another tactic.',
  }),
  'expenses.checkDoInvoice': defineRoute({
    method: 'GET',
    path: `${base}/check-do-invoice`,
    family,
    access: view,
    query: checkDoInvoiceQuerySchema,
    response: answers<typeof checkDoInvoiceSchema>(),
    summary: 'Whether an invoice of a DO code is already recorded.',
  }),
};
