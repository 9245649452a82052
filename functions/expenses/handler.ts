import { expensesFamily } from '../../shared/contract/families/expenses';
import { NotFound } from '../lib/errors';
import { familyHandler } from '../lib/familyHandler';

// The contract's first step: the use cases (functions/domain/expenses/) follow; until then every route answers 404.
const later = async (): Promise<never> => {
  throw new NotFound('Expenses are not available yet.');
};

/** The expenses family: routes only. */
export const handler = familyHandler(expensesFamily, {
  'expenses.listPo': later,
  'expenses.listDo': later,
  'expenses.listCoupon': later,
  'expenses.listPromo': later,
  'expenses.reconciliationPo': later,
  'expenses.reconciliationDo': later,
  'expenses.reconciliationCoupon': later,
  'expenses.reconciliationPromo': later,
  'expenses.importPo': later,
  'expenses.importDo': later,
  'expenses.importCoupon': later,
  'expenses.importPromo': later,
  'expenses.processImportPo': later,
  'expenses.processImportDo': later,
  'expenses.processImportCoupon': later,
  'expenses.processImportPromo': later,
  'expenses.removeImportPo': later,
  'expenses.removeImportDo': later,
  'expenses.removeImportCoupon': later,
  'expenses.removeImportPromo': later,
  'expenses.importStatus': later,
  'expenses.importTemplate': later,
  'expenses.poInUse': later,
  'expenses.doInUse': later,
  'expenses.couponInUse': later,
  'expenses.checkDoInvoice': later,
});
