import { MAX_UPLOAD_BYTES } from '../../../../../shared/constants';

/** Why a choice of files cannot be imported (spec 03, section 5: one .csv file only, at most 50 MB). */
export type ImportFileProblem = 'count' | 'type' | 'size' | 'empty';

export const MAX_IMPORT_MEGABYTES = MAX_UPLOAD_BYTES / (1024 * 1024);

/** The one file to import, or the reason the choice is refused. */
export function checkImportFiles<F extends { name: string; size: number }>(
  files: readonly F[],
): { file: F } | { problem: ImportFileProblem } {
  if (files.length !== 1) return { problem: 'count' };
  const [file] = files as [F];
  if (!/\.csv$/i.test(file.name)) return { problem: 'type' };
  if (file.size === 0) return { problem: 'empty' };
  if (file.size > MAX_UPLOAD_BYTES) return { problem: 'size' };
  return { file };
}

/** A byte count as a reader expects it (KB below a megabyte). */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** A whole percentage of a progress, never above 100 (a total of 0 counts as not started). */
export const percentOf = (done: number, total: number) =>
  total > 0 ? Math.min(100, Math.max(0, Math.round((done / total) * 100))) : 0;

/**
 * How far a running import is: the share of the file read (bytes) and the rows it should hold in all, estimated
 * from the rows read so far (the processor streams the file, it never counts its rows first); null before the
 * first progress is recorded.
 */
export function processingProgress(status: { rowsRead: number; bytesRead: number; fileBytes: number }) {
  if (status.fileBytes <= 0 || status.bytesRead <= 0) return null;
  return {
    percent: percentOf(status.bytesRead, status.fileBytes),
    totalRows: Math.max(status.rowsRead, Math.round((status.rowsRead * status.fileBytes) / status.bytesRead)),
  };
}
