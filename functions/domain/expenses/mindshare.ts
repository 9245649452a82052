import { expenseMessages } from '../../../shared/expenses/rules';
import { Conflict, NotFound } from '../../lib/errors';
import { canSeeRetailer, retailerScopeOf, type AuthContext } from '../../lib/identity';
import { loadVisibleProgram } from '../programs/guard';
import { kindOfExpenseId } from './expenseKeys';
import { closedReconciliations, getExpense, invoicesOfTactic, pendingLines, type Expense } from './expenseRepository';
import { assignToTactic, unassignFromTactic } from './reconciliationRepository';
import { refuseIfClosedNow } from './reconciliationWrites';
import { estimateOf } from './tacticEstimates';

/**
 * Mindshare (spec 03: `expenses-mindshare-component/{id}`, `expenses-mindshare-update-component/{a}/{b}?selected=`):
 * media-agency invoices assigned to program tactic components. A component here is the program tactic
 * (`{programId}-{seq}`), as for the in-use checks' `componentId`; an invoice counts against it through the
 * reconciliation's own writes (the tactic's invoices and sum, in whole cents).
 */

/** Pending mindshare invoices of the retailer offered beside a component's own (the newest). */
const PENDING_OFFERED = 50;

const nameOf = (line: Pick<Expense, 'code' | 'invoiceNumber'>) => `${line.code} / ${line.invoiceNumber}`;

/** The component (program tactic) if the caller may see its program; 404 otherwise. */
async function visibleComponent(auth: AuthContext, componentId: string) {
  const aggregate = await loadVisibleProgram(Number(componentId.split('-')[0]), auth, expenseMessages.componentUnknown);
  const tactic = aggregate.tactics.find((t) => t.id === componentId);
  if (!tactic) throw new NotFound(expenseMessages.componentUnknown);
  return { aggregate, tactic };
}

const invoiceRow = (line: Expense, isSelected: boolean) => ({
  invoiceId: line.id,
  name: nameOf(line),
  vendor: line.vendor,
  invoiceDate: line.invoiceDate,
  description: line.description,
  invoiceTotal: line.amountCents / 100,
  invoiceTotalCents: line.amountCents,
  isSelected,
});

/**
 * A component's mindshare invoices (selected) and the retailer's pending ones (to select), with its estimate, and
 * whether a PO line counted on it is approved (`closedStatus`: then nothing is toggled).
 */
export async function mindshareComponent(auth: AuthContext, componentId: string) {
  const { aggregate, tactic } = await visibleComponent(auth, componentId);
  const retailerId = aggregate.program.retailerId as number;
  const [counted, pending, reconciliations] = await Promise.all([
    invoicesOfTactic(tactic.id),
    pendingLines('mindshare', retailerId, PENDING_OFFERED),
    closedReconciliations([tactic.id]),
  ]);
  const assigned = (
    await Promise.all(counted.filter((i) => i.kind === 'mindshare').map((i) => getExpense(i.expenseId)))
  ).filter((line): line is Expense => line !== undefined);
  const estimate = estimateOf(tactic);
  return {
    componentId: tactic.id,
    programId: aggregate.program.id,
    programName: aggregate.program.name ?? '',
    retailerId,
    tacticName: tactic.tacticName,
    estimateTotal: estimate.totalCents / 100,
    invoicedTotalCents: counted.reduce((sum, i) => sum + i.amountCents, 0),
    closedStatus: reconciliations.get(tactic.id)?.status ?? null,
    invoices: [...assigned.map((line) => invoiceRow(line, true)), ...pending.map((line) => invoiceRow(line, false))],
  };
}

/**
 * Toggles a mindshare invoice on a component: selected, a pending invoice of the component's retailer counts
 * against it; unselected, an invoice counted against it goes back to pending. Each a conditional transaction (an
 * invoice another user assigned meanwhile is a 409 naming it); asking for what already holds changes nothing.
 */
export async function toggleMindshare(auth: AuthContext, componentId: string, invoiceId: string, selected: boolean) {
  const { aggregate, tactic } = await visibleComponent(auth, componentId);
  const [line, scope] = await Promise.all([
    kindOfExpenseId(invoiceId) === 'mindshare' ? getExpense(invoiceId) : undefined,
    retailerScopeOf(auth),
  ]);
  if (!line || line.retailerId !== aggregate.program.retailerId || !canSeeRetailer(scope, line.retailerId))
    throw new NotFound(expenseMessages.notFound);
  const onComponent = line.tacticId === tactic.id;
  // A change counts on the tactic or takes off it: the write's update of the tactic's sum refuses it when the
  // tactic's reconciliation is closed (approved), answered with the reason (reconciliationWrites.ts).
  if (selected && !onComponent) {
    if (line.status !== 'pending') throw new Conflict(expenseMessages.notPending(nameOf(line)));
    if (!(await assignToTactic(line, tactic.id, aggregate.program.id))) {
      await refuseIfClosedNow(undefined, [tactic.id]);
      throw new Conflict(expenseMessages.notPending(nameOf(line)));
    }
  }
  if (!selected) {
    if (!onComponent) throw new Conflict(expenseMessages.notOnComponent(nameOf(line)));
    if (!(await unassignFromTactic(line, tactic.id))) {
      await refuseIfClosedNow(undefined, [tactic.id]);
      throw new Conflict(expenseMessages.notRemovable(nameOf(line)));
    }
  }
  return mindshareComponent(auth, componentId);
}
