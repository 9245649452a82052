import { mutate } from 'swr';
import type * as z from '../../../../../shared/zod';
import type { expenseListQuerySchema } from '../../../../../shared/contract/schemas/expenses';
import type { ExpenseKind, InvoiceKind } from '../../../../../shared/expenses/rules';
import { callRoute, type RouteResult } from '../../../lib/api';
import { rowsUpTo } from '../../../lib/cursorReads';
import { useCursorRoute } from '../../../lib/useRoute';

export type ExpenseRow = RouteResult<'expenses.listPo'>['items'][number];
type ExpenseListQuery = z.input<typeof expenseListQuerySchema>;

const listRoute = {
  po: 'expenses.listPo',
  do: 'expenses.listDo',
  coupon: 'expenses.listCoupon',
  promo: 'expenses.listPromo',
} as const satisfies Record<ExpenseKind, string>;

/** Mindshare's list names its filters as the spec does (statusId, openSearch, retailers). */
const mindshareQuery = ({ searchTerm, status, retailerId, ...rest }: ExpenseListQuery) => ({
  ...rest,
  ...(searchTerm ? { openSearch: searchTerm } : {}),
  ...(status ? { statusId: status } : {}),
  ...(retailerId ? { retailers: retailerId } : {}),
});

/** A page of a kind's expenses (`expensesmanagment/expenses-{kind}`); null waits. */
export const useExpenseList = (kind: InvoiceKind, query: ExpenseListQuery | null) => {
  const other = kind === 'mindshare' ? 'expenses.listPo' : listRoute[kind];
  // Both hooks are always called (the kind of a page never changes); only the kind's own reads.
  const mindshare = useCursorRoute(
    'expenses.listMindshare',
    kind === 'mindshare' && query ? { query: mindshareQuery(query) } : null,
    {
      keepPreviousData: true,
    },
  );
  const expenses = useCursorRoute(other, kind !== 'mindshare' && query ? { query } : null, { keepPreviousData: true });
  return kind === 'mindshare' ? mindshare : expenses;
};

/** At most this many rows go into an export; more are left out and the user is told. */
export const EXPORT_MAX_ROWS = 10_000;

/** Every row of a kind's list as filtered now, up to EXPORT_MAX_ROWS, for the .xlsx export. */
export async function readForExport(kind: InvoiceKind, query: Omit<ExpenseListQuery, 'cursor' | 'pageSize'>) {
  return rowsUpTo((cursor, pageSize) => {
    const page = { ...query, pageSize, ...(cursor ? { cursor } : {}) };
    return kind === 'mindshare'
      ? callRoute('expenses.listMindshare', { query: mindshareQuery(page) })
      : callRoute(listRoute[kind], { query: page });
  }, EXPORT_MAX_ROWS);
}

/** Reads every expense list again (after an import added rows). */
export const refreshExpenseLists = () =>
  mutate((key: unknown) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('expenses.list'));
