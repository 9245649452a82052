import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { ProgressBar } from 'primereact/progressbar';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../components/dialog';
import { useMessageBox } from '../../../components/messageBox';
import { downloadImportTemplate, importLocations, type ImportPhase, type ImportStatus } from '../api/importLocations';
import {
  checkCsvFiles,
  fileSizeText,
  importErrorLines,
  MAX_IMPORT_MEGABYTES,
  type CsvFileProblem,
} from '../lib/csvFile';
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
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<CsvFileProblem | null>(null);
  const [phase, setPhase] = useState<ImportPhase | null>(null);
  const [result, setResult] = useState<ImportStatus | null>(null);
  const [dragging, setDragging] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);
  const running = phase !== null;

  useEffect(() => () => abort.current?.abort(), []);

  const choose = (files: FileList | File[] | null) => {
    const list = [...(files ?? [])];
    if (!list.length) return;
    const checked = checkCsvFiles(list);
    setResult(null);
    if ('problem' in checked) {
      setFile(null);
      setProblem(checked.problem);
    } else {
      setFile(checked.file);
      setProblem(null);
    }
  };

  const template = async () => {
    setDownloading(true);
    try {
      await downloadImportTemplate();
    } catch (error) {
      box.error(error);
    } finally {
      setDownloading(false);
    }
  };

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

  const percent = phase?.phase === 'uploading' ? Math.round((phase.loaded / Math.max(1, phase.total)) * 100) : 0;
  return (
    <AppDialog
      header={t('delivery.import.title')}
      visible={props.visible}
      onHide={hide}
      footer={footer}
      closable={!running}
      style={{ width: 'min(44rem, 95vw)' }}
    >
      <div
        className={`delivery-drop-zone${dragging ? ' delivery-drop-zone-active' : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          if (!running) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          if (!running) choose(e.dataTransfer.files);
        }}
      >
        <i className="pi pi-file-import" aria-hidden />
        <p>{t('delivery.import.dropHere', { size: MAX_IMPORT_MEGABYTES })}</p>
        <Button
          type="button"
          label={t('delivery.import.choose')}
          icon="pi pi-folder-open"
          outlined
          size="small"
          onClick={() => input.current?.click()}
          disabled={running}
        />
        <input
          ref={input}
          type="file"
          accept=".csv,text/csv"
          className="delivery-file-input"
          aria-label={t('delivery.import.fileLabel')}
          onChange={(e) => {
            choose(e.target.files);
            e.target.value = '';
          }}
        />
      </div>
      {file && (
        <p className="delivery-file-chosen">
          <i className="pi pi-file" aria-hidden /> {file.name}{' '}
          <span className="delivery-muted">({fileSizeText(file.size)})</span>
        </p>
      )}
      {problem && (
        <Message
          severity="error"
          text={t(`delivery.import.problems.${problem}`, { size: MAX_IMPORT_MEGABYTES })}
          className="delivery-message"
        />
      )}
      {phase && (
        <div className="delivery-progress" role="status" aria-live="polite">
          {phase.phase === 'starting' && <span>{t('delivery.import.starting')}</span>}
          {phase.phase === 'uploading' && (
            <span>
              {t('delivery.import.uploading', {
                percent,
                loaded: fileSizeText(phase.loaded),
                total: fileSizeText(phase.total),
              })}
            </span>
          )}
          {phase.phase === 'processing' && (
            <span>
              {phase.status
                ? t('delivery.import.processingRows', {
                    read: phase.status.rowsRead,
                    imported: phase.status.rowsImported,
                  })
                : t('delivery.import.processing')}
            </span>
          )}
          {phase.phase === 'uploading' ? (
            <ProgressBar value={percent} aria-label={t('delivery.import.uploadProgress')} />
          ) : (
            <ProgressBar
              mode="indeterminate"
              style={{ height: '0.5rem' }}
              aria-label={t('delivery.import.processing')}
            />
          )}
        </div>
      )}
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
