import { expenseMessages, poReconciliationWorkflow } from '../../../shared/expenses/rules';
import type { AuthContext } from '../../lib/identity';
import { refuseTransition } from '../../lib/workflow';
import { refuseSelfReview } from '../programs/guard';
import { closeTacticOnApprove, transitionExpense } from './reconciliationRepository';
import { reconciliation, visibleExpense } from './expenseUseCases';
import { saveAndRefresh } from './reconciliationWrites';
import { payableOf } from './wireReport';

/** PO save-and-submit: the reconciliation is saved as save-and-refresh does, then the line is submitted (audited). */
export async function saveAndSubmitPo(
  auth: AuthContext,
  body: { id: string; invoices: { invoiceId: string; isSelected: boolean }[]; fromTacticId: string | null },
) {
  await saveAndRefresh(auth, 'po', body);
  const line = await visibleExpense(auth, 'po', body.id);
  refuseTransition(poReconciliationWorkflow, 'Submit', line.status, auth);
  await transitionExpense(line, 'submitted', 'Submit', auth, {
    submittedBy: auth.subject,
    submittedAt: new Date().toISOString(),
  });
  return reconciliation(auth, 'po', line.id);
}

/**
 * PO approve: a submitted line, by someone other than its submitter (four-eyes, as programs). The line becomes
 * payable: it joins the wire report in the same transaction, which also marks its tactic's reconciliation closed
 * (`closeTacticOnApprove`: every later write onto the tactic is refused by that marker).
 */
export async function approvePo(auth: AuthContext, id: string) {
  const line = await visibleExpense(auth, 'po', id);
  refuseTransition(poReconciliationWorkflow, 'Approve', line.status, auth);
  await refuseSelfReview(auth, [line.submittedBy], expenseMessages.selfApproval);
  const at = new Date().toISOString();
  await transitionExpense(
    line,
    'approved',
    'Approve',
    auth,
    { approvedBy: auth.subject, approvedByName: auth.email, approvedAt: at },
    { at, alsoWrite: [...(await payableOf(line, auth, at)), ...closeTacticOnApprove(line)] },
  );
  return reconciliation(auth, 'po', line.id);
}
