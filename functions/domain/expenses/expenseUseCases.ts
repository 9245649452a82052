import type { RouteData } from '../../../shared/contract/route';
import type { expenseRoutes } from '../../../shared/contract/routes/expenses';
import type { ExpenseRowData } from '../../../shared/contract/schemas/expenses';
import {
  expenseKinds,
  expenseMessages,
  formatCents,
  isOverBudget,
  splitCents,
  type CouponType,
  type ExpenseKind,
  type ExpenseStatus,
  type InvoiceKind,
} from '../../../shared/expenses/rules';
import { NotFound } from '../../lib/errors';
import { canSeeRetailer, retailerScopeOf, type AuthContext } from '../../lib/identity';
import { listedRetailer, loadVisibleProgram } from '../programs/guard';
import type { ProgramAggregate, ProgramTactic } from '../programs/programTypes';
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
export async function listExpenses(auth: AuthContext, kind: InvoiceKind, query: ListQuery) {
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
type TacticReconciliation = RouteData<(typeof expenseRoutes)['expenses.tacticReconciliation']>;
type Invoice = TacticReconciliation['pendingInvoices'][number];
const invoiceRow = (id: string, name: string, cents: number, isSelected: boolean): Invoice => ({
  invoiceId: id,
  name,
  invoiceTotal: dollars(cents),
  invoiceTotalCents: cents,
  isSelected,
});
const pendingRow = (e: Expense) => invoiceRow(e.id, `${e.code} / ${e.invoiceNumber}`, e.amountCents, false);

/**
 * A tactic's Invoice Reconciliation: its estimate against the invoices counted against it (the invoiced ATL and
 * BTL split the sum in the estimate's proportion, in whole cents adding up to the sum), its funding sources, and
 * the pending lines offered to add.
 */
async function reconciliationOfTactic(
  aggregate: ProgramAggregate,
  tactic: ProgramTactic,
  pending: Invoice[],
  fallbackVendor = '',
): Promise<TacticReconciliation> {
  const estimate = estimateOf(tactic);
  const invoices = await invoicesOfTactic(tactic.id);
  const sum = invoices.reduce((total, i) => total + i.amountCents, 0);
  const [sumAtl, sumBtl] = splitCents(sum, [estimate.atlCents, estimate.btlCents]);
  const vendors = Object.values(tactic.components ?? {}).flatMap((c) => (c.vendor ? [c.vendor] : []));
  const brands = new Map(aggregate.fundingSources.map((f) => [f.brandId, f.brandName]));
  return {
    programId: aggregate.program.id,
    programName: aggregate.program.name ?? '',
    tacticId: tactic.id,
    tacticName: tactic.tacticName,
    tacticDescription: tactic.description ?? '',
    tacticStartDate: tactic.startDate,
    tacticEndDate: tactic.endDate,
    vendor: vendors[0] ?? fallbackVendor,
    subvendor: vendors.slice(1).join(', '),
    atl: dollars(estimate.atlCents),
    btl: dollars(estimate.btlCents),
    total: dollars(estimate.totalCents),
    invoiceSumAtl: dollars(sumAtl),
    invoiceSumBtl: dollars(sumBtl),
    invoiceSumTotal: dollars(sum),
    fundingSources: tactic.allocations.map((a) => ({
      name: brands.get(a.brandId) ?? String(a.brandId),
      pfAtl: a.atl,
      pfBtl: a.btl,
      pfTotal: dollars(Math.round(a.atl * 100) + Math.round(a.btl * 100)),
    })),
    assignedInvoices: invoices.map((i) => invoiceRow(i.expenseId, i.name, i.amountCents, true)),
    pendingInvoices: pending.filter((p) => !invoices.some((i) => i.expenseId === p.invoiceId)),
    displayMessage: isOverBudget(sum, estimate.totalCents)
      ? expenseMessages.overBudget(formatCents(sum - estimate.totalCents))
      : null,
  };
}

/**
 * The Invoice Reconciliation modal of a line: the one of the tactic it is counted against, with the retailer's
 * pending lines of the kind to add.
 */
export async function reconciliation(auth: AuthContext, kind: ExpenseKind, id: string): Promise<Reconciliation> {
  const expense = await visibleExpense(auth, kind, id);
  const pending = (await pendingLines(kind, expense.retailerId, PENDING_OFFERED)).map(pendingRow);
  const aggregate = expense.programId ? await getProgramAggregate(expense.programId) : undefined;
  const tactic = aggregate?.tactics.find((t) => t.id === expense.tacticId);
  const lineFacts = { expenseId: expense.id, status: expense.status, submittedBy: expense.submittedBy ?? null };
  if (!aggregate || !tactic) {
    return {
      ...lineFacts,
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
  return { ...lineFacts, ...(await reconciliationOfTactic(aggregate, tactic, pending, expense.vendor)) };
}

/**
 * A program tactic the caller may see (the program's retailer scope, `loadVisibleProgram`), or 404 'Tactic not
 * found' (also for another retailer's).
 */
export async function visibleTactic(auth: AuthContext, tacticId: string) {
  const aggregate = await loadVisibleProgram(Number(tacticId.split('-')[0]), auth, expenseMessages.tacticNotFound);
  const tactic = aggregate.tactics.find((t) => t.id === tacticId);
  if (!tactic) throw new NotFound(expenseMessages.tacticNotFound);
  return { aggregate, tactic };
}

/**
 * The Invoice Reconciliation modal of a program tactic (from the program pages): its reconciliation, with the
 * retailer's newest pending lines of every kind to add. A tactic with no invoice yet opens with its estimate.
 */
export async function tacticReconciliation(auth: AuthContext, tacticId: string): Promise<TacticReconciliation> {
  const { aggregate, tactic } = await visibleTactic(auth, tacticId);
  const retailerId = aggregate.program.retailerId;
  const lines = retailerId
    ? (await Promise.all(expenseKinds.map((kind) => pendingLines(kind, retailerId, PENDING_OFFERED)))).flat()
    : [];
  const newest = lines
    .sort((a, b) => b.invoiceDate.localeCompare(a.invoiceDate) || a.id.localeCompare(b.id))
    .slice(0, PENDING_OFFERED);
  return reconciliationOfTactic(aggregate, tactic, newest.map(pendingRow));
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
