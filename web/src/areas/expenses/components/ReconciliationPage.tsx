import '../expenses.css';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { expenseMessages, poReconciliationWorkflow, type ExpenseKind } from '../../../../../shared/expenses/rules';
import { messagesOfError, useMessageBox } from '../../../components/messageBox';
import { ReconciliationBody, SaveRefreshButton, useInvoiceAssignment } from '../../../components/reconciliation';
import { WorkflowActions } from '../../../components/workflow/WorkflowActions';
import { useSession } from '../../../lib/session';
import { approvePo, saveAndRefresh, saveAndSubmitPo, useReconciliation } from '../api/reconciliation';
import { expenseListPath, statusSeverity } from '../lib/kinds';
import { useExpenseText } from '../lib/texts';
import { ExpenseStrip } from './ExpenseStrip';
import { ReallocateButton } from './ReallocateDialog';

/**
 * An expense's reconciliation (`po|do|coupon|promo/reconciliation/{id}`; spec 03, 'Invoice Reconciliation modal'):
 * the reconciliation of the tactic the line counts against (components/reconciliation, also the program pages'
 * modal) with the line's status, kept by Save and refresh and moved to another tactic by Reallocate (a pending or
 * assigned line) for those who may manage expenses; a PO line is also saved and submitted, then approved by
 * someone else (the workflow kit's buttons). Once a line counted on the tactic is approved (`closedStatus`) the
 * reconciliation shows read-only with its notice: nothing to add, remove, save or reallocate.
 */
export function ReconciliationPage({ kind }: { kind: ExpenseKind }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const reconciliation = useReconciliation(kind, id);
  const data = reconciliation.data;
  // Saved on the tactic the page shows: a line someone reallocated meanwhile is refused (409) and read again.
  const assignment = useInvoiceAssignment(data, (changes) =>
    saveAndRefresh(kind, id!, data?.tacticId ?? null, changes),
  );
  return (
    <div className="expenses-page">
      <ExpenseStrip />
      <div className="expenses-toolbar">
        <h2 className="expenses-title">{t('widgets.reconciliation.title')}</h2>
        {data && (
          <Tag
            value={t(`expenses.status.${data.status}`)}
            severity={statusSeverity[data.status]}
            aria-label={t('expenses.reconciliation.status', { status: t(`expenses.status.${data.status}`) })}
          />
        )}
        <span className="expenses-spacer" />
        <Link to={expenseListPath(kind)}>{t(`expenses.reconciliation.back.${kind}`)}</Link>
        <SaveRefreshButton assignment={assignment} />
        {assignment.canSave &&
          data &&
          !data.closedStatus &&
          (data.status === 'pending' || data.status === 'assigned') && (
            <ReallocateButton
              kind={kind}
              id={data.expenseId}
              fromTacticId={data.tacticId}
              disabled={assignment.saving}
            />
          )}
        {kind === 'po' && data && <PoFlowActions assignment={assignment} data={data} />}
      </div>
      <ReconciliationBody error={reconciliation.error} assignment={assignment} />
    </div>
  );
}

type Assignment = ReturnType<typeof useInvoiceAssignment>;
type PoReconciliation = NonNullable<ReturnType<typeof useReconciliation>['data']>;

/**
 * A PO line's Save and submit (an assigned line; the ticked choices are saved as Save and refresh saves them) and
 * Approve (a submitted line; held back, with the server's four-eyes text, for the one who submitted it).
 */
function PoFlowActions({ assignment, data }: { assignment: Assignment; data: PoReconciliation }) {
  const { t } = useTranslation();
  const box = useMessageBox();
  const session = useSession();
  const { server } = useExpenseText();
  const ownSubmission = data.submittedBy !== null && data.submittedBy === session?.user.subject;

  async function run(action: 'Submit' | 'Approve') {
    try {
      if (action === 'Submit') {
        await saveAndSubmitPo(data.expenseId, data.tacticId ?? null, assignment.changes);
        assignment.reset();
      } else await approvePo(data.expenseId);
      box.success(t(`expenses.reconciliation.done.${action}`));
    } catch (error) {
      box.danger(messagesOfError(error).map(server));
    }
  }

  return (
    <WorkflowActions
      workflow={poReconciliationWorkflow}
      state={data.status}
      actions={['Submit', 'Approve'] as const}
      onAction={run}
      heldBack={(action) =>
        action === 'Approve' && ownSubmission ? server(expenseMessages.selfApproval) : assignment.saving ? '' : null
      }
      confirmOf={(action) => ({
        message: t(`expenses.reconciliation.confirm.${action}`),
        acceptLabel: t('expenses.common.yes'),
        rejectLabel: t('expenses.common.no'),
      })}
      look={(action) => ({
        icon: action === 'Submit' ? 'pi pi-send' : 'pi pi-check',
        severity: action === 'Approve' ? 'success' : undefined,
      })}
      texts={{ label: (action) => t(`expenses.reconciliation.actions.${action}`) }}
      label={t('expenses.reconciliation.flow')}
    />
  );
}
