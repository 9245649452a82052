import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { ProgressBar } from 'primereact/progressbar';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm';
import { AppDialog } from '../../../components/dialog';
import { useBusyAction, useMessageBox } from '../../../components/messageBox';
import { ChosenFile, CsvDropZone, ImportProgress, useCsvChoice } from '../../../components/upload';
import {
  downloadTemplate,
  followExpenseImport,
  processImport,
  removeImport,
  retryImport,
  uploadImport,
  type ImportKind,
  type ImportStatus,
} from '../api/imports';
import { processingProgress } from '../lib/importFile';
import { useExpenseText } from '../lib/texts';

type Step =
  | { step: 'choose' }
  | { step: 'uploading'; loaded: number; total: number }
  | { step: 'uploaded'; importId: string }
  | { step: 'removing'; importId: string }
  | { step: 'processing'; importId: string; status: ImportStatus | null }
  | { step: 'finished'; status: ImportStatus };

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * An expense import (spec 03, sections 2, 4 and 5): one .csv file of at most 50 MB goes straight to S3 with its
 * progress; a new import waits until the user says Process (or Remove discards it; closing asks to remove it);
 * processing shows how far the server has read, then the bad rows with their line and field (and the message box
 * keeps them 30 s). The template of the kind downloads from the dialog.
 */
export function ImportDialog(props: { kind: ImportKind; onHide: () => void; onImported: () => void }) {
  const { t } = useTranslation();
  const { text, server } = useExpenseText();
  const box = useMessageBox();
  const confirm = useConfirm();
  const { file, setFile, problem, choose } = useCsvChoice();
  const [step, setStep] = useState<Step>({ step: 'choose' });
  const abort = useRef<AbortController | null>(null);
  const busy = step.step === 'uploading' || step.step === 'processing' || step.step === 'removing';

  useEffect(() => () => abort.current?.abort(), []);

  const upload = async () => {
    if (!file) return;
    const controller = new AbortController();
    abort.current = controller;
    setStep({ step: 'uploading', loaded: 0, total: file.size });
    try {
      const importId = await uploadImport(
        props.kind,
        file,
        (loaded, total) => setStep({ step: 'uploading', loaded, total }),
        controller.signal,
      );
      setStep({ step: 'uploaded', importId });
      box.success(text('uploadSuccess'));
    } catch (error) {
      setStep({ step: 'choose' });
      if (!isAbort(error)) box.error(error);
    } finally {
      abort.current = null;
    }
  };

  /** Process (or Retry, which processes a failed import's stored file again), then follow it to its end. */
  const process = async (importId: string, again = false) => {
    const controller = new AbortController();
    abort.current = controller;
    setStep({ step: 'processing', importId, status: null });
    try {
      await (again ? retryImport(importId) : processImport(props.kind, importId));
      const status = await followExpenseImport(
        importId,
        (s) => setStep({ step: 'processing', importId, status: s }),
        controller.signal,
      );
      props.onImported();
      setStep({ step: 'finished', status });
      if (status.errors.length > 0)
        box.importErrors([
          text('importFailed'),
          ...status.errors.map((e) =>
            t('expenses.import.rowError', { line: e.line, field: e.field, message: server(e.message) }),
          ),
        ]);
      else if (status.status === 'failed')
        box.danger(status.failureReason ? server(status.failureReason) : t('expenses.import.failed'));
      else box.success(t('expenses.import.done', { count: status.rowsImported }));
    } catch (error) {
      if (isAbort(error)) return;
      if (again && step.step === 'finished') setStep(step);
      else setStep({ step: 'uploaded', importId });
      box.error(error);
    } finally {
      abort.current = null;
    }
  };

  /** Removes the waiting import; true once it is removed. */
  const remove = async (importId: string) => {
    setStep({ step: 'removing', importId });
    try {
      await removeImport(props.kind, importId);
      setFile(null);
      setStep({ step: 'choose' });
      box.success(t('expenses.import.removed'));
      return true;
    } catch (error) {
      setStep({ step: 'uploaded', importId });
      box.error(error);
      return false;
    }
  };

  const [downloading, template] = useBusyAction(async () => {
    await downloadTemplate(props.kind);
  });

  /**
   * Closing leaves nothing behind unasked: an uploaded file waiting for Process could not be reached again (no
   * list shows waiting imports), so the user chooses between removing it and closing, or staying to process it.
   */
  const hide = async () => {
    if (busy) return;
    if (step.step === 'uploaded') {
      const removeIt = await confirm({
        message: t('expenses.import.closeWaiting'),
        danger: true,
        acceptLabel: t('expenses.import.closeRemove'),
        rejectLabel: t('expenses.import.closeKeep'),
      });
      if (!removeIt || !(await remove(step.importId))) return;
    }
    props.onHide();
  };

  const footer = (
    <div className="expense-dialog-footer">
      <Button
        type="button"
        label={t('expenses.import.template')}
        icon="pi pi-download"
        link
        onClick={() => void template()}
        loading={downloading}
      />
      <span className="expenses-spacer" />
      {step.step === 'uploading' && (
        <Button type="button" label={t('expenses.import.cancel')} text onClick={() => abort.current?.abort()} />
      )}
      {!busy && <Button type="button" label={t('expenses.import.close')} text onClick={() => void hide()} />}
      {step.step === 'choose' && (
        <Button
          type="button"
          label={t('expenses.import.upload')}
          icon="pi pi-upload"
          onClick={() => void upload()}
          disabled={!file}
        />
      )}
      {(step.step === 'uploaded' || step.step === 'removing' || step.step === 'processing') && (
        <>
          <Button
            type="button"
            label={t('expenses.import.remove')}
            icon="pi pi-trash"
            severity="danger"
            outlined
            onClick={() => void remove(step.importId)}
            disabled={step.step !== 'uploaded'}
            loading={step.step === 'removing'}
          />
          <Button
            type="button"
            label={t('expenses.import.process')}
            icon="pi pi-cog"
            onClick={() => void process(step.importId)}
            disabled={step.step !== 'uploaded'}
            loading={step.step === 'processing'}
          />
        </>
      )}
      {step.step === 'finished' && step.status.status === 'failed' && step.status.failureReason && (
        <Button
          type="button"
          label={t('expenses.import.retry')}
          icon="pi pi-refresh"
          onClick={() => void process(step.status.importId, true)}
        />
      )}
      {step.step === 'finished' && (
        <Button
          type="button"
          label={t('expenses.import.another')}
          icon="pi pi-file-import"
          outlined
          onClick={() => {
            setFile(null);
            setStep({ step: 'choose' });
          }}
        />
      )}
    </div>
  );

  const status = step.step === 'processing' || step.step === 'finished' ? step.status : null;
  return (
    <AppDialog
      header={t(`expenses.import.title.${props.kind}`)}
      visible
      onHide={() => void hide()}
      footer={footer}
      closable={!busy}
      style={{ width: 'min(46rem, 95vw)' }}
    >
      {step.step === 'choose' && <CsvDropZone texts="expenses.import" onFiles={choose} />}
      {file && (
        <ChosenFile file={file}>
          {step.step === 'uploaded' && <span> — {t('expenses.import.waiting')}</span>}
        </ChosenFile>
      )}
      {problem && <Message severity="error" text={problem.message ? server(problem.message) : text('onlyCsv')} />}
      {step.step === 'uploading' && (
        <ImportProgress
          texts="expenses.import"
          phase={{ phase: 'uploading', loaded: step.loaded, total: step.total }}
          processLabel={t('expenses.import.processProgress')}
        />
      )}
      {step.step === 'processing' && (
        <ProcessingProgress
          status={status}
          label={t('expenses.import.processProgress')}
          text={(progress) =>
            !status
              ? t('expenses.import.processing')
              : progress
                ? t('expenses.import.processingRowsOf', {
                    read: status.rowsRead,
                    total: progress.totalRows,
                    percent: progress.percent,
                    imported: status.rowsImported,
                  })
                : t('expenses.import.processingRows', { read: status.rowsRead, imported: status.rowsImported })
          }
        />
      )}
      {step.step === 'finished' && (
        <div className="expense-import-errors" role={status && status.errors.length > 0 ? 'alert' : 'status'}>
          <p>{t('expenses.import.summary', { imported: step.status.rowsImported, read: step.status.rowsRead })}</p>
          {step.status.status === 'failed' && step.status.failureReason && (
            <Message severity="error" text={server(step.status.failureReason)} />
          )}
          {step.status.errors.length > 0 && (
            <>
              <p>{text('importFailed')}</p>
              <ul aria-label={t('expenses.import.badRows')}>
                {step.status.errors.map((e) => (
                  <li key={`${e.line}-${e.field}`}>
                    {t('expenses.import.rowError', { line: e.line, field: e.field, message: server(e.message) })}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </AppDialog>
  );
}

/**
 * A running import's progress: rows read of the rows the file should hold and the share of the file read, as a
 * bar that fills (the processor records it every 250 rows); a moving bar until the first record.
 */
function ProcessingProgress(props: {
  status: ImportStatus | null;
  label: string;
  text: (progress: ReturnType<typeof processingProgress>) => string;
}) {
  const progress = props.status ? processingProgress(props.status) : null;
  return (
    <div className="expense-import-progress" role="status" aria-live="polite">
      <span>{props.text(progress)}</span>
      {progress ? (
        <ProgressBar value={progress.percent} aria-label={props.label} />
      ) : (
        <ProgressBar mode="indeterminate" style={{ height: '0.5rem' }} aria-label={props.label} />
      )}
    </div>
  );
}
