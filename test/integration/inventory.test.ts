import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { inventoryMessages } from '../../shared/tactics/inventory';
import { uploadCsv, waitForImport } from '../support/imports';
import { callApi, idTokenOf } from '../support/session';

/** The inventory upload (`POST inventory`, `GET inventory/{importId}`): a CSV of SKU and stock sets catalog stock. */
let admin: string;
let planner: string;
const run = randomUUID().slice(0, 6).toUpperCase();

beforeAll(async () => {
  [admin, planner] = await Promise.all(['admin', 'planner'].map((u) => idTokenOf(`${u}@demo.local`)));
});

/** A catalog tactic of the test's own with a SKU (a copy of the demo Floor Display's fields). */
async function tacticWithSku(sku: string): Promise<number> {
  const found = await callApi('GET', 'tactics/all', { token: admin, query: { searchTerm: 'Floor Display' } });
  const source = (await callApi('GET', `tactics/edit/${found.json.data.items[0].id}`, { token: admin })).json.data;
  const created = await callApi('POST', 'tactics', {
    token: admin,
    body: {
      tacticName: `Stocked ${sku}`,
      description: source.description,
      tacticTypeId: source.tacticTypeId,
      productTypeId: source.productTypeId,
      deliveryMethodId: source.deliveryMethodId,
      unitCost: 10,
      sku,
      active: true,
    },
  });
  expect(created.status, created.text).toBe(200);
  return created.json.data.id;
}

async function uploadInventory(csv: string, token = admin) {
  const importId = await uploadCsv(token, 'inventory', 'stock.csv', csv);
  return waitForImport(token, `inventory/${importId}`);
}

describe('the inventory upload', () => {
  it("sets each known SKU's stock and reports unknown SKUs and bad rows with their lines", async () => {
    const first = await tacticWithSku(`INV-${run}-A`);
    const second = await tacticWithSku(`INV-${run}-B`);
    const before = (await callApi('GET', `tactics/edit/${first}`, { token: admin })).json.data;
    // Columns in any case and order; SKUs compared as the catalog does (trimmed, any case).
    const csv = [
      'Stock,SKU',
      `15,inv-${run}-a`,
      `"1,200", INV-${run}-B `,
      `7,NOPE-${run}`,
      `ten,INV-${run}-A`,
      '3,',
      '',
    ].join('\n');
    const status = await uploadInventory(csv);
    expect(status).toMatchObject({ status: 'done', rowsRead: 5, rowsUpdated: 2, errorCount: 3 });
    expect(status.errors).toEqual([
      { line: 4, field: 'sku', message: inventoryMessages.unknownSku(`NOPE-${run}`) },
      { line: 5, field: 'stock', message: inventoryMessages.stockNotANumber },
      { line: 6, field: 'sku', message: inventoryMessages.skuRequired },
    ]);
    const after = (await callApi('GET', `tactics/edit/${first}`, { token: admin })).json.data;
    expect(after.inventoryStock).toBe(15);
    // The version moved: an admin form read before the upload cannot write the old stock back.
    expect(after.version).toBe(before.version + 1);
    const stale = await callApi('POST', 'tactics', { token: admin, body: { ...before, inventoryStock: 1 } });
    expect(stale.status).toBe(409);
    expect((await callApi('GET', `tactics/edit/${second}`, { token: admin })).json.data.inventoryStock).toBe(1200);
    // The catalog lists carry the item id and the stock, and sort by stock.
    const list = await callApi('GET', 'tactics/all', {
      token: planner,
      query: { searchTerm: `INV-${run}`, sortBy: 'inventoryStock', sortDirection: 'desc' },
    });
    expect(list.status, list.text).toBe(200);
    expect(list.json.data.items.map((t: { sku: string; inventoryStock: number }) => [t.sku, t.inventoryStock])).toEqual(
      [
        [`INV-${run}-B`, 1200],
        [`INV-${run}-A`, 15],
      ],
    );
  });

  it('processing the same file again sets the same stock', async () => {
    const id = await tacticWithSku(`INV-${run}-C`);
    const csv = `sku,stock\nINV-${run}-C,40\n`;
    expect(await uploadInventory(csv)).toMatchObject({ status: 'done', rowsUpdated: 1, errorCount: 0 });
    expect(await uploadInventory(csv)).toMatchObject({ status: 'done', rowsUpdated: 1, errorCount: 0 });
    expect((await callApi('GET', `tactics/edit/${id}`, { token: admin })).json.data.inventoryStock).toBe(40);
  });

  it('says so when the file lacks the columns', async () => {
    const status = await uploadInventory('item,quantity\nX,1\n');
    expect(status).toMatchObject({ status: 'done', rowsUpdated: 0 });
    expect(status.errors).toEqual([{ line: 1, field: 'file', message: inventoryMessages.missingColumns }]);
  });

  it('takes only a .csv file, and only from those who administer the catalog', async () => {
    const notCsv = await callApi('POST', 'inventory', {
      token: admin,
      body: { fileName: 'stock.txt', contentType: 'text/plain', size: 10 },
    });
    expect(notCsv.status).toBe(400);
    expect(notCsv.json.error.fileName, 'the refusal names the file').toEqual([
      'stock.txt was not uploaded: only a .csv file can be imported here.',
    ]);
    const planned = await callApi('POST', 'inventory', {
      token: planner,
      body: { fileName: 'stock.csv', contentType: 'text/csv', size: 10 },
    });
    expect(planned.status).toBe(403);
  });
});
