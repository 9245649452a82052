import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFailureMessages } from '../../shared/imports/stuck';
import { ownFreshMarketProgram } from '../support/catalog';
import { header, importCsv } from '../support/expenses';
import { callApi, idTokenOf } from '../support/session';

const run = randomUUID().slice(0, 6);
const db = DynamoDBDocumentClient.from(new DynamoDBClient({}));
const table = process.env.TABLE_NAME!;
let planner: string;
let retailerId: number;

beforeAll(async () => {
  planner = await idTokenOf('planner@demo.local');
  const retailers = (await callApi('GET', 'retailers', { token: planner })).json.data.items as {
    retailerName: string;
    id: number;
  }[];
  retailerId = retailers.find((r) => r.retailerName === 'Fresh Market Co.')!.id;
});
afterAll(() => db.destroy());

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** What a crashed processor or a lost event leaves behind: the import's state, written as it was left. */
async function leaveStuck(key: Record<string, string>, status: string, times: Record<string, string>) {
  const names = Object.keys(times);
  await db.send(
    new UpdateCommand({
      TableName: table,
      Key: key,
      UpdateExpression: `SET #status = :status, GSI1PK = :open, GSI1SK = :since, ${names.map((_, i) => `#t${i} = :t${i}`).join(', ')}`,
      ExpressionAttributeNames: { '#status': 'status', ...Object.fromEntries(names.map((n, i) => [`#t${i}`, n])) },
      ExpressionAttributeValues: {
        ':status': status,
        ':open': 'IMPORTS#OPEN',
        ':since': `${times.createdAt ?? minutesAgo(120)}#stuck`,
        ...Object.fromEntries(names.map((n, i) => [`:t${i}`, times[n]])),
      },
    }),
  );
}

async function waitForExpenseImport(importId: string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const status = (await callApi('GET', `expensesmanagment/imports/${importId}`, { token: planner })).json.data;
    if (['done', 'failed'].includes(status.status) || Date.now() > deadline) return status;
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('an expense import stuck in processing', () => {
  it('is marked failed with its reason, and Retry processes the same file again without doubling a line', async () => {
    const csv = [
      header('po'),
      `PO-R${run}-1,INV-1,03/15/2026,Acme Print,${retailerId},,10.00,Stuck once`,
      `PO-R${run}-2,INV-2,03/16/2026,Acme Print,${retailerId},,20.00,Stuck once`,
    ].join('\n');
    const first = await importCsv(planner, 'po', csv);
    expect(first).toMatchObject({ status: 'done', rowsImported: 2, failureReason: null });

    // Its processor died half way through (a Lambda that ran out of time): 'processing' since an hour ago.
    await leaveStuck({ PK: `EXPIMPORT#${first.importId}`, SK: 'IMPORT' }, 'processing', { startedAt: minutesAgo(60) });
    const stuck = (await callApi('GET', `expensesmanagment/imports/${first.importId}`, { token: planner })).json.data;
    expect(stuck).toMatchObject({ status: 'failed', failureReason: importFailureMessages.stopped });

    // Another user may not retry it; its importer may, once.
    const other = await callApi('PUT', `expensesmanagment/imports/${first.importId}/retry`, {
      token: await idTokenOf('admin@demo.local'),
    });
    expect(other.status).toBe(404);
    const retried = await callApi('PUT', `expensesmanagment/imports/${first.importId}/retry`, { token: planner });
    expect(retried.status, retried.text).toBe(200);
    expect(retried.json.data).toMatchObject({ status: 'queued', failureReason: null, rowsImported: 0 });
    const again = await callApi('PUT', `expensesmanagment/imports/${first.importId}/retry`, { token: planner });
    expect(again.status).toBe(409);

    const done = await waitForExpenseImport(first.importId);
    expect(done).toMatchObject({ status: 'done', rowsRead: 2, rowsImported: 0, rowsSkipped: 2, failureReason: null });
    const lines = await callApi('GET', 'expensesmanagment/expenses-po', {
      token: planner,
      query: { searchTerm: `PO-R${run}-` },
    });
    expect(lines.json.data.items.map((l: { code: string }) => l.code).sort()).toEqual([`PO-R${run}-1`, `PO-R${run}-2`]);
  });

  it('refuses a Retry of an import that has not failed', async () => {
    const done = await importCsv(
      planner,
      'po',
      `${header('po')}\nPO-R${run}-3,INV-3,03/15/2026,Acme,${retailerId},,1,`,
    );
    const answer = await callApi('PUT', `expensesmanagment/imports/${done.importId}/retry`, { token: planner });
    expect(answer.status).toBe(409);
  });
});

describe('a location import whose file never arrived', () => {
  it('is marked failed after its upload window, the reason as its one error', async () => {
    const { programId } = await ownFreshMarketProgram(planner, `Import recovery ${run}`);
    const started = await callApi('POST', `programs/${programId}/import-shipping-location`, {
      token: planner,
      body: { fileName: 'stores.csv', contentType: 'text/csv', size: 10 },
    });
    expect(started.status).toBe(200);
    const importId = started.json.data.importId as string;
    const path = `programs/${programId}/imports/${importId}`;
    expect((await callApi('GET', path, { token: planner })).json.data.status).toBe('waiting');

    await leaveStuck({ PK: `PROGRAM#${programId}`, SK: `IMPORT#${importId}` }, 'waiting', {
      createdAt: minutesAgo(90),
    });
    const stuck = (await callApi('GET', path, { token: planner })).json.data;
    expect(stuck.status).toBe('failed');
    expect(stuck.errors).toEqual([{ line: 0, field: 'file', message: importFailureMessages.notUploaded }]);
    expect(stuck.errorMessage).toContain(importFailureMessages.notUploaded);
  });
});

describe('the stuck-import sweep', () => {
  it('marks a stuck import failed with nobody reading it (the local stack runs it every minute)', async () => {
    const done = await importCsv(
      planner,
      'po',
      `${header('po')}\nPO-R${run}-4,INV-4,03/15/2026,Acme,${retailerId},,1,`,
    );
    const key = { PK: `EXPIMPORT#${done.importId}`, SK: 'IMPORT' };
    await leaveStuck(key, 'queued', { createdAt: minutesAgo(120), queuedAt: minutesAgo(45) });
    const deadline = Date.now() + 80_000;
    let item: Record<string, unknown> | undefined;
    do {
      await new Promise((r) => setTimeout(r, 2000));
      item = (await db.send(new GetCommand({ TableName: table, Key: key }))).Item;
    } while (item?.status !== 'failed' && Date.now() < deadline);
    expect(item).toMatchObject({ status: 'failed', failureReason: importFailureMessages.notStarted });
    // Off the open-imports index: the next sweep does not read it again.
    expect(item?.GSI1PK).toBeUndefined();
  }, 100_000);
});
