import { BatchGetCommand, DynamoDBDocumentClient, type BatchGetCommandInput } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { batchGetAll } from './batchGet';
import { env } from './env';

process.env.TABLE_NAME = 'unit-table';

const ddb = mockClient(DynamoDBDocumentClient);
afterEach(() => ddb.reset());

const keyOf = (i: number) => ({ PK: `ITEM#${i}`, SK: 'ITEM' });
const keysOf = (input: BatchGetCommandInput) => input.RequestItems![env.tableName]!.Keys!;

describe('batchGetAll', () => {
  it('reads any number of keys a hundred a request, each key once', async () => {
    const requests: number[] = [];
    ddb.on(BatchGetCommand).callsFake((input: BatchGetCommandInput) => {
      const keys = keysOf(input);
      requests.push(keys.length);
      return { Responses: { [env.tableName]: keys.map((k) => ({ ...k, found: true })) } };
    });
    const keys = Array.from({ length: 250 }, (_, i) => keyOf(i));
    const items = await batchGetAll([...keys, keyOf(3), keyOf(249)]);
    expect(requests).toEqual([100, 100, 50]);
    expect(items.map((i) => i.PK)).toEqual(keys.map((k) => k.PK));
  });

  it('asks again for the keys DynamoDB left unprocessed, with the same projection', async () => {
    const projections: unknown[] = [];
    let calls = 0;
    ddb.on(BatchGetCommand).callsFake((input: BatchGetCommandInput) => {
      const keys = keysOf(input);
      projections.push(input.RequestItems![env.tableName]!.ProjectionExpression);
      calls++;
      // The first answer serves one key and leaves the rest unprocessed.
      return calls === 1
        ? {
            Responses: { [env.tableName]: [keys[0]] },
            UnprocessedKeys: { [env.tableName]: { Keys: keys.slice(1) } },
          }
        : { Responses: { [env.tableName]: keys } };
    });
    const items = await batchGetAll([keyOf(1), keyOf(2), keyOf(3)], { ProjectionExpression: 'PK, SK' });
    expect(items.map((i) => i.PK).sort()).toEqual(['ITEM#1', 'ITEM#2', 'ITEM#3']);
    expect(projections).toEqual(['PK, SK', 'PK, SK']);
  });

  it('fails rather than answer less than asked when keys stay unprocessed', async () => {
    ddb.on(BatchGetCommand).callsFake((input: BatchGetCommandInput) => ({
      Responses: { [env.tableName]: [] },
      UnprocessedKeys: { [env.tableName]: { Keys: keysOf(input) } },
    }));
    vi.useFakeTimers();
    try {
      const read = expect(batchGetAll([keyOf(1)])).rejects.toThrow('BatchGet left 1 keys unprocessed 8 times');
      await vi.runAllTimersAsync();
      await read;
      expect(ddb.commandCalls(BatchGetCommand)).toHaveLength(8);
    } finally {
      vi.useRealTimers();
    }
  });
});
