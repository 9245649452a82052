import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { importColumns } from '../../shared/expenses/rules';
import { inventoryMessages } from '../../shared/tactics/inventory';
import { ownFreshMarketProgram } from '../support/catalog';
import { importCsv as importExpenses } from '../support/expenses';
import { uploadCsv, waitForImport } from '../support/imports';
import { callApi, idTokenOf } from '../support/session';

/**
 * What every CSV import (locations, expenses, inventory) says about the file itself: a file the CSV reader cannot
 * read ends failed with its line and cause and no Retry advice; a header without the required columns is refused
 * whatever the row count; a right header with no rows is not a success.
 */
const run = randomUUID().slice(0, 6).toUpperCase();
let admin: string;
let planner: string;
let programId: number;
let fm: number;

beforeAll(async () => {
  [admin, planner] = await Promise.all([idTokenOf('admin@demo.local'), idTokenOf('planner@demo.local')]);
  programId = (await ownFreshMarketProgram(planner, `Import file ${run}`)).programId;
  const retailers = (await callApi('GET', 'retailers', { token: admin })).json.data.items as {
    retailerName: string;
    id: number;
  }[];
  fm = retailers.find((r) => r.retailerName === 'Fresh Market Co.')!.id;
});

/** A right header with no rows under it (shared/imports/fileProblems.ts, word for word). */
const NO_ROWS =
  'The file has no rows to import: it holds only its header line. Add the rows under the header and import it again.';

const unclosedAtLine3 = {
  line: 3,
  field: 'file',
  message:
    'The file cannot be read from line 3: a value opens a quote (") that is never closed. ' +
    'Correct the file and import it again; rows already imported are not added twice.',
};
const noRows = { line: 1, field: 'file', message: NO_ROWS };

/** No text of the import suggests that Retry (the same file read again) would help. */
const expectNoRetryAdvice = (status: { errors: { message: string }[]; failureReason?: string | null }) => {
  expect(status.failureReason ?? null).toBeNull();
  for (const error of status.errors) expect(error.message).not.toMatch(/retry/i);
};

async function importLocations(csv: string) {
  const path = `programs/${programId}`;
  const importId = await uploadCsv(planner, `${path}/import-shipping-location`, 'stores.csv', csv);
  return waitForImport(planner, `${path}/imports/${importId}`);
}

async function importInventory(csv: string) {
  const importId = await uploadCsv(admin, 'inventory', 'stock.csv', csv);
  return waitForImport(admin, `inventory/${importId}`);
}

describe('a location import', () => {
  const header = 'attention,companyName,address1,address2,city,state,zip,country,phone';

  it('ends failed at the line of an unclosed quote, with its cause and no retry advice', async () => {
    const status = await importLocations(
      `${header}\nA,FM,1 Quote St,,Chicago,IL,60601,US,\nB,"FM,2 Quote St,,Chicago,IL,60601,US,\nC,FM,3 Quote St,,Chicago,IL,60601,US,\n`,
    );
    expect(status.status).toBe('failed');
    expect(status.errors[0]).toEqual(unclosedAtLine3);
    expect(status.errorMessage).toContain('Line 3, file: The file cannot be read from line 3');
    expectNoRetryAdvice(status);
  });

  it('refuses a header without the required columns, with rows or without', async () => {
    const lacking = {
      line: 1,
      field: 'address1',
      message: 'The file lacks the column(s) address1, city, state, zip, country',
    };
    const withRow = await importLocations('name,street\nA,1 Main St\n');
    const headerOnly = await importLocations('name,street\n');
    for (const status of [withRow, headerOnly]) {
      expect(status).toMatchObject({ rowsImported: 0, errors: [lacking] });
      expect(status.errorMessage).toContain('The file lacks the column(s) address1, city, state, zip, country');
    }
  });

  it('says a right header with no rows had no rows to import', async () => {
    const status = await importLocations(`${header}\n`);
    expect(status).toMatchObject({ rowsImported: 0, errors: [noRows] });
    expect(status.errorMessage).toContain(NO_ROWS);
  });
});

describe('an expense import', () => {
  const header = importColumns.po.join(',');

  it('ends failed at the line of an unclosed quote, with its cause and no retry advice', async () => {
    const status = await importExpenses(
      planner,
      'po',
      `${header}\nPO-${run}-1,INV-1,03/16/2026,Acme,${fm},,10.00,\nPO-${run}-2,"INV-2,03/16/2026,Acme,${fm},,10.00,\nPO-${run}-3,INV-3,03/16/2026,Acme,${fm},,10.00,\n`,
    );
    expect(status.status).toBe('failed');
    expect(status.errors[0]).toEqual(unclosedAtLine3);
    expectNoRetryAdvice(status);
  });

  it('refuses a header without the required columns, with rows or without', async () => {
    const lacking = {
      line: 1,
      field: 'poNumber',
      message: 'The file lacks the column(s) poNumber, invoiceNumber, invoiceDate, vendor, retailerId',
    };
    const withRow = await importExpenses(planner, 'po', 'promoCode,amount\nP-1,1\n');
    const headerOnly = await importExpenses(planner, 'po', 'promoCode,amount\n');
    for (const status of [withRow, headerOnly]) expect(status).toMatchObject({ rowsImported: 0, errors: [lacking] });
  });

  it('says a right header with no rows had no rows to import', async () => {
    const status = await importExpenses(planner, 'coupon', `${importColumns.coupon.join(',')}\n`);
    expect(status).toMatchObject({ rowsRead: 0, rowsImported: 0, errors: [noRows] });
  });
});

describe('an inventory import', () => {
  it('ends failed at the line of an unclosed quote, with its cause and no retry advice', async () => {
    const status = await importInventory(`sku,stock\nNOPE-${run}-1,1\n"NOPE-${run}-2,2\nNOPE-${run}-3,3\n`);
    expect(status.status).toBe('failed');
    expect(status.errors[0]).toEqual(unclosedAtLine3);
    expectNoRetryAdvice(status);
  });

  it('refuses a header without the required columns, with rows or without', async () => {
    const lacking = { line: 1, field: 'file', message: inventoryMessages.missingColumns };
    for (const csv of ['item,quantity\nX,1\n', 'item,quantity\n'])
      expect(await importInventory(csv)).toMatchObject({ rowsUpdated: 0, errors: [lacking] });
  });

  it('says a right header with no rows had no rows to import', async () => {
    expect(await importInventory('sku,stock\n')).toMatchObject({ rowsRead: 0, rowsUpdated: 0, errors: [noRows] });
  });
});
