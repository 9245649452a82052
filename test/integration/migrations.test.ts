import { randomUUID } from 'node:crypto';
import { DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedMarker, kindListKey, tacticSumKey } from '../../functions/domain/expenses/expenseKeys';
import { ledgerKey } from '../../functions/domain/ledger/ledgerRepository';
import { menuPartition } from '../../functions/domain/siteSetup/siteSetupRepository';
import { migrations, type Migration } from '../../functions/domain/migrations/migrations';
import { migrationRecordKey, runPendingMigrations } from '../../functions/domain/migrations/runMigrations';
import { ensureTable } from '../../scripts/local/dynamodb';
import { stack } from '../support/session';

/*
 * Data migrations (docs/decisions.md, 'Migrations'): each runs once per table, recorded, whether a deployed
 * stage's seed or a local stack's start runs them. Each test has a table of its own, as a stage that has never
 * run them.
 */
const db = DynamoDBDocumentClient.from(new DynamoDBClient({}));
const tables: string[] = [];

async function freshTable(): Promise<string> {
  const name = `migrations-${randomUUID().slice(0, 8)}`;
  await ensureTable(stack().dynamodb.endpoint, stack().region, name);
  tables.push(name);
  return name;
}

afterAll(async () => {
  for (const TableName of tables) await db.send(new DeleteTableCommand({ TableName }));
  db.destroy();
});

/** A migration that writes one item and counts its runs. */
function counting(name: string, fail = false) {
  const migration = {
    name,
    runs: 0,
    async run(client: DynamoDBDocumentClient, TableName: string) {
      migration.runs++;
      if (fail) throw new Error(`${name} failed`);
      await client.send(new PutCommand({ TableName, Item: { PK: 'TEST', SK: name } }));
      return 1;
    },
  };
  return migration satisfies Migration;
}

describe('running the migrations', () => {
  it('runs each one the table has no record of once, in order, and records it', async () => {
    const table = await freshTable();
    const [first, second] = [counting('first'), counting('second')];
    expect(await runPendingMigrations(db, table, [first, second])).toEqual([
      { name: 'first', changed: 1 },
      { name: 'second', changed: 1 },
    ]);
    const record = (await db.send(new GetCommand({ TableName: table, Key: migrationRecordKey('second') }))).Item;
    expect(record).toMatchObject({ changed: 1, startedAt: expect.any(String), finishedAt: expect.any(String) });

    // The next deploy brings a third: only it runs.
    const third = counting('third');
    expect(await runPendingMigrations(db, table, [first, second, third])).toEqual([{ name: 'third', changed: 1 }]);
    expect([first.runs, second.runs, third.runs]).toEqual([1, 1, 1]);
  });

  it('does not record one that fails, runs none after it, and starts it again at the next run', async () => {
    const table = await freshTable();
    const failing = counting('failing', true);
    const after = counting('after');
    await expect(runPendingMigrations(db, table, [failing, after])).rejects.toThrow('failing failed');
    expect(after.runs).toBe(0);

    const fixed = counting('failing');
    expect(await runPendingMigrations(db, table, [fixed, after])).toEqual([
      { name: 'failing', changed: 1 },
      { name: 'after', changed: 1 },
    ]);
  });

  it('has names that are unique, as their records are kept under them', () => {
    const names = migrations.map((migration) => migration.name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe("the product's migrations", () => {
  let table: string;
  beforeAll(async () => {
    table = await freshTable();
  });

  it('mark the tactics of PO lines approved before the approve wrote the marker, and fold stored search texts, once', async () => {
    // As the code before wrote them: an approved line and a confirmed one, their tactics without the marker.
    for (const [id, status, tacticId] of [
      ['po-1', 'approved', '7-1'],
      ['po-2', 'confirmed', '7-2'],
      ['po-3', 'assigned', '7-3'],
    ])
      await db.send(
        new PutCommand({
          TableName: table,
          Item: {
            PK: `EXPENSE#${id}`,
            SK: 'EXPENSE',
            GSI1PK: kindListKey('po'),
            GSI1SK: `2026-03-15#${id}`,
            id,
            status,
            tacticId,
          },
        }),
      );
    await db.send(
      new PutCommand({
        TableName: table,
        Item: { PK: 'PROGRAM#9', SK: 'P#PROGRAM', searchName: 'café crème pop-up', name: 'Café Crème Pop-up' },
      }),
    );
    // Programs counted on the ledger before its rows named them: a draft funded by two brands, a cancelled one.
    const budgetLines = [5, 6].map((brandId) => ({ brandId, atlTarget: 100, btlTarget: 0 }));
    for (const [id, statusId] of [
      [10, 10],
      [11, 50],
    ])
      await db.send(
        new PutCommand({
          TableName: table,
          Item: { PK: `PROGRAM#${id}`, SK: 'P#PROGRAM', id, statusId, fiscalYear: 2026, retailerId: 3, budgetLines },
        }),
      );
    // My Planner as the seed put it before it followed My Campaigns' claim.
    await putMenu(table, 'myplanner', 'Program', 'View');
    const runs = await runPendingMigrations(db, table);
    expect(runs.map((r) => r.name)).toEqual(migrations.map((m) => m.name));
    expect(await menuOf(table, 'myplanner')).toMatchObject({ resourceName: 'Campaign', claimName: 'View', version: 2 });
    const named = async (brandId: number) =>
      (await db.send(new GetCommand({ TableName: table, Key: ledgerKey(2026, 3, brandId) }))).Item?.programIds;
    expect([await named(5), await named(6)]).toEqual([new Set([10]), new Set([10])]);

    const marker = async (tacticId: string) =>
      (await db.send(new GetCommand({ TableName: table, Key: tacticSumKey(tacticId) }))).Item?.[closedMarker.status];
    expect([await marker('7-1'), await marker('7-2'), await marker('7-3')]).toEqual([
      'approved',
      'confirmed',
      undefined,
    ]);
    const program = (await db.send(new GetCommand({ TableName: table, Key: { PK: 'PROGRAM#9', SK: 'P#PROGRAM' } })))
      .Item;
    expect(program).toMatchObject({ searchName: 'cafe creme pop-up', name: 'Café Crème Pop-up' });
    expect(await runPendingMigrations(db, table)).toEqual([]);
  });

  it('leave a menu claim an administrator chose, and put no menu entry a stage does not have', async () => {
    const chosen = await freshTable();
    await putMenu(chosen, 'myplanner', 'Reports', 'View');
    await runPendingMigrations(db, chosen);
    expect(await menuOf(chosen, 'myplanner')).toMatchObject({ resourceName: 'Reports', claimName: 'View', version: 1 });

    const empty = await freshTable();
    await runPendingMigrations(db, empty);
    expect(await menuOf(empty, 'myplanner')).toBeUndefined();
  });
});

/** A menu entry as the seed writes it, with this claim. */
async function putMenu(TableName: string, id: string, resourceName: string, claimName: string) {
  await db.send(
    new PutCommand({
      TableName,
      Item: { PK: menuPartition.pk, SK: menuPartition.sk(id), id, resourceName, claimName, version: 1 },
    }),
  );
}

const menuOf = async (TableName: string, id: string) =>
  (await db.send(new GetCommand({ TableName, Key: { PK: menuPartition.pk, SK: menuPartition.sk(id) } }))).Item;
