import { percentOf } from '../../../lib/upload/csvFile';

export { checkCsvFiles as checkImportFiles, fileSizeText, percentOf } from '../../../lib/upload/csvFile';

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
