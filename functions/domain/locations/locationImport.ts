import { pipeline, type Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { addressErrors, deliveryMessages, type AddressFields } from '../../../shared/delivery/rules';

/** The columns of the import template, in order. */
const importColumns = [
  'attention',
  'companyName',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
  'country',
  'phone',
] as const;
export const importTemplate = `${importColumns.join(',')}\nReceiving,Fresh Market Co.,1 Main St,Dock 4,Chicago,IL,60601,US,555-0100\n`;

export interface RowError {
  line: number;
  field: string;
  message: string;
}

/** The error text the import modal shows for 30 seconds: the spec's sentence and the bad lines. */
export const importErrorMessage = (errors: RowError[], total: number) =>
  total === 0
    ? null
    : `${deliveryMessages.importFailed}:\n${errors.map((e) => `Line ${e.line}, ${e.field}: ${e.message}`).join('\n')}${total > errors.length ? `\n… and ${total - errors.length} more.` : ''}`;

/**
 * Streams a locations CSV (never the whole file in memory) and hands valid addresses to `onBatch` in batches;
 * each bad row is reported with its line number and field. Codes must be known states and countries.
 */
export async function streamLocationRows(
  input: Readable,
  opts: { batchSize: number; knownStates: Set<string>; knownCountries: Set<string> },
  onBatch: (rows: AddressFields[]) => Promise<void>,
  onError: (error: RowError) => void,
): Promise<{ rowsRead: number }> {
  const parser = parse({
    columns: (header: string[]) => header.map((h) => h.trim()),
    bom: true,
    skip_empty_lines: true,
    trim: true,
    relax_column_count: true,
    info: true,
  });
  // A file that breaks half way (the connection to S3 lost) fails the parser, so the loop below throws and the
  // import is marked failed; a bare pipe() would leave the error unhandled and end the process.
  pipeline(input, parser, () => undefined);
  let batch: AddressFields[] = [];
  let rowsRead = 0;
  for await (const { record, info } of parser as AsyncIterable<{
    record: Record<string, string>;
    info: { lines: number };
  }>) {
    rowsRead++;
    const address: AddressFields = Object.fromEntries(importColumns.map((c) => [c, record[c] ? record[c] : null]));
    address.state = address.state?.toUpperCase() ?? null;
    address.country = address.country?.toUpperCase() ?? null;
    const errors = addressErrors(address);
    if (address.state && !errors.state && !opts.knownStates.has(address.state))
      errors.state = [`Unknown state ${address.state}.`];
    if (address.country && !errors.country && !opts.knownCountries.has(address.country))
      errors.country = [`Unknown country ${address.country}.`];
    const fields = Object.keys(errors);
    if (fields.length) {
      for (const field of fields) onError({ line: info.lines, field, message: errors[field][0] });
      continue;
    }
    batch.push(address);
    if (batch.length >= opts.batchSize) {
      await onBatch(batch);
      batch = [];
    }
  }
  if (batch.length) await onBatch(batch);
  return { rowsRead };
}
