import type { InvoiceKind } from '../../../shared/expenses/rules';
import { importRecords, type ImportRecord } from '../imports/importRecords';
import { importKey } from './expenseKeys';

type ImportStatus = 'uploading' | 'queued' | 'processing' | 'done' | 'failed' | 'removed';

/** An expense import (`EXPIMPORT#{importId}`), updated as the processor streams its file. */
export interface ExpenseImport extends ImportRecord {
  kind: InvoiceKind;
  status: ImportStatus;
  /** The retailers the importer may see when they started it: rows of any other are refused. */
  retailerScope: 'all' | number[];
  rowsRead: number;
  rowsImported: number;
  rowsSkipped: number;
  /** How far the processor has read into the file, of its size (bytes; imports processed before had neither). */
  bytesRead?: number;
  fileBytes?: number;
  /** When Process (or Retry) queued it, and when the processor claimed it: a stuck import is told by them. */
  queuedAt?: string;
  startedAt?: string;
  /** Why it failed, for its importer (a stuck import, processing that stopped); null or absent otherwise. */
  failureReason?: string | null;
}

/**
 * The records' lifecycle (functions/domain/imports/importRecords.ts): uploading, then queued by Process (or Retry),
 * claimed once, done or failed; or removed. A stuck import's reason is its `failureReason`.
 */
export const expenseImports = importRecords<ExpenseImport, string>({
  recordKey: importKey,
  refOf: (record) => record.importId,
  stuckFields: (failureReason) => ({ failureReason }),
  logFields: (record) => ({ kind: record.kind }),
});
