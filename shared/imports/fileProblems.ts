/**
 * What a CSV import says about the file itself, whatever it imports (locations, expenses, inventory;
 * docs/decisions.md, 'Import recovery'): a header without the columns the import needs, a header with no rows
 * under it, and a file the CSV reader cannot read past a line. Each is the user's to fix in the file: none of them
 * suggests Retry, which would read the same file the same way.
 */

/** Why the CSV reader stopped, by the code csv-parse gives its error (`unknown`: any other code). */
export const unreadableCauses: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a value opens a quote (") that is never closed',
  CSV_INVALID_CLOSING_QUOTE: 'a quoted value has other characters after its closing quote (")',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'a quoted value has other characters after its closing quote (")',
  INVALID_OPENING_QUOTE:
    'a value holds a quote (") without being quoted itself (quote the whole value and write the quote twice: "")',
  unknown: 'the text there is not valid CSV',
};

export const importFileMessages = {
  missingColumns: (columns: readonly string[]) => `The file lacks the column(s) ${columns.join(', ')}`,
  noRows:
    'The file has no rows to import: it holds only its header line. Add the rows under the header and import it again.',
  unreadable: (line: number, code: string) =>
    `The file cannot be read from line ${line}: ${unreadableCauses[code] ?? unreadableCauses.unknown}. ` +
    'Correct the file and import it again; rows already imported are not added twice.',
} as const;

/** The columns of `required` the header lacks (names compared as the import reads them). */
export const missingFrom = (required: readonly string[], header: readonly string[]) =>
  required.filter((column) => !header.includes(column));
