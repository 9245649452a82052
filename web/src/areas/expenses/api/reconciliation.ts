import { mutate } from 'swr';
import type { ExpenseKind } from '../../../../../shared/expenses/rules';
import { ApiError, callRoute } from '../../../lib/api';
import { routeKey, useRoute, writeThenRefresh } from '../../../lib/useRoute';

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
 * one the page shows (`fromTacticId`), the ones unticked go back to pending; the answer, the refreshed
 * reconciliation, replaces the one read.
 */
export async function saveAndRefresh(
  kind: ExpenseKind,
  id: string,
  fromTacticId: string | null,
  invoices: { invoiceId: string; isSelected: boolean }[],
) {
  return shown(
    kind,
    id,
    await readAgainOn409(kind, id, callRoute(saveRoute[kind], { body: { id, invoices, fromTacticId } })),
  );
}

/**
 * A write refused with 409 (someone reallocated the line, or approved a line on its tactic, meanwhile) reads the
 * reconciliation again, so the page shows it as it is now while the refusal says why.
 */
async function readAgainOn409<T>(kind: ExpenseKind, id: string, write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) await mutate(routeKey(readRoute[kind], { params: { id } }));
    throw error;
  }
}

/** A write's answer, the line's reconciliation, replaces the one read; the expense lists are read again. */
async function shown<T>(kind: ExpenseKind, id: string, saved: T) {
  await mutate(routeKey(readRoute[kind], { params: { id } }), saved, { revalidate: false });
  await mutate(
    (key: unknown) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('expenses.list'),
  );
  return saved;
}

/**
 * A PO's Save and submit (`po-reconciliation-savesubmit`): saved as Save and refresh, then the line is submitted
 * for approval. Sent with no change, the line itself is confirmed as counted (the route takes at least one choice).
 */
export async function saveAndSubmitPo(
  id: string,
  fromTacticId: string | null,
  invoices: { invoiceId: string; isSelected: boolean }[],
) {
  const body = { id, fromTacticId, invoices: invoices.length ? invoices : [{ invoiceId: id, isSelected: true }] };
  return shown('po', id, await readAgainOn409('po', id, callRoute('expenses.saveSubmitPo', { body })));
}

/** A PO's Approve (`po-reconciliation-approve`): the line becomes payable on the wire report. */
export async function approvePo(id: string) {
  return shown('po', id, await writeThenRefresh(['expenses.wireReport'], 'expenses.approvePo', { body: { id } }));
}

const reallocateRoute = {
  po: 'expenses.reallocatePo',
  do: 'expenses.reallocateDo',
  coupon: 'expenses.reallocateCoupon',
  promo: 'expenses.reallocatePromo',
} as const satisfies Record<ExpenseKind, string>;

/**
 * Reallocate (`{kind}-reconciliation-reallocate`): the line (pending or assigned) counts against another tactic of
 * its retailer's programs instead of the one the page shows (`fromTacticId`); the answer, that tactic's
 * reconciliation, replaces the one read.
 */
export async function reallocate(kind: ExpenseKind, id: string, fromTacticId: string | null, tacticId: string) {
  const body = { id, tacticId, fromTacticId };
  return shown(kind, id, await readAgainOn409(kind, id, callRoute(reallocateRoute[kind], { body })));
}

const tacticsRoute = {
  po: 'expenses.reallocationTacticsPo',
  do: 'expenses.reallocationTacticsDo',
  coupon: 'expenses.reallocationTacticsCoupon',
  promo: 'expenses.reallocationTacticsPromo',
} as const satisfies Record<ExpenseKind, string>;

/**
 * The tactics a line can be reallocated to (its retailer's programs'), read while Reallocate's dialog is open: the
 * newest programs', or those the search term finds among all of them (searched on the server). The last answer
 * stays shown while the next term's is read.
 */
export const useReallocationTactics = (kind: ExpenseKind, id: string | null, searchTerm: string) =>
  useRoute(tacticsRoute[kind], id ? { params: { id }, query: searchTerm ? { searchTerm } : {} } : null, {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
