import { pipeline, type Readable } from 'node:stream';
import { parse } from 'csv-parse';
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
 * table: retailer and tactic). A header lacking required columns fails the file at line 1.
 */
export async function streamExpenseRows(
  input: Readable,
  opts: { kind: InvoiceKind; batchSize: number; checkRow: (row: ExpenseRow) => Promise<Record<string, string>> },
  /** `rowsRead`: the rows read so far, good and bad; `bytesRead`: how far into the file (progress). */
  onBatch: (rows: LineRow[], rowsRead: number, bytesRead: number) => Promise<void>,
  onError: (error: RowError) => void,
): Promise<{ rowsRead: number }> {
  let header: string[] = [];
  const parser = parse({
    columns: (names: string[]) => (header = names.map((h) => h.trim())),
    bom: true,
    skip_empty_lines: true,
    relax_column_count: true,
    info: true,
  });
  // A file that breaks half way (the connection to S3 lost) fails the parser, so the loop below throws and the
  // import is marked failed; a bare pipe() would leave the error unhandled and end the process.
  pipeline(input, parser, () => undefined);
  let batch: LineRow[] = [];
  let rowsRead = 0;
  let headerChecked = false;
  let bytesRead = 0;
  for await (const { record, info } of parser as AsyncIterable<{
    record: Record<string, string>;
    info: { lines: number; bytes: number };
  }>) {
    if (!headerChecked) {
      headerChecked = true;
      const missing = missingColumns(opts.kind, header);
      if (missing.length) {
        onError({ line: 1, field: missing[0], message: expenseMessages.missingColumns(missing) });
        parser.destroy();
        return { rowsRead: 0 };
      }
    }
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
  return { rowsRead };
}
