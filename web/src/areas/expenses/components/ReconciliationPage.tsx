import '../expenses.css';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { knownClaims } from '../../../../../shared/claims';
import type { ExpenseKind } from '../../../../../shared/expenses/rules';
import { messagesOfError } from '../../../components/messageBox';
import { PageSpinner } from '../../../components/PageSpinner';
import { ReconciliationView, useInvoiceAssignment } from '../../../components/reconciliation';
import { useHasClaim } from '../../../lib/claims';
import { translateMessage } from '../../../lib/i18n';
import { saveAndRefresh, useReconciliation } from '../api/reconciliation';
import { expenseListPath } from '../lib/kinds';
import { ExpenseStrip } from './ExpenseStrip';

/**
 * An expense's reconciliation (`po|do|coupon|promo/reconciliation/{id}`; spec 03, 'Invoice Reconciliation modal'):
 * the reconciliation of the tactic the line counts against (components/reconciliation, also the program pages'
 * modal), kept by Save and refresh for those who may manage expenses.
 */
export function ReconciliationPage({ kind }: { kind: ExpenseKind }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const reconciliation = useReconciliation(kind, id);
  const canSave = useHasClaim(knownClaims.manageExpenses);
  const data = reconciliation.data;
  const assignment = useInvoiceAssignment(data, (changes) => saveAndRefresh(kind, id!, changes));

  return (
    <div className="expenses-page">
      <ExpenseStrip />
      <div className="expenses-toolbar">
        <h2 className="expenses-title">{t('widgets.reconciliation.title')}</h2>
        <span className="expenses-spacer" />
        <Link to={expenseListPath(kind)}>{t(`expenses.reconciliation.back.${kind}`)}</Link>
        {canSave && data && (
          <Button
            type="button"
            icon="pi pi-refresh"
            label={t('widgets.reconciliation.saveRefresh')}
            onClick={() => void assignment.save()}
            disabled={assignment.changes.length === 0 || assignment.saving}
            loading={assignment.saving}
          />
        )}
      </div>
      {reconciliation.error && (
        <Message
          severity="error"
          text={messagesOfError(reconciliation.error)
            .map((m) => translateMessage(t, m))
            .join(' ')}
        />
      )}
      {!data && !reconciliation.error && <PageSpinner />}
      {data && (
        <ReconciliationView
          data={data}
          selection={assignment.selection}
          editable={canSave && !assignment.saving}
          onToggle={assignment.toggle}
        />
      )}
    </div>
  );
}
