import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { knownClaims } from '../../../../../../shared/claims';
import { AppDialog } from '../../../../components/dialog';
import { messagesOfError } from '../../../../components/messageBox';
import { PageSpinner } from '../../../../components/PageSpinner';
import { ReconciliationView, useInvoiceAssignment } from '../../../../components/reconciliation';
import { useHasClaim } from '../../../../lib/claims';
import { translateMessage } from '../../../../lib/i18n';
import { saveTacticReconciliation, useTacticReconciliation } from '../../api/expenses';

/**
 * A program tactic's Invoice Reconciliation modal (spec 02, 'Invoice reconciliation modal (per tactic)'): large,
 * not closed by Escape or the backdrop; the reconciliation's body shared with the expense line's page, and Save
 * and refresh for those who may manage expenses.
 */
export function TacticReconciliationDialog({ tacticId, onHide }: { tacticId: string; onHide: () => void }) {
  const { t } = useTranslation();
  const reconciliation = useTacticReconciliation(tacticId);
  const canSave = useHasClaim(knownClaims.manageExpenses);
  const data = reconciliation.data;
  const assignment = useInvoiceAssignment(data, (changes) => saveTacticReconciliation(tacticId, changes));
  return (
    <AppDialog
      header={t('widgets.reconciliation.title')}
      visible
      onHide={onHide}
      style={{ width: 'min(64rem, 96vw)' }}
      footer={
        <div>
          <Button type="button" label={t('widgets.reconciliation.close')} text onClick={onHide} />
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
      }
    >
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
    </AppDialog>
  );
}
