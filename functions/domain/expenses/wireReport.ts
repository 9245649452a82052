import { expenseMessages, poReconciliationWorkflow } from '../../../shared/expenses/rules';
import { Conflict } from '../../lib/errors';
import { canSeeRetailer, retailerScopeOf, type AuthContext } from '../../lib/identity';
import { listedRetailers } from './expenseUseCases';
import { getProgramAggregate } from '../programs/programRepository';
import { kindOfExpenseId } from './expenseKeys';
import { lineNamesOf } from './lineNames';
import { getExpense, type Expense } from './expenseRepository';
import { closeTacticOnConfirm, transitionExpense } from './reconciliationRepository';
import {
  listPayablePage,
  paidWrites,
  payableWrites,
  payablesSortable,
  wholePayables,
  type PayableLine,
} from './wireRepository';
import { wireSortFields } from '../../../shared/contract/schemas/wireReport';
import { sliceInMemory } from '../../lib/paging';
import { decodeMark, encodeMark } from '../../lib/queryPages';

/**
 * The wire report (spec 01 'report/wire', 'report/confirm-tus-report'): the approved PO lines not yet confirmed,
 * with what finance needs to wire the money, and the confirmation of the ones finance wired.
 */

const nameOf = (line: Pick<Expense, 'code' | 'invoiceNumber'>) => `${line.code} / ${line.invoiceNumber}`;

/** What the approve of a PO line puts on the wire report (names read now: the report shows them as approved). */
export async function payableOf(line: Expense, auth: AuthContext, approvedAt: string) {
  const aggregate = line.programId ? await getProgramAggregate(line.programId) : undefined;
  const payable: PayableLine = {
    poId: line.id,
    poNumber: line.code,
    invoiceNumber: line.invoiceNumber,
    invoiceDate: line.invoiceDate,
    vendor: line.vendor,
    description: line.description,
    retailerId: line.retailerId,
    retailerName: aggregate?.program.retailerName ?? '',
    programId: line.programId,
    tacticId: line.tacticId,
    ...lineNamesOf(line, aggregate),
    amountCents: line.amountCents,
    approvedBy: auth.subject,
    approvedByName: auth.email,
    approvedAt,
  };
  return payableWrites(payable);
}

/**
 * The report's columns, searched and sorted as the user reads them (the search as the lists' stored text); ties by
 * the PO's id.
 */
const wireSpec = {
  searchFields: ['poNumber', 'invoiceNumber', 'vendor', 'description', 'retailerName', 'programName', 'tacticName'],
  sortFields: wireSortFields,
  defaultSort: 'approvedAt',
  rowId: 'poId',
} as const;

/**
 * A page of the payable POs the caller may see (a retailer-side user's retailers' only), oldest approval first, or
 * sorted by another column while the report holds at most 1,000 (read whole; the cursor then marks the last row shown).
 */
export async function wireReport(
  auth: AuthContext,
  query: {
    pageSize: number;
    cursor?: string;
    searchTerm?: string;
    retailerId?: number;
    sortBy?: (typeof wireSortFields)[number];
    sortDirection?: 'asc' | 'desc';
  },
) {
  const retailerIds = await listedRetailers(auth, query.retailerId);
  const whole = query.sortBy && query.sortBy !== 'approvedAt' ? await wholePayables(retailerIds) : null;
  if (whole) {
    const page = sliceInMemory(
      whole,
      { ...query, sortDirection: query.sortDirection ?? 'asc' },
      decodeMark(query.cursor),
      wireSpec,
    );
    return {
      items: page.items.map((p) => ({ ...p, amount: p.amountCents / 100 })),
      pageSize: query.pageSize,
      totalCount: page.totalCount,
      nextCursor: encodeMark(page.next),
      sortFields: [...wireSortFields],
    };
  }
  const [page, sortable] = await Promise.all([
    listPayablePage({
      retailerIds,
      pageSize: query.pageSize,
      cursor: query.cursor,
      ascending: query.sortDirection !== 'desc',
      searchTerm: query.searchTerm,
    }),
    query.sortBy === undefined || query.sortBy === 'approvedAt' ? payablesSortable(retailerIds) : false,
  ]);
  return {
    items: page.items.map((p) => ({ ...p, amount: p.amountCents / 100 })),
    pageSize: query.pageSize,
    totalCount: page.totalCount,
    nextCursor: page.nextCursor,
    sortFields: sortable ? [...wireSortFields] : ['approvedAt'],
  };
}

type Answer = { poId: string; name: string; confirmed: boolean; message: string | null };

/**
 * Confirms one line: approved and not yet confirmed, one conditional transaction with its audit entry, its leaving
 * the payable lists and its tactic's closed marker moved to confirmed (`closeTacticOnConfirm`).
 */
async function confirmOne(
  auth: AuthContext,
  poId: string,
  scope: Awaited<ReturnType<typeof retailerScopeOf>>,
  retry = true,
): Promise<Answer> {
  const line = kindOfExpenseId(poId) === 'po' ? await getExpense(poId) : undefined;
  if (!line || !canSeeRetailer(scope, line.retailerId))
    return { poId, name: poId, confirmed: false, message: expenseMessages.notFound };
  const name = nameOf(line);
  const refused = (status: string) =>
    status === 'confirmed' ? expenseMessages.alreadyConfirmed(name) : expenseMessages.notApproved(name);
  if (poReconciliationWorkflow.refusalOf('Confirm', line.status) || !line.approvedAt)
    return { poId, name, confirmed: false, message: refused(line.status) };
  const at = new Date().toISOString();
  try {
    await transitionExpense(
      line,
      'confirmed',
      'Confirm',
      auth,
      { confirmedBy: auth.subject, confirmedAt: at },
      {
        at,
        alsoWrite: [...paidWrites({ ...line, approvedAt: line.approvedAt }), ...(await closeTacticOnConfirm(line))],
      },
    );
  } catch (error) {
    if (!(error instanceof Conflict)) throw error;
    // Someone confirmed it (or was confirming it) between the read and the write: read it again and say where it
    // stands (once more when it is still approved: the other write may have failed).
    if (retry) return confirmOne(auth, poId, scope, false);
    return { poId, name, confirmed: false, message: expenseMessages.alreadyConfirmed(name) };
  }
  return { poId, name, confirmed: true, message: null };
}

/**
 * Confirms the selected payable POs, each on its own (one refused does not hold back the others): the answer per
 * PO says which were confirmed and why the others were not, naming them.
 */
export async function confirmWires(auth: AuthContext, poIds: string[]) {
  const scope = await retailerScopeOf(auth);
  const results: Answer[] = [];
  for (const poId of [...new Set(poIds)]) results.push(await confirmOne(auth, poId, scope));
  return { results, confirmedCount: results.filter((r) => r.confirmed).length };
}
