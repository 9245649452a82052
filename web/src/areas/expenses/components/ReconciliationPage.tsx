import '../expenses.css';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { ExpenseKind } from '../../../../../shared/expenses/rules';
import { ReconciliationBody, SaveRefreshButton, useInvoiceAssignment } from '../../../components/reconciliation';
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
  const assignment = useInvoiceAssignment(reconciliation.data, (changes) => saveAndRefresh(kind, id!, changes));
  return (
    <div className="expenses-page">
      <ExpenseStrip />
      <div className="expenses-toolbar">
        <h2 className="expenses-title">{t('widgets.reconciliation.title')}</h2>
        <span className="expenses-spacer" />
        <Link to={expenseListPath(kind)}>{t(`expenses.reconciliation.back.${kind}`)}</Link>
        <SaveRefreshButton assignment={assignment} />
      </div>
      <ReconciliationBody error={reconciliation.error} assignment={assignment} />
    </div>
  );
}
