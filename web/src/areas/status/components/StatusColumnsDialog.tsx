import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  moveColumn,
  programStatusColumnRows,
  type ProgramStatusColumn,
} from '../../../../../shared/programs/statusColumns';
import { AppDialog } from '../../../components/dialog';
import { messagesOfError, useMessageBox } from '../../../components/messageBox';
import { translateMessage } from '../../../lib/i18n';
import { saveStatusColumns } from '../api/programLists';

/** The translation key of each column's header (the list's own headers). */
const columnHeaderKey: Record<ProgramStatusColumn, string> = {
  name: 'programStatus.columns.name',
  campaignThemeName: 'programStatus.columns.theme',
  retailerName: 'programStatus.columns.retailer',
  fiscalYear: 'programStatus.columns.budgetYear',
  programStartDate: 'programStatus.columns.startDate',
  programEndDate: 'programStatus.columns.endDate',
  statusId: 'programStatus.columns.status',
  creatorName: 'programStatus.columns.creator',
  createdAt: 'programStatus.columns.created',
};

interface StatusColumnsDialogProps {
  /** The columns shown now, in order. */
  shown: readonly ProgramStatusColumn[];
  onClose: () => void;
}

/**
 * The Program Status list's column chooser: tick the columns to show, move them up or down, Save. The choice is
 * saved for the user on the server (`programs/save-dynamic-table`) and shown again on their next visit; a
 * refused save keeps the dialog and the choice, with the reason.
 */
export function StatusColumnsDialog({ shown, onClose }: StatusColumnsDialogProps) {
  const { t } = useTranslation();
  const messageBox = useMessageBox();
  const [rows, setRows] = useState(() => programStatusColumnRows(shown));
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const chosen = rows.filter((r) => r.shown).map((r) => r.field);

  const save = async () => {
    if (!chosen.length) {
      setErrors([t('programStatus.chooser.chooseOne')]);
      return;
    }
    setSaving(true);
    try {
      await saveStatusColumns(chosen);
      messageBox.success(t('programStatus.chooser.saved'));
      onClose();
    } catch (error) {
      setErrors(messagesOfError(error));
    } finally {
      setSaving(false);
    }
  };

  const footer = (
    <div className="dialog-actions">
      <Button label={t('programStatus.chooser.cancel')} text onClick={onClose} disabled={saving} />
      <Button
        label={saving ? t('programStatus.chooser.saving') : t('programStatus.chooser.save')}
        icon="pi pi-check"
        onClick={() => void save()}
        loading={saving}
      />
    </div>
  );

  return (
    <AppDialog
      visible
      header={t('programStatus.chooser.title')}
      onHide={() => !saving && onClose()}
      footer={footer}
      style={{ width: 'min(32rem, 95vw)' }}
    >
      <p className="status-columns-help">{t('programStatus.chooser.help')}</p>
      {errors.length > 0 && (
        <Message
          severity="error"
          className="status-columns-error"
          text={errors.map((m) => translateMessage(t, m)).join(' ')}
        />
      )}
      <ol className="status-columns" aria-label={t('programStatus.chooser.list')}>
        {rows.map((row, index) => {
          const label = t(columnHeaderKey[row.field]);
          const inputId = `status-column-${row.field}`;
          return (
            <li key={row.field} className="status-column">
              <Checkbox
                inputId={inputId}
                checked={row.shown}
                disabled={saving}
                onChange={(e) => {
                  setErrors([]);
                  setRows(rows.map((r) => (r.field === row.field ? { ...r, shown: Boolean(e.checked) } : r)));
                }}
              />
              <label htmlFor={inputId}>{label}</label>
              <span className="spacer" />
              <Button
                icon="pi pi-arrow-up"
                text
                rounded
                size="small"
                aria-label={t('programStatus.chooser.moveUp', { column: label })}
                disabled={saving || index === 0}
                onClick={() => setRows(moveColumn(rows, index, -1))}
              />
              <Button
                icon="pi pi-arrow-down"
                text
                rounded
                size="small"
                aria-label={t('programStatus.chooser.moveDown', { column: label })}
                disabled={saving || index === rows.length - 1}
                onClick={() => setRows(moveColumn(rows, index, 1))}
              />
            </li>
          );
        })}
      </ol>
    </AppDialog>
  );
}
