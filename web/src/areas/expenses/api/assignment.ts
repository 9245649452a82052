import type { ExpenseKind } from '../../../../../shared/expenses/rules';
import { callRoute, type RouteResult } from '../../../lib/api';
import { refreshExpenseLists } from './expenses';

export type Assignment = RouteResult<'expenses.tryAssignPo'>;
export type SuggestionRow = Assignment['suggestions'][number];

const tryRoute = {
  po: 'expenses.tryAssignPo',
  do: 'expenses.tryAssignDo',
  coupon: 'expenses.tryAssignCoupon',
  promo: 'expenses.tryAssignPromo',
} as const satisfies Record<ExpenseKind, string>;
const readRoute = {
  po: 'expenses.assignSuggestionsPo',
  do: 'expenses.assignSuggestionsDo',
  coupon: 'expenses.assignSuggestionsCoupon',
  promo: 'expenses.assignSuggestionsPromo',
} as const satisfies Record<ExpenseKind, string>;
const acceptRoute = {
  po: 'expenses.acceptSuggestionPo',
  do: 'expenses.acceptSuggestionDo',
  coupon: 'expenses.acceptSuggestionCoupon',
  promo: 'expenses.acceptSuggestionPromo',
} as const satisfies Record<ExpenseKind, string>;
const rejectRoute = {
  po: 'expenses.rejectSuggestionPo',
  do: 'expenses.rejectSuggestionDo',
  coupon: 'expenses.rejectSuggestionCoupon',
  promo: 'expenses.rejectSuggestionPromo',
} as const satisfies Record<ExpenseKind, string>;

const queryOf = (retailerId: number | undefined) => (retailerId === undefined ? {} : { retailerId });

/** Try-assign (`try-assign-{kind}`) over the user's retailers' pending lines, or one retailer's; the lists read again. */
export async function tryAssign(kind: ExpenseKind, retailerId: number | undefined) {
  const answer = await callRoute(tryRoute[kind], { query: queryOf(retailerId) });
  if (answer.assigned) await refreshExpenseLists();
  return answer;
}

/** The suggestions as they stand now (`assign-suggestions-{kind}`), after a choice. */
export const readSuggestions = (kind: ExpenseKind, retailerId: number | undefined) =>
  callRoute(readRoute[kind], { query: queryOf(retailerId) });

/** Accepts (the line counts against the tactic) or rejects (never proposed again) a suggestion; the lists read again. */
export async function chooseSuggestion(kind: ExpenseKind, choice: 'accept' | 'reject', row: SuggestionRow) {
  const body = { id: row.expenseId, tacticId: row.tacticId };
  if (choice === 'accept') await callRoute(acceptRoute[kind], { body });
  else await callRoute(rejectRoute[kind], { body });
  await refreshExpenseLists();
}
