import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { importTemplate, streamLocationRows, type RowError } from './locationImport';

/** A right header with no rows under it (shared/imports/fileProblems.ts, word for word). */
const NO_ROWS =
  'The file has no rows to import: it holds only its header line. Add the rows under the header and import it again.';

const known = { knownStates: new Set(['IL', 'NY']), knownCountries: new Set(['US']) };

async function run(csv: string, batchSize = 2) {
  const batches: number[] = [];
  const errors: RowError[] = [];
  const result = await streamLocationRows(
    Readable.from([csv]),
    { ...known, batchSize },
    async (rows) => void batches.push(rows.length),
    (e) => void errors.push(e),
  );
  return { ...result, batches, errors };
}

describe('streaming a locations CSV', () => {
  it('reads the template and hands valid rows over in batches', async () => {
    const csv = `${importTemplate}Front desk,Fresh Market Co.,2 Main St,,Chicago,il,60601,us,\nBack,FM,3 Main St,,Chicago,IL,60601,US,\n`;
    const result = await run(csv);
    expect(result).toMatchObject({ rowsRead: 3, batches: [2, 1], errors: [] });
  });

  it('reports each bad row with its line number and field, and keeps going', async () => {
    const csv =
      'attention,companyName,address1,address2,city,state,zip,country,phone\nA,B,1 Main,,Chicago,IL,60601,US,\nA,B,,,Chicago,ZZ,60601,US,\nA,B,5 Main,,Chicago,IL,60601,FR,\n';
    const result = await run(csv);
    expect(result.errors).toEqual([
      { line: 3, field: 'address1', message: 'Address1 is required' },
      { line: 3, field: 'state', message: 'Unknown state ZZ.' },
      { line: 4, field: 'country', message: 'Unknown country FR.' },
    ]);
    expect(result.batches).toEqual([1]);
  });

  it('accepts a byte-order mark and spaces around headers', async () => {
    const csv =
      '\uFEFF attention , companyName,address1,address2,city,state,zip,country,phone\nA,B,1 Main,,Chicago,IL,60601,US,\n';
    expect((await run(csv)).batches).toEqual([1]);
  });

  it('fails a file whose header lacks the required columns at line 1, with rows or without', async () => {
    const lacking = {
      line: 1,
      field: 'address1',
      message: 'The file lacks the column(s) address1, city, state, zip, country',
    };
    expect(await run('name,street\nA,1 Main\n')).toEqual({ rowsRead: 0, batches: [], errors: [lacking] });
    expect(await run('name,street\n')).toEqual({ rowsRead: 0, batches: [], errors: [lacking] });
  });

  it('reports a right header with no rows under it', async () => {
    expect(await run(importTemplate.split('\n')[0] + '\n\n')).toEqual({
      rowsRead: 0,
      batches: [],
      errors: [{ line: 1, field: 'file', message: NO_ROWS }],
    });
  });

  it('throws the line and cause of a file the CSV reader cannot read', async () => {
    const csv = `${importTemplate}Front desk,"Fresh Market Co.,2 Main St,,Chicago,IL,60601,US,\nBack,FM,3 Main St,,Chicago,IL,60601,US,\n`;
    await expect(run(csv)).rejects.toMatchObject({ name: 'UnreadableCsvError', line: 3 });
  });

  it('fails, instead of ending the process, when the file breaks half way', async () => {
    const breaking = new Readable({ read() {} });
    breaking.push(`${importTemplate}Front desk,Fresh Market Co.,2 Main St,,Chicago,IL,60601,US,\n`);
    setTimeout(() => breaking.destroy(new Error('other side closed')), 10);
    await expect(
      streamLocationRows(
        breaking,
        { ...known, batchSize: 100 },
        async () => undefined,
        () => undefined,
      ),
    ).rejects.toThrow('other side closed');
  });
});
