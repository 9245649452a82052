import { useTranslation } from 'react-i18next';
import { useMessageBox } from '../../../components/messageBox';
import { CsvUploadDialog } from '../../../components/upload/CsvUploadDialog';
import { downloadImportTemplate, importLocations, type ImportStatus } from '../api/importLocations';
import { importErrorLead } from '../lib/csvFile';
import { useDeliveryText } from '../lib/specText';

/** The bad rows beyond those the status lists. */
const moreErrors = (status: ImportStatus) => status.errorCount - status.errors.length;

/**
 * Import Locations (spec 02, sections 2 and 5): a drop zone for exactly one .csv file of at most 50 MB (nothing
 * happens until 'Process Upload'), the template download, the upload straight to S3 with its progress, then the
 * server's processing; each bad row is reported with its line and field for 30 seconds (the shared CsvUploadDialog).
 */
export function ImportLocationsDialog(props: {
  programId: number;
  visible: boolean;
  onHide: () => void;
  onImported: () => void;
}) {
  const { t } = useTranslation();
  const { spec, message } = useDeliveryText();
  const box = useMessageBox();
  return (
    <CsvUploadDialog<ImportStatus>
      texts="delivery.import"
      visible={props.visible}
      onHide={props.onHide}
      run={(file, onPhase, signal) => importLocations(props.programId, file, onPhase, signal)}
      progressOf={(status) => status}
      template={downloadImportTemplate}
      problemLines={(status, rowError) => {
        if (!status.errorMessage) return null;
        // The spec's sentence, then each bad row worded here (the server's lines are its English).
        const more = moreErrors(status);
        return [
          message(importErrorLead(status.errorMessage)),
          ...status.errors.map(rowError),
          ...(more > 0 ? [t('delivery.import.more', { count: more })] : []),
        ];
      }}
      more={moreErrors}
      onResult={(status) => {
        props.onImported();
        if (!status) return false;
        if (status.status === 'done' && status.rowsImported > 0) box.success(spec('uploadComplete'));
        if (status.status === 'failed' && !status.errorMessage) box.danger(t('delivery.import.failed'));
        return status.status === 'done' && !status.errorMessage;
      }}
      summary={(status) => t('delivery.import.summary', { imported: status.rowsImported, read: status.rowsRead })}
      message={message}
    />
  );
}
