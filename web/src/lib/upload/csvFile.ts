import { MAX_UPLOAD_BYTES } from '../../../../shared/constants';

/** Why a choice of files cannot be imported (specs 02 and 03: exactly one .csv file, at most 50 MB). */
export type CsvFileProblem = 'count' | 'type' | 'size' | 'empty';

export const MAX_IMPORT_MEGABYTES = MAX_UPLOAD_BYTES / (1024 * 1024);

/** The one file to import, or the reason the choice is refused. */
export function checkCsvFiles<F extends { name: string; size: number }>(
  files: readonly F[],
): { file: F } | { problem: CsvFileProblem } {
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
