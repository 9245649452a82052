import { mutate } from 'swr';
import type { ExpenseKind } from '../../../../../shared/expenses/rules';
import { callRoute } from '../../../lib/api';
import { routeKey, useRoute } from '../../../lib/useRoute';

const readRoute = {
  po: 'expenses.reconciliationPo',
  do: 'expenses.reconciliationDo',
  coupon: 'expenses.reconciliationCoupon',
  promo: 'expenses.reconciliationPromo',
} as const satisfies Record<ExpenseKind, string>;

/** An expense's reconciliation (`expensesmanagment/{kind}-reconciliation/{id}`, promo as `promocode`). */
export const useReconciliation = (kind: ExpenseKind, id: string | undefined) =>
  useRoute(readRoute[kind], id ? { params: { id } } : null);

const saveRoute = {
  po: 'expenses.saveRefreshPo',
  do: 'expenses.saveRefreshDo',
  coupon: 'expenses.saveRefreshCoupon',
  promo: 'expenses.saveRefreshPromo',
} as const satisfies Record<ExpenseKind, string>;

/**
 * Save and refresh (`{kind}-reconciliation-saverefresh`): the invoices ticked count against the line's tactic, the
 * ones unticked go back to pending; the answer, the refreshed reconciliation, replaces the one read.
 */
export async function saveAndRefresh(
  kind: ExpenseKind,
  id: string,
  invoices: { invoiceId: string; isSelected: boolean }[],
) {
  const saved = await callRoute(saveRoute[kind], { body: { id, invoices } });
  await mutate(routeKey(readRoute[kind], { params: { id } }), saved, { revalidate: false });
  await mutate(
    (key: unknown) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('expenses.list'),
  );
  return saved;
}
