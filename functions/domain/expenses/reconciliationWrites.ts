import {
  canRemoveInvoice,
  expenseMessages,
  isReconciliationClosed,
  type ExpenseKind,
} from '../../../shared/expenses/rules';
import { Conflict, InvalidInput, NotFound } from '../../lib/errors';
import { canSeeRetailer, retailerScopeOf, type AuthContext } from '../../lib/identity';
import { kindOfExpenseId } from './expenseKeys';
import { closedReconciliations, getExpense, type Expense } from './expenseRepository';
import { assignToTactic, moveToTactic, reconciliationOpen, unassignFromTactic } from './reconciliationRepository';
import { getProgramAggregate } from '../programs/programRepository';
import { reconciliation, tacticReconciliation, visibleExpense, visibleTactic } from './expenseUseCases';

type InvoiceChoice = { invoiceId: string; isSelected: boolean };

/** 409 when the line's reconciliation is past approval (approved, confirmed): it no longer changes. */
function refuseClosedReconciliation(line: Pick<Expense, 'status'>) {
  if (isReconciliationClosed(line.status)) throw new Conflict(expenseMessages.reconciliationClosed(line.status));
}

/**
 * After a refused write: the reason when the line, or the reconciliation of a tactic written (its `closedMarker`,
 * which refused the write's update of the tactic's sum), was approved (or confirmed) meanwhile.
 */
export async function refuseIfClosedNow(lineId: string | undefined, tacticIds: (string | null | undefined)[] = []) {
  const now = lineId ? await getExpense(lineId) : null;
  if (now) refuseClosedReconciliation(now);
  const tactics = tacticIds.filter((id): id is string => Boolean(id));
  const closed = tactics.length ? await closedReconciliations(tactics, { consistent: true }) : new Map();
  for (const marker of closed.values()) refuseClosedReconciliation(marker);
}

/**
 * Counts the ticked invoices against a tactic and sends the unticked ones back to pending. `accepts` says which
 * lines may be chosen (the caller's retailer scope is checked here too). Every choice is read and checked before
 * any is written; each write is conditional (a line another user assigned meanwhile is a 409 naming it), and sums
 * move by whole cents in the same transaction as the line.
 */
async function applyInvoiceChoices(
  auth: AuthContext,
  target: { tacticId: string; programId: number },
  choices: InvoiceChoice[],
  accepts: (invoice: Expense) => boolean,
  known?: Expense,
): Promise<void> {
  if (known) refuseClosedReconciliation(known);
  const scope = await retailerScopeOf(auth);
  const changes: { invoice: Expense; add: boolean }[] = [];
  for (const choice of choices) {
    const invoice = choice.invoiceId === known?.id ? known : await getExpense(choice.invoiceId);
    if (!invoice || !accepts(invoice) || !canSeeRetailer(scope, invoice.retailerId))
      throw new NotFound(expenseMessages.notFound);
    const name = `${invoice.code} / ${invoice.invoiceNumber}`;
    const counted = invoice.tacticId === target.tacticId;
    if (choice.isSelected === counted) continue;
    if (choice.isSelected && invoice.status !== 'pending') throw new Conflict(expenseMessages.notPending(name));
    if (!choice.isSelected && !canRemoveInvoice(invoice, known?.kind))
      throw new Conflict(expenseMessages.notRemovable(name));
    changes.push({ invoice, add: choice.isSelected });
  }
  // Every change moves the tactic's invoices: each write updates the tactic's sum on the condition that its
  // reconciliation is not closed, and holds the line open in its transaction (the line's own write already holds it
  // to `assigned`).
  for (const { invoice, add } of changes) {
    const name = `${invoice.code} / ${invoice.invoiceNumber}`;
    const guards = known && invoice.id !== known.id ? [reconciliationOpen(known.id, target.tacticId)] : [];
    const written = add
      ? await assignToTactic(invoice, target.tacticId, target.programId, undefined, guards)
      : await unassignFromTactic(invoice, target.tacticId, guards);
    if (!written) {
      await refuseIfClosedNow(known?.id, [target.tacticId]);
      // The line was reallocated meanwhile: the stale-version text, as when the move came before the read.
      const now = known ? await getExpense(known.id) : undefined;
      if (now) refuseMovedLine(now, target.tacticId);
      throw new Conflict(add ? expenseMessages.notPending(name) : expenseMessages.notRemovable(name));
    }
  }
}

/**
 * 409 (stale-version text) when the line no longer counts against the tactic its reconciliation was read for
 * (`fromTacticId`, null: none): someone reallocated it meanwhile, and a change made from the old page would act on
 * a tactic its author never saw.
 */
function refuseMovedLine(line: Expense, fromTacticId: string | null) {
  if ((line.tacticId ?? null) !== fromTacticId) throw new Conflict();
}

/**
 * Save and refresh: the ticked invoices (pending lines of the kind and the line's retailer) count against the
 * line's tactic, the one its reconciliation was read for (`fromTacticId`), the
 * unticked ones go back to pending; answers the refreshed reconciliation.
 */
export async function saveAndRefresh(
  auth: AuthContext,
  kind: ExpenseKind,
  body: { id: string; invoices: InvoiceChoice[]; fromTacticId: string | null },
) {
  const line = await visibleExpense(auth, kind, body.id);
  refuseMovedLine(line, body.fromTacticId);
  const { tacticId, programId } = line;
  if (!tacticId || !programId) throw new Conflict(expenseMessages.notAssigned);
  await applyInvoiceChoices(
    auth,
    { tacticId, programId },
    body.invoices,
    (invoice) => kindOfExpenseId(invoice.id) === kind && invoice.retailerId === line.retailerId,
    line,
  );
  return reconciliation(auth, kind, line.id);
}

/** The program of a tactic of one of the line's retailer's programs; 400 naming the tactic otherwise. */
export async function programOfRetailerTactic(line: Expense, tacticId: string): Promise<number> {
  const programId = Number(tacticId.split('-')[0]);
  const aggregate = await getProgramAggregate(programId);
  if (
    !aggregate ||
    aggregate.program.retailerId !== line.retailerId ||
    !aggregate.tactics.some((t) => t.id === tacticId)
  )
    throw new InvalidInput({ tacticId: [expenseMessages.tacticUnknown] });
  return programId;
}

/**
 * Accepts a try-assign suggestion: the pending line counts against the tactic (one of its retailer's programs'),
 * through the same conditional write as save-and-refresh. A line no longer pending (assigned meanwhile, by another
 * user or a parallel accept) is a 409 naming it: a line is never counted twice.
 */
export async function acceptSuggestion(auth: AuthContext, kind: ExpenseKind, body: { id: string; tacticId: string }) {
  const line = await visibleExpense(auth, kind, body.id);
  refuseClosedReconciliation(line);
  const programId = await programOfRetailerTactic(line, body.tacticId);
  const name = `${line.code} / ${line.invoiceNumber}`;
  if (line.status !== 'pending') throw new Conflict(expenseMessages.notPending(name));
  if (!(await assignToTactic(line, body.tacticId, programId))) {
    await refuseIfClosedNow(undefined, [body.tacticId]);
    throw new Conflict(expenseMessages.notPending(name));
  }
  return reconciliation(auth, kind, line.id);
}

/**
 * The Invoice Reconciliation modal's toggle on a program tactic: ticked pending lines of any kind of the
 * program's retailer count against it, unticked ones go back to pending (the same writes as save and refresh);
 * answers the refreshed reconciliation.
 */
export async function saveTacticReconciliation(
  auth: AuthContext,
  body: { tacticId: string; invoices: InvoiceChoice[] },
) {
  const { aggregate, tactic } = await visibleTactic(auth, body.tacticId);
  await applyInvoiceChoices(
    auth,
    { tacticId: tactic.id, programId: aggregate.program.id },
    body.invoices,
    (invoice) => invoice.retailerId === aggregate.program.retailerId,
  );
  return tacticReconciliation(auth, tactic.id);
}

/**
 * Reallocate: a pending line is counted against the tactic given, an assigned one moves there from its tactic, the
 * one the user read (`fromTacticId`; the move's write is conditional on it too); submitted and approved lines stay. The tactic must be one of a program of the line's retailer.
 */
export async function reallocate(
  auth: AuthContext,
  kind: ExpenseKind,
  body: { id: string; tacticId: string; fromTacticId: string | null },
) {
  const line = await visibleExpense(auth, kind, body.id);
  refuseMovedLine(line, body.fromTacticId);
  const name = `${line.code} / ${line.invoiceNumber}`;
  refuseClosedReconciliation(line);
  const programId = await programOfRetailerTactic(line, body.tacticId);
  if (line.tacticId === body.tacticId) return reconciliation(auth, kind, line.id);
  // The move changes the reconciliations of both tactics: each sum's update refuses a closed one.
  const tactics = [line.tacticId, body.tacticId];
  const moved =
    line.status === 'pending'
      ? await assignToTactic(line, body.tacticId, programId)
      : line.status === 'assigned' && line.tacticId
        ? await moveToTactic(line, line.tacticId, body.tacticId, programId)
        : false;
  if (!moved) {
    await refuseIfClosedNow(line.id, tactics);
    throw new Conflict(expenseMessages.notRemovable(name));
  }
  return reconciliation(auth, kind, line.id);
}
