import type { Readable } from 'node:stream';
import {
  addressErrors,
  addressFieldNames,
  deliveryMessages,
  deliveryServerMessages,
  type AddressFields,
} from '../../../shared/delivery/rules';
import { importFileMessages, missingFrom } from '../../../shared/imports/fileProblems';
import { csvRecords } from '../imports/csvRecords';

/** The columns of the import template, in order: the address fields. */
const importColumns = addressFieldNames;
/** The columns a location needs (spec 02, 'Shipping location'): a header without one fails the file at line 1. */
const requiredColumns = ['address1', 'city', 'state', 'zip', 'country'] as const;
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
 * each bad row is reported with its line number and field. Codes must be known states and countries. A header
 * lacking a required column fails the file at line 1, with rows or without; a header with no rows under it is
 * reported at line 1 too. A file the CSV reader cannot read throws UnreadableCsvError (its line and cause).
 */
export async function streamLocationRows(
  input: Readable,
  opts: { batchSize: number; knownStates: Set<string>; knownCountries: Set<string> },
  onBatch: (rows: AddressFields[]) => Promise<void>,
  onError: (error: RowError) => void,
): Promise<{ rowsRead: number }> {
  let header: string[] = [];
  const records = csvRecords(input, {
    columns: (names: string[]) => (header = names.map((h) => h.trim())),
    bom: true,
    skip_empty_lines: true,
    trim: true,
    relax_column_count: true,
  });
  let headerChecked = false;
  /** Whether the header has the required columns; when not, the file's one problem is reported at line 1. */
  const headerFits = () => {
    headerChecked = true;
    const missing = missingFrom(requiredColumns, header);
    if (missing.length) onError({ line: 1, field: missing[0], message: importFileMessages.missingColumns(missing) });
    return missing.length === 0;
  };
  let batch: AddressFields[] = [];
  let rowsRead = 0;
  for await (const { record, info } of records) {
    // Leaving the loop early stops the reader (the generator's return destroys the parser).
    if (!headerChecked && !headerFits()) return { rowsRead: 0 };
    rowsRead++;
    const address: AddressFields = Object.fromEntries(importColumns.map((c) => [c, record[c] ? record[c] : null]));
    address.state = address.state?.toUpperCase() ?? null;
    address.country = address.country?.toUpperCase() ?? null;
    const errors = addressErrors(address);
    if (address.state && !errors.state && !opts.knownStates.has(address.state))
      errors.state = [deliveryServerMessages.unknownState(address.state)];
    if (address.country && !errors.country && !opts.knownCountries.has(address.country))
      errors.country = [deliveryServerMessages.unknownCountry(address.country)];
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
  // A header line alone (or an empty file) never reached the loop's check.
  if (!headerChecked && headerFits()) onError({ line: 1, field: 'file', message: importFileMessages.noRows });
  return { rowsRead };
}
