import './upload.css';
import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  checkCsvFiles,
  fileSizeText,
  MAX_IMPORT_MEGABYTES,
  percentOf,
  type CsvFileProblem,
} from '../../lib/upload/csvFile';

/** Why the last choice of an import's file was refused: several files, or one refused naming it (`message`). */
export interface CsvRefusal {
  problem: CsvFileProblem;
  /** The server's words for the refused file, naming it (English: shown through `translateMessage`). */
  message?: string;
}

/**
 * The file chosen for an import, or why the last choice was refused: `choose` checks the files given (exactly one
 * .csv file, at most 50 MB) and says whether there were any. A refused choice keeps the file chosen before.
 */
export function useCsvChoice() {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<CsvRefusal | null>(null);
  const choose = (files: FileList | File[] | null): boolean => {
    const list = [...(files ?? [])];
    if (!list.length) return false;
    const checked = checkCsvFiles(list);
    if ('file' in checked) setFile(checked.file);
    setProblem('file' in checked ? null : checked);
    return true;
  };
  return { file, setFile, problem, setProblem, choose };
}

/**
 * Where the file of an import is chosen: dropped on the zone or picked with the button (the input itself is
 * hidden). `texts` is the area's i18n prefix, with its `dropHere`, `choose` and `fileLabel`.
 */
export function CsvDropZone({
  texts,
  disabled = false,
  onFiles,
}: {
  texts: string;
  disabled?: boolean;
  onFiles: (files: FileList | File[] | null) => void;
}) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  return (
    <div
      className={`csv-drop-zone${dragging ? ' csv-drop-zone-active' : ''}`}
      onDragOver={(e) => {
        e.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e) => {
        e.preventDefault();
        setDragging(false);
        if (!disabled) onFiles(e.dataTransfer.files);
      }}
    >
      <i className="pi pi-file-import" aria-hidden />
      <p>{t(`${texts}.dropHere`, { size: MAX_IMPORT_MEGABYTES })}</p>
      <Button
        type="button"
        label={t(`${texts}.choose`)}
        icon="pi pi-folder-open"
        outlined
        size="small"
        onClick={() => input.current?.click()}
        disabled={disabled}
      />
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        className="csv-file-input"
        aria-label={t(`${texts}.fileLabel`)}
        onChange={(e) => {
          onFiles(e.target.files);
          e.target.value = '';
        }}
      />
    </div>
  );
}

/** The chosen file with its size, and what the dialog says of it (waiting for Process). */
export function ChosenFile({ file, children }: { file: File; children?: ReactNode }) {
  return (
    <p className="csv-file-chosen">
      <i className="pi pi-file" aria-hidden /> {file.name}{' '}
      <span className="csv-muted">({fileSizeText(file.size)})</span>
      {children}
    </p>
  );
}

/** How far an import is: preparing, the upload's bytes, or the server's rows read and imported so far. */
export type ImportProgressPhase =
  | { phase: 'starting' }
  | { phase: 'uploading'; loaded: number; total: number }
  | { phase: 'processing'; status: { rowsRead: number; rowsImported: number } | null };

/**
 * The progress of an import, announced politely: a bar of the upload's bytes, then a running bar while the
 * server processes. `texts` is the area's i18n prefix (`uploading`, `uploadProgress`, `processing`,
 * `processingRows`, `starting`); `processLabel` names the processing bar.
 */
export function ImportProgress({
  texts,
  phase,
  processLabel,
}: {
  texts: string;
  phase: ImportProgressPhase;
  processLabel: string;
}) {
  const { t } = useTranslation();
  const percent = phase.phase === 'uploading' ? percentOf(phase.loaded, phase.total) : 0;
  return (
    <div className="csv-import-progress" role="status" aria-live="polite">
      {phase.phase === 'starting' && <span>{t(`${texts}.starting`)}</span>}
      {phase.phase === 'uploading' && (
        <span>
          {t(`${texts}.uploading`, {
            percent,
            loaded: fileSizeText(phase.loaded),
            total: fileSizeText(phase.total),
          })}
        </span>
      )}
      {phase.phase === 'processing' && (
        <span>
          {phase.status
            ? t(`${texts}.processingRows`, { read: phase.status.rowsRead, imported: phase.status.rowsImported })
            : t(`${texts}.processing`)}
        </span>
      )}
      {phase.phase === 'uploading' ? (
        <ProgressBar value={percent} aria-label={t(`${texts}.uploadProgress`)} />
      ) : (
        <ProgressBar mode="indeterminate" style={{ height: '0.5rem' }} aria-label={processLabel} />
      )}
    </div>
  );
}
