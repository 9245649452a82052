import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { importTemplate } from '../../../shared/expenses/rules';
import { streamExpenseRows, type RowError } from './expenseImport';

/** A right header with no rows under it (shared/imports/fileProblems.ts, word for word). */
const NO_ROWS =
  'The file has no rows to import: it holds only its header line. Add the rows under the header and import it again.';

async function run(csv: string, batchSize = 2) {
  const batches: number[][] = [];
  const errors: RowError[] = [];
  const result = await streamExpenseRows(
    Readable.from([csv]),
    {
      kind: 'po',
      batchSize,
      checkRow: async (row): Promise<Record<string, string>> =>
        row.retailerId === 9 ? { retailerId: 'Unknown retailer' } : {},
    },
    async (rows) => void batches.push(rows.map((r) => r.line)),
    (e) => void errors.push(e),
  );
  return { ...result, batches, errors };
}

describe('streaming an expense CSV', () => {
  it('hands checked rows over in batches with their lines', async () => {
    const csv = `${importTemplate('po')}PO-2,INV-2,03/16/2026,Acme,1,,10.00,\nPO-3,INV-3,03/17/2026,Acme,1,,"1,000",\n`;
    expect(await run(csv)).toEqual({ rowsRead: 3, batches: [[2, 3], [4]], errors: [] });
  });

  it('reports each bad row with its line and field, including the checks against the table', async () => {
    const header = 'poNumber,invoiceNumber,invoiceDate,vendor,retailerId,tacticId,amount,description';
    const csv = `${header}\nPO-1,INV-1,03/16/2026,Acme,1,,abc,\nPO-2,INV-2,03/16/2026,Acme,9,,1,\nPO-3,INV-3,03/16/2026,Acme,1,,1,\n`;
    const result = await run(csv);
    expect(result.errors).toEqual([
      { line: 2, field: 'amount', message: 'Amount must be a number like 1,234.56 or (1,234.56)' },
      { line: 3, field: 'retailerId', message: 'Unknown retailer' },
    ]);
    expect(result.batches).toEqual([[4]]);
  });

  it('fails a file whose header lacks columns at line 1', async () => {
    const result = await run('poNumber,amount\nPO-1,1\n');
    expect(result.errors).toEqual([
      {
        line: 1,
        field: 'invoiceNumber',
        message: 'The file lacks the column(s) invoiceNumber, invoiceDate, vendor, retailerId',
      },
    ]);
    expect(result.rowsRead).toBe(0);
  });

  it('fails a header-only file lacking columns the same way, and reports a right header with no rows', async () => {
    expect((await run('promoCode,amount\n')).errors).toEqual([
      {
        line: 1,
        field: 'poNumber',
        message: 'The file lacks the column(s) poNumber, invoiceNumber, invoiceDate, vendor, retailerId',
      },
    ]);
    expect((await run('')).errors[0]).toMatchObject({ line: 1, field: 'poNumber' });
    expect(await run(importTemplate('po').split('\n')[0] + '\n')).toEqual({
      rowsRead: 0,
      batches: [],
      errors: [{ line: 1, field: 'file', message: NO_ROWS }],
    });
  });

  it('throws the line and cause of a file the CSV reader cannot read', async () => {
    const csv = `${importTemplate('po')}PO-2,"INV-2,03/16/2026,Acme,1,,10.00,\nPO-3,INV-3,03/17/2026,Acme,1,,1,\n`;
    await expect(run(csv)).rejects.toMatchObject({ name: 'UnreadableCsvError', line: 3 });
  });

  it('fails, instead of ending the process, when the file breaks half way', async () => {
    const breaking = new Readable({ read() {} });
    breaking.push(`${importTemplate('po')}PO-2,INV-2,03/16/2026,Acme,1,,10.00,\n`);
    setTimeout(() => breaking.destroy(new Error('other side closed')), 10);
    await expect(
      streamExpenseRows(
        breaking,
        { kind: 'po', batchSize: 100, checkRow: async () => ({}) },
        async () => undefined,
        () => undefined,
      ),
    ).rejects.toThrow('other side closed');
  });
});
