import type { Readable } from 'node:stream';
import { importFileMessages } from '../../../shared/imports/fileProblems';
import { csvRecords } from '../imports/csvRecords';
import {
  checkExpenseRow,
  expenseMessages,
  missingColumns,
  type InvoiceKind,
  type ExpenseRow,
} from '../../../shared/expenses/rules';

export interface RowError {
  line: number;
  field: string;
  message: string;
}

/** A checked row with the CSV line it was read from. */
export type LineRow = ExpenseRow & { line: number };

/**
 * Streams an expense CSV of a kind (never the whole file in memory) and hands checked rows to `onBatch` in
 * batches; each bad field of a row is reported with its line and column (`checkRow` adds checks that need the
 * table: retailer and tactic). A header lacking required columns fails the file at line 1, with rows or without;
 * a header with no rows under it is reported at line 1 too. A file the CSV reader cannot read throws
 * UnreadableCsvError (its line and cause).
 */
export async function streamExpenseRows(
  input: Readable,
  opts: { kind: InvoiceKind; batchSize: number; checkRow: (row: ExpenseRow) => Promise<Record<string, string>> },
  /** `rowsRead`: the rows read so far, good and bad; `bytesRead`: how far into the file (progress). */
  onBatch: (rows: LineRow[], rowsRead: number, bytesRead: number) => Promise<void>,
  onError: (error: RowError) => void,
): Promise<{ rowsRead: number }> {
  let header: string[] = [];
  const records = csvRecords(input, {
    columns: (names: string[]) => (header = names.map((h) => h.trim())),
    bom: true,
    skip_empty_lines: true,
    relax_column_count: true,
  });
  let batch: LineRow[] = [];
  let rowsRead = 0;
  let headerChecked = false;
  let bytesRead = 0;
  /** Whether the header has the kind's columns; when not, the file's one problem is reported at line 1. */
  const headerFits = () => {
    headerChecked = true;
    const missing = missingColumns(opts.kind, header);
    if (missing.length) onError({ line: 1, field: missing[0], message: expenseMessages.missingColumns(missing) });
    return missing.length === 0;
  };
  for await (const { record, info } of records) {
    // Leaving the loop early stops the reader (the generator's return destroys the parser).
    if (!headerChecked && !headerFits()) return { rowsRead: 0 };
    rowsRead++;
    bytesRead = info.bytes;
    const checked = checkExpenseRow(opts.kind, record);
    const errors = 'errors' in checked ? checked.errors : await opts.checkRow(checked.row);
    const fields = Object.keys(errors);
    if (fields.length || !('row' in checked)) {
      for (const field of fields) onError({ line: info.lines, field, message: errors[field] });
      continue;
    }
    batch.push({ ...checked.row, line: info.lines });
    if (batch.length >= opts.batchSize) {
      await onBatch(batch, rowsRead, bytesRead);
      batch = [];
    }
  }
  if (batch.length) await onBatch(batch, rowsRead, bytesRead);
  // A header line alone (or an empty file) never reached the loop's check.
  if (!headerChecked && headerFits()) onError({ line: 1, field: 'file', message: importFileMessages.noRows });
  return { rowsRead };
}
