import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  UpdateCommand,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { importFailureMessages } from '../../../shared/imports/stuck';
import { clock } from '../../lib/clock';
import { expenseImports } from '../expenses/importRepository';
import { locationImports, type LocationImport } from '../locations/importRepository';
import { MAX_STORED_ERRORS, problemList } from './importRecords';

process.env.TABLE_NAME = 'unit-table';

const ddb = mockClient(DynamoDBDocumentClient);
const realNow = clock.now;
afterEach(() => {
  ddb.reset();
  clock.now = realNow;
});

const importId = '0b7c0f5e-3c55-4a4e-9d3e-6f2a1f7c9b10';
const location = { programId: 7, importId };
const conditionFailed = Object.assign(new Error('The conditional request failed'), {
  name: 'ConditionalCheckFailedException',
});
/** A DynamoDB that holds one import's status and applies the conditional moves the lifecycle sends. */
function tableWithStatus(status: string) {
  const updates: UpdateCommandInput[] = [];
  ddb.on(UpdateCommand).callsFake((input: UpdateCommandInput) => {
    updates.push(input);
    if (input.ConditionExpression === '#status = :from') {
      if (input.ExpressionAttributeValues![':from'] !== status) throw conditionFailed;
      status = input.ExpressionAttributeValues![':to'] as string;
    }
    return {};
  });
  return updates;
}
const fieldsOf = (input: UpdateCommandInput) =>
  Object.fromEntries(
    Object.entries(input.ExpressionAttributeNames!)
      .filter(([name]) => name.startsWith('#f'))
      .map(([name, field]) => [field, input.ExpressionAttributeValues![`:${name.slice(1)}`]]),
  );

describe('an import record', () => {
  it("is claimed once, stamped with the functions' clock the stuck rule reads (the location import was not)", async () => {
    clock.now = () => new Date('2026-03-01T10:00:00.000Z');
    const updates = tableWithStatus('waiting');
    expect(await locationImports.claim(location, 'waiting')).toBe(true);
    expect(await locationImports.claim(location, 'waiting')).toBe(false);
    expect(updates[0].Key).toEqual({ PK: 'PROGRAM#7', SK: `IMPORT#${importId}` });
    expect(fieldsOf(updates[0])).toEqual({ startedAt: '2026-03-01T10:00:00.000Z' });
  });

  it('of an expense is claimed from queued, once, on the same clock (it was not)', async () => {
    clock.now = () => new Date('2026-03-01T10:00:00.000Z');
    const updates = tableWithStatus('queued');
    expect(await expenseImports.claim(importId, 'queued')).toBe(true);
    expect(await expenseImports.claim(importId, 'queued')).toBe(false);
    expect(updates[0].Key).toEqual({ PK: `EXPIMPORT#${importId}`, SK: 'IMPORT' });
    expect(fieldsOf(updates[0])).toEqual({ startedAt: '2026-03-01T10:00:00.000Z' });
  });

  it('is created waiting on the open-imports index, and leaves it when it ends', async () => {
    ddb.on(PutCommand).resolves({});
    const record: LocationImport = {
      importId,
      programId: 7,
      retailerId: 3,
      fileName: 'stores.csv',
      key: `imports/7/${importId}.csv`,
      status: 'waiting',
      rowsRead: 0,
      rowsImported: 0,
      errors: [],
      errorCount: 0,
      createdBy: 'sub',
      createdAt: '2026-03-01T10:00:00.000Z',
    };
    await locationImports.create(record);
    const put = ddb.commandCalls(PutCommand)[0].args[0].input;
    expect(put.Item).toMatchObject({
      PK: 'PROGRAM#7',
      SK: `IMPORT#${importId}`,
      GSI1PK: 'IMPORTS#OPEN',
      GSI1SK: `2026-03-01T10:00:00.000Z#${importId}`,
    });
    expect(put.ConditionExpression).toBe('attribute_not_exists(PK)');
    const updates = tableWithStatus('processing');
    await locationImports.update(location, { rowsRead: 10 });
    await locationImports.update(location, { status: 'done' });
    expect(updates.map((u) => u.UpdateExpression!.includes('REMOVE GSI1PK, GSI1SK'))).toEqual([false, true]);
  });

  it('stuck past its deadline is marked failed with the reason the import reads', async () => {
    clock.now = () => new Date('2026-03-01T11:00:00.000Z');
    const startedAt = '2026-03-01T10:00:00.000Z';
    const updates = tableWithStatus('processing');
    ddb.on(GetCommand).resolves({});
    const base = { importId, fileName: 'f.csv', errors: [], errorCount: 0, createdBy: 's', createdAt: startedAt };
    const stuckLocation = await locationImports.failIfStuck({
      ...base,
      programId: 7,
      retailerId: 3,
      key: 'k',
      status: 'processing',
      rowsRead: 0,
      rowsImported: 0,
      startedAt,
    });
    expect(stuckLocation).toMatchObject({
      status: 'failed',
      errors: [{ line: 0, field: 'file', message: importFailureMessages.stopped }],
      errorCount: 1,
    });
    expect(updates[0].UpdateExpression).toContain('REMOVE GSI1PK, GSI1SK');
    tableWithStatus('processing');
    const stuckExpense = await expenseImports.failIfStuck({
      ...base,
      kind: 'po',
      key: 'k',
      status: 'processing',
      retailerScope: 'all',
      rowsRead: 0,
      rowsImported: 0,
      rowsSkipped: 0,
      startedAt,
    });
    expect(stuckExpense).toMatchObject({ status: 'failed', failureReason: importFailureMessages.stopped });
  });

  it('moved from failed back to queued (Retry) is put back on the open-imports index', async () => {
    ddb.on(GetCommand).resolves({ Item: { PK: `EXPIMPORT#${importId}`, SK: 'IMPORT', importId, createdAt: 'T0' } });
    const updates = tableWithStatus('failed');
    expect(await expenseImports.move(importId, 'failed', 'queued', { queuedAt: 'T1' })).toBe(true);
    expect(updates[0].ExpressionAttributeValues).toMatchObject({
      ':GSI1PK': 'IMPORTS#OPEN',
      ':GSI1SK': `T0#${importId}`,
    });
  });
});

describe('the problems of an import', () => {
  it('are all counted and the first ones kept; a failure puts its reason first', () => {
    const problems = problemList();
    for (let line = 2; line < MAX_STORED_ERRORS + 12; line++) problems.add({ line, field: 'sku', message: 'bad' });
    expect(problems.count).toBe(MAX_STORED_ERRORS + 10);
    expect(problems.errors).toHaveLength(MAX_STORED_ERRORS);
    expect(problems.errors[0].line).toBe(2);
    const failed = problems.failedWith();
    expect(failed.errorCount).toBe(MAX_STORED_ERRORS + 11);
    expect(failed.errors).toHaveLength(MAX_STORED_ERRORS);
    expect(failed.errors[0]).toEqual({ line: 0, field: 'file', message: importFailureMessages.failed });
  });
});
