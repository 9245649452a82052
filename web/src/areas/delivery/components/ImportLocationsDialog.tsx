import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../components/dialog';
import { useBusyAction, useMessageBox } from '../../../components/messageBox';
import { ChosenFile, CsvDropZone, ImportProgress, useCsvChoice } from '../../../components/upload';
import { downloadImportTemplate, importLocations, type ImportPhase, type ImportStatus } from '../api/importLocations';
import { importErrorLines, MAX_IMPORT_MEGABYTES } from '../lib/csvFile';
import { useDeliveryText } from '../lib/specText';

/**
 * Import Locations (spec 02, sections 2 and 5): a drop zone for exactly one .csv file of at most 50 MB (nothing
 * happens until 'Process Upload'), the template download, the upload straight to S3 with its progress, then the
 * server's processing; each bad row is reported with its line and field for 30 seconds.
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
  const { file, setFile, problem, setProblem, choose: chooseFile } = useCsvChoice();
  const [phase, setPhase] = useState<ImportPhase | null>(null);
  const [result, setResult] = useState<ImportStatus | null>(null);
  const abort = useRef<AbortController | null>(null);
  const running = phase !== null;

  useEffect(() => () => abort.current?.abort(), []);

  const choose = (files: FileList | File[] | null) => {
    if (chooseFile(files)) setResult(null);
  };

  const [downloading, template] = useBusyAction(async () => {
    await downloadImportTemplate();
  });

  const process = async () => {
    if (!file) return;
    const controller = new AbortController();
    abort.current = controller;
    setResult(null);
    try {
      const status = await importLocations(props.programId, file, setPhase, controller.signal);
      props.onImported();
      if (!status) {
        box.warning(t('delivery.import.stillRunning'));
        return;
      }
      setResult(status);
      if (status.errorMessage) {
        const { lead, lines } = importErrorLines(status.errorMessage);
        box.importErrors([message(lead), ...lines]);
      }
      if (status.status === 'done' && status.rowsImported > 0) box.success(spec('uploadComplete'));
      if (status.status === 'failed' && !status.errorMessage) box.danger(t('delivery.import.failed'));
      if (status.status === 'done' && !status.errorMessage) {
        setFile(null);
        props.onHide();
      }
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) box.error(error);
    } finally {
      abort.current = null;
      setPhase(null);
    }
  };

  const hide = () => {
    if (running) return;
    setProblem(null);
    setResult(null);
    props.onHide();
  };

  const footer = (
    <div className="delivery-dialog-footer">
      <Button
        type="button"
        label={t('delivery.import.template')}
        icon="pi pi-download"
        link
        onClick={template}
        loading={downloading}
      />
      <span className="delivery-spacer" />
      {running && phase?.phase === 'uploading' && (
        <Button type="button" label={t('delivery.import.cancel')} text onClick={() => abort.current?.abort()} />
      )}
      {!running && <Button type="button" label={t('delivery.import.close')} text onClick={hide} />}
      <Button
        type="button"
        label={t('delivery.import.process')}
        icon="pi pi-upload"
        onClick={process}
        disabled={!file || running}
        loading={running}
      />
    </div>
  );

  return (
    <AppDialog
      header={t('delivery.import.title')}
      visible={props.visible}
      onHide={hide}
      footer={footer}
      closable={!running}
      style={{ width: 'min(44rem, 95vw)' }}
    >
      <CsvDropZone texts="delivery.import" disabled={running} onFiles={choose} />
      {file && <ChosenFile file={file} />}
      {problem && (
        <Message
          severity="error"
          text={t(`delivery.import.problems.${problem}`, { size: MAX_IMPORT_MEGABYTES })}
          className="delivery-message"
        />
      )}
      {phase && <ImportProgress texts="delivery.import" phase={phase} processLabel={t('delivery.import.processing')} />}
      {result && result.errors.length > 0 && (
        <div className="delivery-import-errors" role="alert">
          <p>{t('delivery.import.summary', { imported: result.rowsImported, read: result.rowsRead })}</p>
          <ul>
            {result.errors.map((e) => (
              <li key={`${e.line}-${e.field}`}>
                {t('delivery.import.rowError', { line: e.line, field: e.field, message: message(e.message) })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </AppDialog>
  );
}
