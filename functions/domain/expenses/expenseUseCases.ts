import type { RouteData } from '../../../shared/contract/route';
import type { expenseRoutes } from '../../../shared/contract/routes/expenses';
import type { ExpenseRowData } from '../../../shared/contract/schemas/expenses';
import {
  expenseMessages,
  formatCents,
  isOverBudget,
  type CouponType,
  type ExpenseKind,
  type ExpenseStatus,
} from '../../../shared/expenses/rules';
import { NotFound } from '../../lib/errors';
import { canSeeRetailer, retailerScopeOf, type AuthContext } from '../../lib/identity';
import { listedRetailer } from '../programs/guard';
import { getProgramAggregate } from '../programs/programRepository';
import { expenseIdOf, kindOfExpenseId } from './expenseKeys';
import {
  getExpense,
  invoicedSums,
  invoicesOfTactic,
  linesOfCode,
  listExpensesPage,
  pendingLines,
  type Expense,
} from './expenseRepository';
import { estimateOf, tacticEstimates } from './tacticEstimates';

/** Pending lines the reconciliation offers to add (the retailer's newest of the kind). */
const PENDING_OFFERED = 50;
const dollars = (cents: number) => cents / 100;

const toRow = (e: Expense, overBudget: boolean): ExpenseRowData => ({
  id: e.id,
  kind: e.kind,
  code: e.code,
  couponType: e.couponType,
  invoiceNumber: e.invoiceNumber,
  invoiceDate: e.invoiceDate,
  vendor: e.vendor,
  description: e.description,
  retailerId: e.retailerId,
  programId: e.programId,
  tacticId: e.tacticId,
  amountCents: e.amountCents,
  amount: dollars(e.amountCents),
  status: e.status,
  overBudget,
  importId: e.importId,
  createdDate: e.createdAt,
});

/** Which of the tactics named have more invoiced than estimated (one batch read each for a page's tactics). */
async function overBudgetTactics(tacticIds: string[]): Promise<Set<string>> {
  const ids = [...new Set(tacticIds)];
  if (!ids.length) return new Set();
  const [sums, estimates] = await Promise.all([invoicedSums(ids), tacticEstimates(ids)]);
  return new Set(ids.filter((id) => isOverBudget(sums.get(id) ?? 0, estimates.get(id)?.totalCents ?? 0)));
}

type ListQuery = {
  pageSize: number;
  cursor?: string;
  searchTerm?: string;
  status?: ExpenseStatus;
  retailerId?: number;
  sortDirection?: 'asc' | 'desc';
};

/** A page of a kind's lines the caller may see: a retailer-side user's retailers' only (as program lists). */
export async function listExpenses(auth: AuthContext, kind: ExpenseKind, query: ListQuery) {
  const retailerId = await listedRetailer(auth, query.retailerId);
  const page = await listExpensesPage({
    kind,
    retailerId,
    pageSize: query.pageSize,
    cursor: query.cursor,
    ascending: query.sortDirection === 'asc',
    searchTerm: query.searchTerm,
    status: query.status,
  });
  const over = await overBudgetTactics(page.items.flatMap((e) => (e.tacticId ? [e.tacticId] : [])));
  return {
    items: page.items.map((e) => toRow(e, e.tacticId !== null && over.has(e.tacticId))),
    pageSize: query.pageSize,
    totalCount: page.totalCount,
    nextCursor: page.nextCursor,
  };
}

/** A line of the kind the caller may see, or 404 (another retailer's line is not there for them). */
export async function visibleExpense(auth: AuthContext, kind: ExpenseKind, id: string): Promise<Expense> {
  const [expense, scope] = await Promise.all([
    kindOfExpenseId(id) === kind ? getExpense(id) : undefined,
    retailerScopeOf(auth),
  ]);
  if (!expense || !canSeeRetailer(scope, expense.retailerId)) throw new NotFound(expenseMessages.notFound);
  return expense;
}

type Reconciliation = RouteData<(typeof expenseRoutes)['expenses.reconciliationPo']>;
const invoiceRow = (id: string, name: string, cents: number, isSelected: boolean) => ({
  invoiceId: id,
  name,
  invoiceTotal: dollars(cents),
  invoiceTotalCents: cents,
  isSelected,
});

/**
 * The Invoice Reconciliation modal of a line: its tactic's estimate against the invoices counted against it (the
 * invoiced ATL and BTL split the sum in the estimate's proportion, in whole cents adding up to the sum), and the
 * retailer's pending lines of the kind to add.
 */
export async function reconciliation(auth: AuthContext, kind: ExpenseKind, id: string): Promise<Reconciliation> {
  const expense = await visibleExpense(auth, kind, id);
  const pending = (await pendingLines(kind, expense.retailerId, PENDING_OFFERED)).map((e) =>
    invoiceRow(e.id, `${e.code} / ${e.invoiceNumber}`, e.amountCents, false),
  );
  const aggregate = expense.programId ? await getProgramAggregate(expense.programId) : undefined;
  const tactic = aggregate?.tactics.find((t) => t.id === expense.tacticId);
  if (!aggregate || !tactic) {
    return {
      expenseId: expense.id,
      programId: null,
      programName: '',
      tacticId: null,
      tacticName: '',
      tacticDescription: '',
      tacticStartDate: null,
      tacticEndDate: null,
      vendor: expense.vendor,
      subvendor: '',
      ...{ atl: 0, btl: 0, total: 0, invoiceSumAtl: 0, invoiceSumBtl: 0, invoiceSumTotal: 0 },
      fundingSources: [],
      assignedInvoices: [],
      pendingInvoices: pending,
      displayMessage: expenseMessages.notAssigned,
    };
  }
  const estimate = estimateOf(tactic);
  const invoices = await invoicesOfTactic(tactic.id);
  const sum = invoices.reduce((total, i) => total + i.amountCents, 0);
  const split = estimate.atlCents + estimate.btlCents;
  const sumAtl = split ? Math.round((sum * estimate.atlCents) / split) : sum;
  const vendors = Object.values(tactic.components ?? {}).flatMap((c) => (c.vendor ? [c.vendor] : []));
  const brands = new Map(aggregate.fundingSources.map((f) => [f.brandId, f.brandName]));
  return {
    expenseId: expense.id,
    programId: aggregate.program.id,
    programName: aggregate.program.name ?? '',
    tacticId: tactic.id,
    tacticName: tactic.tacticName,
    tacticDescription: tactic.description ?? '',
    tacticStartDate: tactic.startDate,
    tacticEndDate: tactic.endDate,
    vendor: vendors[0] ?? expense.vendor,
    subvendor: vendors.slice(1).join(', '),
    atl: dollars(estimate.atlCents),
    btl: dollars(estimate.btlCents),
    total: dollars(estimate.totalCents),
    invoiceSumAtl: dollars(sumAtl),
    invoiceSumBtl: dollars(sum - sumAtl),
    invoiceSumTotal: dollars(sum),
    fundingSources: tactic.allocations.map((a) => ({
      name: brands.get(a.brandId) ?? String(a.brandId),
      pfAtl: a.atl,
      pfBtl: a.btl,
      pfTotal: dollars(Math.round(a.atl * 100) + Math.round(a.btl * 100)),
    })),
    assignedInvoices: invoices.map((i) => invoiceRow(i.expenseId, i.name, i.amountCents, true)),
    pendingInvoices: pending,
    displayMessage: isOverBudget(sum, estimate.totalCents)
      ? expenseMessages.overBudget(formatCents(sum - estimate.totalCents))
      : null,
  };
}

/** Whether a code's lines the caller may see count against another tactic than `componentId`. */
export async function codeInUse(
  auth: AuthContext,
  kind: ExpenseKind,
  query: { code: string; componentId?: string; couponType?: CouponType },
) {
  const [lines, scope] = await Promise.all([linesOfCode(kind, query.code), retailerScopeOf(auth)]);
  const tacticIds = [
    ...new Set(
      lines
        .filter((e) => canSeeRetailer(scope, e.retailerId))
        .filter((e) => !query.couponType || e.couponType === query.couponType)
        .flatMap((e) => (e.tacticId ? [e.tacticId] : [])),
    ),
  ];
  return { code: query.code, inUse: tacticIds.some((t) => t !== query.componentId), tacticIds };
}

/** Whether an invoice of a DO code is recorded (one the caller may see). */
export async function checkDoInvoice(auth: AuthContext, docode: string, invoice: string) {
  const id = expenseIdOf('do', docode, invoice);
  const [expense, scope] = await Promise.all([getExpense(id), retailerScopeOf(auth)]);
  const exists = expense !== undefined && canSeeRetailer(scope, expense.retailerId);
  return { exists, expenseId: exists ? id : null };
}
