import type { RouteData } from '../../../shared/contract/route';
import type { expenseRoutes } from '../../../shared/contract/routes/expenses';
import type { ExpenseRowData } from '../../../shared/contract/schemas/expenses';
import {
  canRemoveInvoice,
  expenseKinds,
  expenseMessages,
  formatCents,
  isOverBudget,
  isReconciliationClosed,
  splitCents,
  type CouponType,
  type ExpenseKind,
  type ExpenseStatus,
  type InvoiceKind,
} from '../../../shared/expenses/rules';
import { InvalidInput, NotFound } from '../../lib/errors';
import { canSeeRetailer, retailerScopeOf, type AuthContext } from '../../lib/identity';
import { loadVisibleProgram } from '../programs/guard';
import type { ProgramAggregate, ProgramTactic } from '../programs/programTypes';
import { getProgramAggregate } from '../programs/programRepository';
import { getReferenceRecord } from '../reference/referenceRepository';
import { expenseIdOf, kindOfExpenseId } from './expenseKeys';
import {
  closedReconciliations,
  getExpense,
  getExpenses,
  invoicedSums,
  invoicesOfTactic,
  linesOfCode,
  listExpensesPage,
  pendingLines,
  type Expense,
} from './expenseRepository';
import { lineNamesOf, programsOfLines } from './lineNames';
import { estimateOf } from './tacticEstimates';

/** Pending lines the reconciliation offers to add (the retailer's newest of the kind). */
const PENDING_OFFERED = 50;
const dollars = (cents: number) => cents / 100;

const toRow = (
  e: Expense,
  overBudget: boolean,
  retailerName: string,
  names: { programName: string; tacticName: string },
): ExpenseRowData => ({
  id: e.id,
  kind: e.kind,
  code: e.code,
  couponType: e.couponType,
  invoiceNumber: e.invoiceNumber,
  invoiceDate: e.invoiceDate,
  vendor: e.vendor,
  description: e.description,
  retailerId: e.retailerId,
  retailerName,
  programId: e.programId,
  tacticId: e.tacticId,
  ...names,
  amountCents: e.amountCents,
  amount: dollars(e.amountCents),
  status: e.status,
  overBudget,
  importId: e.importId,
  createdDate: e.createdAt,
});

/** Which of the tactics named have more invoiced than estimated (sums in one batch read; tactics as read for the page). */
async function overBudgetTactics(tacticIds: string[], tactics: Promise<Map<string, ProgramTactic>>) {
  const ids = [...new Set(tacticIds)];
  if (!ids.length) return new Set<string>();
  const [sums, read] = await Promise.all([invoicedSums(ids), tactics]);
  const estimate = (tactic: ProgramTactic | undefined) => (tactic ? estimateOf(tactic).totalCents : 0);
  return new Set(ids.filter((id) => isOverBudget(sums.get(id) ?? 0, estimate(read.get(id)))));
}

/** The names of a page's retailers (one read each of the few a page holds). */
async function retailerNames(retailerIds: number[]): Promise<Map<number, string>> {
  const ids = [...new Set(retailerIds)];
  const records = await Promise.all(ids.map((id) => getReferenceRecord('retailer', id)));
  return new Map(ids.flatMap((id, i) => (records[i] ? [[id, records[i].retailerName] as const] : [])));
}

type ListQuery = {
  pageSize: number;
  cursor?: string;
  searchTerm?: string;
  status?: ExpenseStatus;
  retailerId?: number;
  sortDirection?: 'asc' | 'desc';
};

/**
 * The retailers whose expenses a list reads: every retailer (undefined) or the one asked for, for an internal
 * user; for a retailer-side user the linked retailer asked for, or all of theirs when none is named (400 for a
 * retailer not theirs, or when they have none).
 */
export async function listedRetailers(
  auth: AuthContext,
  retailerId: number | undefined,
): Promise<number[] | undefined> {
  const scope = await retailerScopeOf(auth);
  if (scope === 'all') return retailerId === undefined ? undefined : [retailerId];
  const chosen = retailerId === undefined ? [...scope].sort((a, b) => a - b) : [retailerId];
  if (!chosen.length || !chosen.every((id) => scope.has(id)))
    throw new InvalidInput({ retailerId: [expenseMessages.chooseRetailer] });
  return chosen;
}

/** A page of a kind's lines the caller may see: a retailer-side user's retailers' only (as program lists). */
export async function listExpenses(auth: AuthContext, kind: InvoiceKind, query: ListQuery) {
  const retailerIds = await listedRetailers(auth, query.retailerId);
  const page = await listExpensesPage({
    kind,
    retailerIds,
    pageSize: query.pageSize,
    cursor: query.cursor,
    ascending: query.sortDirection === 'asc',
    searchTerm: query.searchTerm,
    status: query.status,
  });
  // The page's programs and tactics in one batch read: the tactics' estimates and the lines' names.
  const programs = programsOfLines(page.items);
  const [over, names, { aggregateOf }] = await Promise.all([
    overBudgetTactics(
      page.items.flatMap((e) => (e.tacticId ? [e.tacticId] : [])),
      programs.then((p) => p.tactics),
    ),
    retailerNames(page.items.map((e) => e.retailerId)),
    programs,
  ]);
  return {
    items: page.items.map((e) =>
      toRow(
        e,
        e.tacticId !== null && over.has(e.tacticId),
        names.get(e.retailerId) ?? String(e.retailerId),
        lineNamesOf(e, aggregateOf(e)),
      ),
    ),
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
type InvoiceFacts = Pick<Invoice, 'invoiceId' | 'name' | 'kind' | 'status'> & { cents: number };
const invoiceRow = (i: InvoiceFacts, isSelected: boolean, changeable: boolean): Invoice => ({
  invoiceId: i.invoiceId,
  name: i.name,
  invoiceTotal: dollars(i.cents),
  invoiceTotalCents: i.cents,
  isSelected,
  kind: i.kind,
  status: i.status,
  changeable,
});
const lineFactsOf = (e: Expense): InvoiceFacts => ({
  invoiceId: e.id,
  name: `${e.code} / ${e.invoiceNumber}`,
  kind: e.kind,
  status: e.status,
  cents: e.amountCents,
});
/** A pending line offered to add: it can be added wherever there is a tactic to count it against. */
const pendingRow = (e: Expense, hasTactic = true) => invoiceRow(lineFactsOf(e), false, hasTactic);

/**
 * A tactic's Invoice Reconciliation: its estimate against the invoices counted against it (the invoiced ATL and
 * BTL split the sum in the estimate's proportion, in whole cents adding up to the sum), its funding sources, and
 * the pending lines offered to add.
 */
async function reconciliationOfTactic(
  aggregate: ProgramAggregate,
  tactic: ProgramTactic,
  pending: Invoice[],
  line?: { kind: InvoiceKind; vendor: string; status: ExpenseStatus },
): Promise<TacticReconciliation> {
  const estimate = estimateOf(tactic);
  const [invoices, closed] = await Promise.all([invoicesOfTactic(tactic.id), closedReconciliations([tactic.id])]);
  const lines = await getExpenses(invoices.map((i) => i.expenseId));
  const sum = invoices.reduce((total, i) => total + i.amountCents, 0);
  const [sumAtl, sumBtl] = splitCents(sum, [estimate.atlCents, estimate.btlCents]);
  // A line counted here past approval closes the tactic's reconciliation, as its marker on the tactic's sum says:
  // nothing in or out (reconciliationWrites.ts). A line read past approval is closed itself, marker or not.
  const closedStatus =
    closed.get(tactic.id)?.status ?? (line && isReconciliationClosed(line.status) ? line.status : null);
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
    vendor: vendors[0] ?? line?.vendor ?? '',
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
    assignedInvoices: invoices.map((i) => {
      // A line read meanwhile off the tactic (or gone) reads as it was counted: not removable here.
      const status = lines.get(i.expenseId)?.status ?? 'submitted';
      const facts = { invoiceId: i.expenseId, name: i.name, kind: i.kind, status, cents: i.amountCents };
      return invoiceRow(facts, true, !closedStatus && canRemoveInvoice(facts, line?.kind));
    }),
    pendingInvoices: pending
      .filter((p) => !invoices.some((i) => i.expenseId === p.invoiceId))
      .map((p) => (closedStatus ? { ...p, changeable: false } : p)),
    displayMessage: isOverBudget(sum, estimate.totalCents)
      ? expenseMessages.overBudget(formatCents(sum - estimate.totalCents))
      : null,
    closedStatus,
  };
}

/**
 * The Invoice Reconciliation modal of a line: the one of the tactic it is counted against, with the retailer's
 * pending lines of the kind to add.
 */
export async function reconciliation(auth: AuthContext, kind: ExpenseKind, id: string): Promise<Reconciliation> {
  const expense = await visibleExpense(auth, kind, id);
  const offered = await pendingLines(kind, expense.retailerId, PENDING_OFFERED);
  const aggregate = expense.programId ? await getProgramAggregate(expense.programId) : undefined;
  const tactic = aggregate?.tactics.find((t) => t.id === expense.tacticId);
  const pending = offered.map((e) => pendingRow(e, Boolean(aggregate && tactic)));
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
      closedStatus: isReconciliationClosed(expense.status) ? expense.status : null,
    };
  }
  return { ...lineFacts, ...(await reconciliationOfTactic(aggregate, tactic, pending, expense)) };
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
  return reconciliationOfTactic(
    aggregate,
    tactic,
    newest.map((e) => pendingRow(e)),
  );
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
