import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../../components/dialog';
import { ReconciliationBody, SaveRefreshButton, useInvoiceAssignment } from '../../../../components/reconciliation';
import { saveTacticReconciliation, useTacticReconciliation } from '../../api/expenses';

/**
 * A program tactic's Invoice Reconciliation modal (spec 02, 'Invoice reconciliation modal (per tactic)'): large,
 * not closed by Escape or the backdrop; the reconciliation's body shared with the expense line's page, and Save
 * and refresh for those who may manage expenses.
 */
export function TacticReconciliationDialog({ tacticId, onHide }: { tacticId: string; onHide: () => void }) {
  const { t } = useTranslation();
  const reconciliation = useTacticReconciliation(tacticId);
  const assignment = useInvoiceAssignment(reconciliation.data, (changes) =>
    saveTacticReconciliation(tacticId, changes),
  );
  return (
    <AppDialog
      header={t('widgets.reconciliation.title')}
      visible
      onHide={onHide}
      style={{ width: 'min(64rem, 96vw)' }}
      footer={
        <div>
          <Button type="button" label={t('widgets.reconciliation.close')} text onClick={onHide} />
          <SaveRefreshButton assignment={assignment} />
        </div>
      }
    >
      <ReconciliationBody error={reconciliation.error} assignment={assignment} />
    </AppDialog>
  );
}
