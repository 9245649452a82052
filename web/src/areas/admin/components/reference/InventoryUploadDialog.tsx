import { useTranslation } from 'react-i18next';
import { useMessageBox } from '../../../../components/messageBox';
import { CsvUploadDialog } from '../../../../components/upload/CsvUploadDialog';
import { translateMessage } from '../../../../lib/i18n';
import { downloadInventoryTemplate, uploadInventory } from '../../api/inventory';

const TEXTS = 'admin.inventory';

/**
 * Upload inventory (spec 01, 'POST inventory'): one .csv file of SKU and stock, chosen or dropped (nothing happens
 * until Process Upload), uploaded straight to S3 with its progress, then processed on the server with rows read
 * and stock set shown as they come; each bad row and unknown SKU is listed with its line, and kept in the message
 * box for 30 s (the shared CsvUploadDialog). Closing is refused while the file is on its way.
 */
export function InventoryUploadDialog({ onHide }: { onHide: () => void }) {
  const { t } = useTranslation();
  const box = useMessageBox();
  const summary = (status: { rowsUpdated: number; rowsRead: number }) =>
    t(`${TEXTS}.summary`, { updated: status.rowsUpdated, read: status.rowsRead });
  return (
    <CsvUploadDialog
      texts={TEXTS}
      visible
      onHide={onHide}
      intro={<p className="muted">{t(`${TEXTS}.intro`)}</p>}
      run={uploadInventory}
      progressOf={(status) => ({ rowsRead: status.rowsRead, rowsImported: status.rowsUpdated })}
      template={downloadInventoryTemplate}
      problemLines={(status, rowError) =>
        status.errors.length > 0 ? [summary(status), ...status.errors.map(rowError)] : null
      }
      onResult={(status) => {
        if (!status) return false;
        if (status.rowsUpdated > 0) box.success(t(`${TEXTS}.done`, { count: status.rowsUpdated }));
        if (status.status === 'failed' && status.errors.length === 0) box.danger(t(`${TEXTS}.failed`));
        return status.status === 'done' && status.errorCount === 0;
      }}
      summary={summary}
      message={(text) => translateMessage(t, text)}
      more={(status) => status.errorCount - status.errors.length}
    />
  );
}
