import { pipeline, type Readable } from 'node:stream';
import { CsvError, parse, type Options } from 'csv-parse';
import { importFileMessages } from '../../../shared/imports/fileProblems';

/** A record of the file with the line it ends on and how far into the file it is. */
export interface CsvRecord {
  record: Record<string, string>;
  info: { lines: number; bytes: number };
}

/**
 * The file stops being CSV the reader can read at `line` (an unclosed quote, say): the user's to fix, not a
 * failure Retry would get past. Its message names the line and the cause.
 */
export class UnreadableCsvError extends Error {
  constructor(
    readonly line: number,
    readonly code: string,
  ) {
    super(importFileMessages.unreadable(line, code));
    this.name = 'UnreadableCsvError';
  }
}

/**
 * Where the reader's error puts the file's first unreadable line: an unclosed quote is only noticed at the end of
 * the file, so it is named by the line its record starts on (the one after the last record read); the other
 * errors by the line the reader was on. Null for an error that is not the reader's (the object could not be read).
 */
function unreadableAt(error: unknown, lastRecordLine: number): UnreadableCsvError | null {
  if (!(error instanceof CsvError)) return null;
  const line = error.code === 'CSV_QUOTE_NOT_CLOSED' ? lastRecordLine + 1 : Number(error.lines) || lastRecordLine + 1;
  return new UnreadableCsvError(line, error.code);
}

/**
 * Streams a CSV's records (never the whole file in memory) with csv-parse: `columns` names the header's cells,
 * every record comes with its line. A file the reader cannot read throws UnreadableCsvError naming the line and
 * the cause; a stream that breaks (the connection to S3 lost) throws its own error, a failure Retry may get past.
 */
export async function* csvRecords(
  input: Readable,
  options: Omit<Options, 'columns' | 'info' | 'on_record'> & { columns: (header: string[]) => string[] },
): AsyncGenerator<CsvRecord> {
  // The line the last record (or the header) ended on, as the reader parsed it (ahead of what was consumed).
  let lastRecordLine = 0;
  const parser = parse({
    ...options,
    columns: (header: string[]) => {
      lastRecordLine = parser.info.lines;
      return options.columns(header);
    },
    info: true,
    on_record: (record: unknown, context: { lines: number }) => {
      lastRecordLine = context.lines;
      return record;
    },
  });
  // A bare pipe() would leave an error of the input unhandled and end the process; pipeline hands it to the parser.
  pipeline(input, parser, () => undefined);
  try {
    for await (const record of parser as AsyncIterable<CsvRecord>) yield record;
  } catch (error) {
    throw unreadableAt(error, lastRecordLine) ?? error;
  } finally {
    parser.destroy();
  }
}
