import { expensesFamily } from '../../shared/contract/families/expenses';
import { assignSuggestions, rejectSuggestion, tryAssign } from '../domain/expenses/assignUseCases';
import { reallocationTactics } from '../domain/expenses/reallocationChoices';
import {
  checkDoInvoice,
  codeInUse,
  listExpenses,
  reconciliation,
  tacticReconciliation,
} from '../domain/expenses/expenseUseCases';
import {
  importStatus,
  processImport,
  removeImport,
  retryImport,
  startImport,
  templateOf,
} from '../domain/expenses/importUseCases';
import { approvePo, saveAndSubmitPo } from '../domain/expenses/reconciliationFlow';
import { programFunding } from '../domain/expenses/programFunding';
import {
  acceptSuggestion,
  reallocate,
  saveAndRefresh,
  saveTacticReconciliation,
} from '../domain/expenses/reconciliationWrites';
import { mindshareComponent, toggleMindshare } from '../domain/expenses/mindshare';
import { confirmWires, wireReport } from '../domain/expenses/wireReport';
import { familyHandler } from '../lib/familyHandler';

/** The expenses family: routes only, over functions/domain/expenses. */
export const handler = familyHandler(expensesFamily, {
  'expenses.listPo': ({ auth, query }) => listExpenses(auth, 'po', query),
  'expenses.listDo': ({ auth, query }) => listExpenses(auth, 'do', query),
  'expenses.listCoupon': ({ auth, query }) => listExpenses(auth, 'coupon', query),
  'expenses.listPromo': ({ auth, query }) => listExpenses(auth, 'promo', query),
  'expenses.reconciliationPo': ({ auth, params }) => reconciliation(auth, 'po', params.id),
  'expenses.reconciliationDo': ({ auth, params }) => reconciliation(auth, 'do', params.id),
  'expenses.reconciliationCoupon': ({ auth, params }) => reconciliation(auth, 'coupon', params.id),
  'expenses.reconciliationPromo': ({ auth, params }) => reconciliation(auth, 'promo', params.id),
  'expenses.saveRefreshPo': ({ auth, body }) => saveAndRefresh(auth, 'po', body),
  'expenses.saveRefreshDo': ({ auth, body }) => saveAndRefresh(auth, 'do', body),
  'expenses.saveRefreshCoupon': ({ auth, body }) => saveAndRefresh(auth, 'coupon', body),
  'expenses.saveRefreshPromo': ({ auth, body }) => saveAndRefresh(auth, 'promo', body),
  'expenses.reallocatePo': ({ auth, body }) => reallocate(auth, 'po', body),
  'expenses.reallocateDo': ({ auth, body }) => reallocate(auth, 'do', body),
  'expenses.reallocateCoupon': ({ auth, body }) => reallocate(auth, 'coupon', body),
  'expenses.reallocatePromo': ({ auth, body }) => reallocate(auth, 'promo', body),
  'expenses.reallocationTacticsPo': ({ auth, params, query }) => reallocationTactics(auth, 'po', params.id, query),
  'expenses.reallocationTacticsDo': ({ auth, params, query }) => reallocationTactics(auth, 'do', params.id, query),
  'expenses.reallocationTacticsCoupon': ({ auth, params, query }) =>
    reallocationTactics(auth, 'coupon', params.id, query),
  'expenses.reallocationTacticsPromo': ({ auth, params, query }) =>
    reallocationTactics(auth, 'promo', params.id, query),
  'expenses.saveSubmitPo': ({ auth, body }) => saveAndSubmitPo(auth, body),
  'expenses.approvePo': ({ auth, body }) => approvePo(auth, body.id),
  'expenses.tacticReconciliation': ({ auth, params }) => tacticReconciliation(auth, params.tacticId),
  'expenses.saveTacticReconciliation': ({ auth, body }) => saveTacticReconciliation(auth, body),
  'expenses.programFunding': ({ auth, params }) => programFunding(auth, params.id),
  'expenses.tryAssignPo': ({ auth, query }) => tryAssign(auth, 'po', query),
  'expenses.tryAssignDo': ({ auth, query }) => tryAssign(auth, 'do', query),
  'expenses.tryAssignCoupon': ({ auth, query }) => tryAssign(auth, 'coupon', query),
  'expenses.tryAssignPromo': ({ auth, query }) => tryAssign(auth, 'promo', query),
  'expenses.assignSuggestionsPo': ({ auth, query }) => assignSuggestions(auth, 'po', query),
  'expenses.assignSuggestionsDo': ({ auth, query }) => assignSuggestions(auth, 'do', query),
  'expenses.assignSuggestionsCoupon': ({ auth, query }) => assignSuggestions(auth, 'coupon', query),
  'expenses.assignSuggestionsPromo': ({ auth, query }) => assignSuggestions(auth, 'promo', query),
  'expenses.acceptSuggestionPo': ({ auth, body }) => acceptSuggestion(auth, 'po', body),
  'expenses.acceptSuggestionDo': ({ auth, body }) => acceptSuggestion(auth, 'do', body),
  'expenses.acceptSuggestionCoupon': ({ auth, body }) => acceptSuggestion(auth, 'coupon', body),
  'expenses.acceptSuggestionPromo': ({ auth, body }) => acceptSuggestion(auth, 'promo', body),
  'expenses.rejectSuggestionPo': ({ auth, body }) => rejectSuggestion(auth, 'po', body),
  'expenses.rejectSuggestionDo': ({ auth, body }) => rejectSuggestion(auth, 'do', body),
  'expenses.rejectSuggestionCoupon': ({ auth, body }) => rejectSuggestion(auth, 'coupon', body),
  'expenses.rejectSuggestionPromo': ({ auth, body }) => rejectSuggestion(auth, 'promo', body),
  'expenses.importPo': ({ auth, body }) => startImport(auth, 'po', body),
  'expenses.importDo': ({ auth, body }) => startImport(auth, 'do', body),
  'expenses.importCoupon': ({ auth, body }) => startImport(auth, 'coupon', body),
  'expenses.importPromo': ({ auth, body }) => startImport(auth, 'promo', body),
  'expenses.importMindshare': ({ auth, body }) => startImport(auth, 'mindshare', body),
  'expenses.processImportPo': ({ auth, body }) => processImport(auth, 'po', body.importId),
  'expenses.processImportDo': ({ auth, body }) => processImport(auth, 'do', body.importId),
  'expenses.processImportCoupon': ({ auth, body }) => processImport(auth, 'coupon', body.importId),
  'expenses.processImportPromo': ({ auth, body }) => processImport(auth, 'promo', body.importId),
  'expenses.processImportMindshare': ({ auth, body }) => processImport(auth, 'mindshare', body.importId),
  'expenses.removeImportPo': ({ auth, body }) => removeImport(auth, 'po', body.importId),
  'expenses.removeImportDo': ({ auth, body }) => removeImport(auth, 'do', body.importId),
  'expenses.removeImportCoupon': ({ auth, body }) => removeImport(auth, 'coupon', body.importId),
  'expenses.removeImportPromo': ({ auth, body }) => removeImport(auth, 'promo', body.importId),
  'expenses.removeImportMindshare': ({ auth, body }) => removeImport(auth, 'mindshare', body.importId),
  'expenses.importStatus': ({ auth, params }) => importStatus(auth, params.importId),
  'expenses.retryImport': ({ auth, params }) => retryImport(auth, params.importId),
  'expenses.importTemplate': async ({ query }) => templateOf(query.kind),
  'expenses.poInUse': ({ auth, query }) => codeInUse(auth, 'po', query),
  'expenses.doInUse': ({ auth, query }) => codeInUse(auth, 'do', query),
  'expenses.couponInUse': ({ auth, query }) => codeInUse(auth, 'coupon', query),
  'expenses.checkDoInvoice': ({ auth, query }) => checkDoInvoice(auth, query.docode, query.invoice),
  'expenses.listMindshare': ({ auth, query }) =>
    listExpenses(auth, 'mindshare', {
      pageSize: query.pageSize,
      cursor: query.cursor,
      searchTerm: query.openSearch,
      status: query.statusId,
      retailerId: query.retailers,
      sortDirection: query.sortDirection,
    }),
  'expenses.mindshareComponent': ({ auth, params }) => mindshareComponent(auth, params.id),
  'expenses.updateMindshareComponent': ({ auth, params, query }) =>
    toggleMindshare(auth, params.componentId, params.invoiceId, query.selected === 'true'),
  'expenses.wireReport': ({ auth, query }) => wireReport(auth, query),
  'expenses.confirmWires': ({ auth, body }) => confirmWires(auth, body.poIds),
});
