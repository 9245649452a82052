import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../lib/i18n';
import type { FollowedStatus, ImportPhase } from '../../lib/upload/importFlow';
import { AppDialog } from '../dialog';
import { useBusyAction, useMessageBox } from '../messageBox';
import { ChosenFile, CsvDropZone, ImportProgress, useCsvChoice } from './CsvImport';

/** What every followed import's status carries: its bad rows (line and field) and how many rows it has read. */
interface UploadStatus extends FollowedStatus {
  rowsRead: number;
  errors: { line: number; field: string; message: string }[];
}

/**
 * The dialog of a CSV import processed on arrival (locations, inventory): one .csv file of at most 50 MB chosen or
 * dropped (nothing happens until Process Upload), the template's download, the upload straight to S3 with its bar
 * (Cancel stops it; closing is refused while the file is on its way), then the server's rows read and imported as
 * they come, and at the end its problems by line: listed in the dialog until it is closed or another file is
 * chosen, and kept in the message box for 30 s, so closing the dialog does not lose them. `texts` is the area's
 * i18n prefix (`title`, `template`, `cancel`, `close`, `process`, `processing`, `stillRunning`, `rowError`,
 * `problems.*` and the drop zone's and progress's texts); the import passes what differs.
 */
export function CsvUploadDialog<S extends UploadStatus>(props: {
  texts: string;
  visible: boolean;
  onHide: () => void;
  intro?: ReactNode;
  /** Uploads the file and follows it (web/src/lib/upload/importFlow.ts); null when still running after the wait. */
  run: (file: File, onPhase: (phase: ImportPhase<S>) => void, signal: AbortSignal) => Promise<S | null>;
  /** Rows read and imported (or set) so far, for the progress line. */
  progressOf: (status: S) => { rowsRead: number; rowsImported: number };
  template: () => Promise<void> | void;
  /**
   * Tells the user how the import ended (the message box; null: still running after the wait); true when it ended
   * cleanly and the dialog may close.
   */
  onResult: (status: S | null) => boolean;
  /** The lines the message box keeps 30 s (null: none), given how the dialog words a problem. */
  problemLines: (status: S, rowError: (problem: S['errors'][number]) => string) => readonly string[] | null;
  /** The line above the dialog's list of problems. */
  summary: (status: S) => string;
  /** A problem's server text in the user's language. */
  message: (text: string) => string;
  /** How many problems the server counted beyond the ones it listed. */
  more?: (status: S) => number;
}) {
  const { t } = useTranslation();
  const { texts } = props;
  const box = useMessageBox();
  const { file, setFile, problem, setProblem, choose: chooseFile } = useCsvChoice();
  const [phase, setPhase] = useState<ImportPhase<S> | null>(null);
  const [result, setResult] = useState<S | null>(null);
  const abort = useRef<AbortController | null>(null);
  const running = phase !== null;

  useEffect(() => () => abort.current?.abort(), []);

  const choose = (files: FileList | File[] | null) => {
    if (chooseFile(files)) setResult(null);
  };

  const [downloading, template] = useBusyAction(async () => {
    await props.template();
  });

  const rowError = (e: S['errors'][number]) =>
    t(`${texts}.rowError`, { line: e.line, field: e.field, message: props.message(e.message) });

  const process = async () => {
    if (!file) return;
    const controller = new AbortController();
    abort.current = controller;
    setResult(null);
    try {
      const status = await props.run(file, setPhase, controller.signal);
      if (!status) {
        props.onResult(null);
        box.warning(t(`${texts}.stillRunning`));
        return;
      }
      setResult(status);
      const lines = props.problemLines(status, rowError);
      if (lines) box.importErrors(lines);
      if (props.onResult(status)) {
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

  const progress: ImportPhase<{ rowsRead: number; rowsImported: number }> | null =
    phase?.phase === 'processing'
      ? { phase: 'processing', status: phase.status && props.progressOf(phase.status) }
      : phase;
  const more = result && props.more ? props.more(result) : 0;

  return (
    <AppDialog
      header={t(`${texts}.title`)}
      visible={props.visible}
      onHide={hide}
      closable={!running}
      style={{ width: 'min(44rem, 95vw)' }}
      footer={
        <div className="csv-upload-footer">
          <Button
            type="button"
            label={t(`${texts}.template`)}
            icon="pi pi-download"
            link
            onClick={() => void template()}
            loading={downloading}
          />
          <span className="csv-upload-spacer" />
          {running && phase.phase === 'uploading' && (
            <Button type="button" label={t(`${texts}.cancel`)} text onClick={() => abort.current?.abort()} />
          )}
          {!running && <Button type="button" label={t(`${texts}.close`)} text onClick={hide} />}
          <Button
            type="button"
            label={t(`${texts}.process`)}
            icon="pi pi-upload"
            onClick={() => void process()}
            disabled={!file || running}
            loading={running}
          />
        </div>
      }
    >
      {props.intro}
      <CsvDropZone texts={texts} disabled={running} onFiles={choose} />
      {file && <ChosenFile file={file} />}
      {problem && (
        <Message
          severity="error"
          text={problem.message ? translateMessage(t, problem.message) : t(`${texts}.problems.count`)}
          className="csv-upload-message"
        />
      )}
      {progress && <ImportProgress texts={texts} phase={progress} processLabel={t(`${texts}.processing`)} />}
      {result && result.errors.length > 0 && (
        <div className="csv-import-problems" role="alert">
          <p>{props.summary(result)}</p>
          <ul>
            {result.errors.map((e, i) => (
              <li key={`${i}-${e.line}-${e.field}`}>{rowError(e)}</li>
            ))}
          </ul>
          {more > 0 && <p>{t(`${texts}.more`, { count: more })}</p>}
        </div>
      )}
    </AppDialog>
  );
}
