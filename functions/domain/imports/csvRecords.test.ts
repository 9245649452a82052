import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { importFileMessages } from '../../../shared/imports/fileProblems';
import { csvRecords, UnreadableCsvError } from './csvRecords';

/** Reads a CSV as the imports do; answers the records' lines and how the reading ended. */
async function read(csv: string | Readable) {
  const lines: number[] = [];
  try {
    for await (const { info } of csvRecords(typeof csv === 'string' ? Readable.from([csv]) : csv, {
      columns: (header) => header,
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }))
      lines.push(info.lines);
    return { lines, error: null };
  } catch (error) {
    return { lines, error: error as Error };
  }
}

describe('reading an import CSV', () => {
  it('hands over each record with the line it ends on', async () => {
    expect(await read('a,b\n1,2\n\n"3\n4",5\n')).toEqual({ lines: [2, 5], error: null });
  });

  it('names the line where an unclosed quote starts, though the reader notices it at the end of the file', async () => {
    const { error } = await read('a,b\n1,2\n3,"4\n5,6\n7,8\n');
    expect(error).toBeInstanceOf(UnreadableCsvError);
    expect(error).toMatchObject({ line: 3, code: 'CSV_QUOTE_NOT_CLOSED' });
    expect(error!.message).toBe(
      'The file cannot be read from line 3: a value opens a quote (") that is never closed. ' +
        'Correct the file and import it again; rows already imported are not added twice.',
    );
    expect(error!.message).not.toMatch(/retry/i);
  });

  it('names line 2 for an unclosed quote in the first row, and line 1 in the header', async () => {
    expect((await read('a,b\r\n"1,2\r\n3,4\r\n')).error).toMatchObject({ line: 2 });
    expect((await read('"a,b\n1,2\n')).error).toMatchObject({ line: 1 });
  });

  it('names the line and the cause of other unreadable quotes', async () => {
    const closing = (await read('a,b\n1,2\n3,"4"x\n5,6\n')).error;
    expect(closing).toMatchObject({ line: 3, code: 'CSV_INVALID_CLOSING_QUOTE' });
    expect(closing!.message).toContain('a quoted value has other characters after its closing quote (")');
    const opening = (await read('a,b\n1,2\n3,4"5\n')).error;
    expect(opening).toMatchObject({ line: 3, code: 'INVALID_OPENING_QUOTE' });
    expect(opening!.message).toBe(importFileMessages.unreadable(3, 'INVALID_OPENING_QUOTE'));
  });

  it("passes on a stream that breaks as it is: not the file's fault", async () => {
    const breaking = new Readable({ read() {} });
    breaking.push('a,b\n1,2\n');
    setTimeout(() => breaking.destroy(new Error('other side closed')), 10);
    const { error } = await read(breaking);
    expect(error).not.toBeInstanceOf(UnreadableCsvError);
    expect(error!.message).toBe('other side closed');
  });
});
