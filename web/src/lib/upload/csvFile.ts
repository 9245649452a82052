import { MAX_UPLOAD_BYTES } from '../../../../shared/constants';
import { checkUploadFile, type UploadProblem, type UploadRefusal } from './pictureFile';

/** Why a choice of files cannot be imported (specs 02 and 03: exactly one .csv file, at most 50 MB). */
export type CsvFileProblem = 'count' | UploadProblem;

export const MAX_IMPORT_MEGABYTES = MAX_UPLOAD_BYTES / (1024 * 1024);

/**
 * The one file to import, or why the choice is refused: not one file, or the file refused as the server would
 * refuse it (`checkUploadFile`, naming it: not a .csv, empty, above 50 MB).
 */
export function checkCsvFiles<F extends { name: string; size: number }>(
  files: readonly F[],
): { file: F } | { problem: 'count' } | UploadRefusal {
  if (files.length !== 1) return { problem: 'count' };
  const [file] = files as [F];
  const checked = checkUploadFile('csv', { name: file.name, type: '', size: file.size });
  return 'problem' in checked ? checked : { file };
}

/**
 * A file's size as a reader expects it, the one way every list, upload and progress line shows it: bytes, KB or MB
 * (1 KB = 1,024 bytes), one decimal below 10 KB or MB. A 102-byte file read '1 KB' in the document library.
 */
export function fileSizeText(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${kb < 10 ? kb.toFixed(1) : Math.round(kb)} KB`;
  const mb = kb / 1024;
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}

/** A whole percentage of a progress, never above 100 (a total of 0 counts as not started). */
export const percentOf = (done: number, total: number) =>
  total > 0 ? Math.min(100, Math.max(0, Math.round((done / total) * 100))) : 0;
