import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../../components/dialog';
import { useMessageBox } from '../../../../components/messageBox';
import { ChosenFile, CsvDropZone, ImportProgress, useCsvChoice } from '../../../../components/upload';
import { translateMessage } from '../../../../lib/i18n';
import { MAX_IMPORT_MEGABYTES } from '../../../../lib/upload/csvFile';
import {
  downloadInventoryTemplate,
  uploadInventory,
  type InventoryPhase,
  type InventoryStatus,
} from '../../api/inventory';

const TEXTS = 'admin.inventory';

/**
 * Upload inventory (spec 01, 'POST inventory'): one .csv file of SKU and stock, chosen or dropped (nothing happens
 * until Process Upload), uploaded straight to S3 with its progress, then processed on the server with rows read
 * and stock set shown as they come; each bad row and unknown SKU is listed with its line. Closing is refused while
 * the file is on its way.
 */
export function InventoryUploadDialog({ onHide }: { onHide: () => void }) {
  const { t } = useTranslation();
  const box = useMessageBox();
  const { file, setFile, problem, setProblem, choose: chooseFile } = useCsvChoice();
  const [phase, setPhase] = useState<InventoryPhase | null>(null);
  const [result, setResult] = useState<InventoryStatus | null>(null);
  const abort = useRef<AbortController | null>(null);
  const running = phase !== null;

  useEffect(() => () => abort.current?.abort(), []);

  const choose = (files: FileList | File[] | null) => {
    if (chooseFile(files)) setResult(null);
  };

  const process = async () => {
    if (!file) return;
    const controller = new AbortController();
    abort.current = controller;
    setResult(null);
    try {
      const status = await uploadInventory(file, setPhase, controller.signal);
      if (!status) {
        box.warning(t(`${TEXTS}.stillRunning`));
        return;
      }
      setResult(status);
      if (status.rowsUpdated > 0) box.success(t(`${TEXTS}.done`, { count: status.rowsUpdated }));
      if (status.status === 'failed' && status.errors.length === 0) box.danger(t(`${TEXTS}.failed`));
      if (status.status === 'done' && status.errorCount === 0) {
        setFile(null);
        onHide();
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
    onHide();
  };

  return (
    <AppDialog
      header={t(`${TEXTS}.title`)}
      visible
      onHide={hide}
      closable={!running}
      style={{ width: 'min(44rem, 95vw)' }}
      footer={
        <div className="dialog-buttons">
          <Button
            type="button"
            label={t(`${TEXTS}.template`)}
            icon="pi pi-download"
            link
            onClick={downloadInventoryTemplate}
          />
          {running && phase?.phase === 'uploading' && (
            <Button type="button" label={t(`${TEXTS}.cancel`)} text onClick={() => abort.current?.abort()} />
          )}
          {!running && <Button type="button" label={t(`${TEXTS}.close`)} text onClick={hide} />}
          <Button
            type="button"
            label={t(`${TEXTS}.process`)}
            icon="pi pi-upload"
            onClick={() => void process()}
            disabled={!file || running}
            loading={running}
          />
        </div>
      }
    >
      <p className="muted">{t(`${TEXTS}.intro`)}</p>
      <CsvDropZone texts={TEXTS} disabled={running} onFiles={choose} />
      {file && <ChosenFile file={file} />}
      {problem && <Message severity="error" text={t(`${TEXTS}.problems.${problem}`, { size: MAX_IMPORT_MEGABYTES })} />}
      {phase && <ImportProgress texts={TEXTS} phase={phase} processLabel={t(`${TEXTS}.processing`)} />}
      {result && result.errors.length > 0 && (
        <div className="inventory-errors" role="alert">
          <p>{t(`${TEXTS}.summary`, { updated: result.rowsUpdated, read: result.rowsRead })}</p>
          <ul>
            {result.errors.map((e) => (
              <li key={`${e.line}-${e.field}-${e.message}`}>
                {t(`${TEXTS}.rowError`, { line: e.line, field: e.field, message: translateMessage(t, e.message) })}
              </li>
            ))}
          </ul>
          {result.errorCount > result.errors.length && (
            <p>{t(`${TEXTS}.more`, { count: result.errorCount - result.errors.length })}</p>
          )}
        </div>
      )}
    </AppDialog>
  );
}
