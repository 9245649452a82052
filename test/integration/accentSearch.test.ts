import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownFreshMarketProgram, ownProgramWithTactics } from '../support/catalog';
import { header, importCsv, saveAndSubmitPo } from '../support/expenses';
import { productionProgram } from '../support/production';
import { callApi, idTokenOf, stack } from '../support/session';

/*
 * The lists whose search runs against a text stored on their items (a DynamoDB `contains` filter) ignore accents
 * as the in-memory searches do: each finds its item named 'Café Crème …' by 'cafe creme …'. A text stored before
 * (lower case with its accents) is found after the backfill that a stack seeded before runs once at its start.
 */
const run = randomUUID().slice(0, 6);
const named = `Café Crème ${run}`;
const sought = `cafe creme ${run}`;
let admin: string;
let planner: string;
let approver: string;
let production: string;
let approvedId: number;
let draftId: number;
let locationId: string;
let poId: string;
const db = DynamoDBDocumentClient.from(new DynamoDBClient({}));
afterAll(() => db.destroy());

type Row = { id: number | string };
type Rows = { items?: Row[]; locations?: Row[] };
const read = async (token: string, path: string, query: Record<string, string>): Promise<Row[]> => {
  const answer = await callApi('GET', path, { token, query });
  expect(answer.status, answer.text).toBe(200);
  const data = answer.json.data as Rows;
  return data.items ?? data.locations ?? [];
};

beforeAll(async () => {
  [admin, planner, approver, production] = await Promise.all(
    ['admin', 'planner', 'approver', 'production'].map((u) => idTokenOf(`${u}@demo.local`)),
  );
  approvedId = (await productionProgram({ admin, planner, approver, name: `${named} approved` })).programId;
  const draft = await ownFreshMarketProgram(planner, `${named} draft`);
  draftId = draft.programId;
  // A location of the draft's retailer, in the address book and selected for the draft.
  const location = await callApi('POST', `shippinglocation/${draftId}`, {
    token: planner,
    body: {
      attention: 'Receiving',
      companyName: `${named} store`,
      address1: '1 Main St',
      city: 'Chicago',
      state: 'IL',
      zip: '60601',
      country: 'US',
    },
  });
  expect(location.status, location.text).toBe(200);
  locationId = location.json.data.id;
  // A PO line described 'Café Crème …' on a tactic of a program of its own, submitted and approved (payable).
  const brandId = (await callApi('GET', 'brands', { token: admin })).json.data.items[0].id as number;
  const { tacticIds } = await ownProgramWithTactics({
    admin,
    planner,
    retailer: { id: draft.retailerId, store: 'FM-001' },
    brandId,
    name: `Accents ${run}`,
    tactics: 1,
    vendor: 'Acme Wire',
  });
  const code = `PO-${run}-A`;
  const done = await importCsv(
    admin,
    'po',
    `${header('po')}\n${code},INV-1,03/15/2026,Acme Wire,${draft.retailerId},${tacticIds[0]},100.25,${named} print\n`,
  );
  expect(done.errors).toEqual([]);
  const lines = (await callApi('GET', 'expensesmanagment/expenses-po', { token: admin, query: { searchTerm: code } }))
    .json.data.items as Row[];
  poId = String(lines[0].id);
  const submitted = await saveAndSubmitPo(admin, poId, [{ invoiceId: poId, isSelected: true }]);
  expect(submitted.status, submitted.text).toBe(200);
  const approved = await callApi('PUT', 'expensesmanagment/po-reconciliation-approve', {
    token: approver,
    body: { id: poId },
  });
  expect(approved.status, approved.text).toBe(200);
}, 180_000);

/** Each list searched by 'cafe creme …', and the id of the item named 'Café Crème …' it must find. */
const lists: [string, () => Promise<Row[]>, () => number | string][] = [
  [
    'Program Status, a budget year',
    () => read(planner, 'programs/status-list', { fiscalYear: '2026', searchTerm: sought }),
    () => draftId,
  ],
  [
    'Program Status, one status',
    () => read(approver, 'programs/status-list', { fiscalYear: '2026', statusId: '30', searchTerm: sought }),
    () => approvedId,
  ],
  ['My Campaigns', () => read(planner, 'campaigns/MyCampaignsContainer', { searchTerm: sought }), () => draftId],
  ['My Campaigns, Drafts', () => read(planner, 'programs/draft', { searchTerm: sought }), () => draftId],
  [
    'Production Processing',
    () => read(production, 'programs/productionfiles', { fiscalYear: '2026', searchTerm: sought }),
    () => approvedId,
  ],
  [
    'the address book',
    () => read(planner, 'programs/addressbook', { retailerId: locationId.split('.')[0], searchTerm: sought }),
    () => locationId,
  ],
  [
    "a program's distribution grid",
    () => read(planner, `programs/shippinglocation/${draftId}`, { searchTerm: sought }),
    () => locationId,
  ],
  ['the PO lines', () => read(admin, 'expensesmanagment/expenses-po', { searchTerm: sought }), () => poId],
  ['the wire report', () => read(admin, 'report/wire', { searchTerm: sought }), () => poId],
];

describe('a search of a list read from DynamoDB', () => {
  it.each(lists)("finds the item named 'Café Crème' by 'cafe creme': %s", async (_list, search, id) => {
    const ids = (await search()).map((row) => (row as { poId?: string }).poId ?? row.id);
    expect(ids, `nothing found by '${sought}'`).toContain(id());
  });

  it('still finds it by its accents, in any case', async () => {
    const rows = await read(planner, 'programs/status-list', { fiscalYear: '2026', searchTerm: `CAFÉ crème ${run}` });
    expect(rows.map((r) => r.id)).toContain(draftId);
  });
});

describe('the backfill of a stack seeded before', () => {
  // The migration folds each item the Scan of the whole table finds (test/integration/migrations.test.ts runs it on
  // a table of its own); here the same fold, on the items this test wrote back as the old code wrote them, in the
  // stack's table that the lists read (a Scan of it, which every test file fills, would take minutes here).
  it('folds the search texts stored with their accents, so the lists find them by their unaccented name', async () => {
    // Imported here, so the searches above are told apart from the backfill on code without it.
    const { foldItemSearchTexts } = await import('../../functions/domain/migrations/foldSearchTexts');
    const TableName = stack().dynamodb.tableName;
    const [retailer, hash] = locationId.split('.');
    // As the code before wrote them: the name in lower case, accents kept.
    const before: [Record<string, string>, string, string][] = [
      [{ PK: `PROGRAM#${draftId}`, SK: 'P#PROGRAM' }, 'searchName', `${named} draft`.toLowerCase()],
      [{ PK: `ADDRESSBOOK#R${retailer}`, SK: `LOC#${hash}` }, 'searchText', `${named} store`.toLowerCase()],
      [
        { PK: `EXPENSE#${poId}`, SK: 'EXPENSE' },
        'searchText',
        `po-${run}-a\ninv-1\nacme wire\n${named} print`.toLowerCase(),
      ],
    ];
    for (const [Key, attribute, text] of before)
      await db.send(
        new UpdateCommand({
          TableName,
          Key,
          UpdateExpression: 'SET #a = :text',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeNames: { '#a': attribute },
          ExpressionAttributeValues: { ':text': text },
        }),
      );
    const [program, book, po] = [lists[0], lists[5], lists[7]];
    for (const [, search, id] of [program, book, po]) expect((await search()).map((r) => r.id)).not.toContain(id());

    const fold = async () => {
      let changed = 0;
      for (const [Key] of before) {
        const { Item } = await db.send(new GetCommand({ TableName, Key, ConsistentRead: true }));
        changed += await foldItemSearchTexts(db, TableName, Item!);
      }
      return changed;
    };
    expect(await fold()).toBe(3);
    for (const [list, search, id] of [program, book, po])
      expect(
        (await search()).map((r) => r.id),
        `${list} after the backfill`,
      ).toContain(id());
    // Run again, it finds nothing left to fold.
    expect(await fold()).toBe(0);
  });
});
