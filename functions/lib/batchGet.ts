import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './clients/dynamo';
import { env } from './env';

type Item = Record<string, unknown>;

/** DynamoDB's most keys in one BatchGetItem. */
const KEYS_PER_REQUEST = 100;
/** Rounds for keys DynamoDB left unprocessed (throttled) before the read fails rather than answer less than asked. */
const MAX_ROUNDS = 8;

/**
 * The table's items of these keys, any number of them: BatchGets of 100 (more is refused), each key once (a
 * repeated key is refused too), and keys DynamoDB leaves unprocessed asked again after a growing pause. A key
 * without an item is missing from the answer; the order is DynamoDB's.
 */
export async function batchGetAll(
  keys: readonly Item[],
  read: { ProjectionExpression?: string; ExpressionAttributeNames?: Record<string, string> } = {},
): Promise<Item[]> {
  const unique = [...new Map(keys.map((k) => [JSON.stringify([k.PK, k.SK]), k])).values()];
  const items: Item[] = [];
  for (let i = 0; i < unique.length; i += KEYS_PER_REQUEST) {
    let pending: Item[] = unique.slice(i, i + KEYS_PER_REQUEST);
    for (let round = 0; pending.length; round++) {
      if (round === MAX_ROUNDS) throw new Error(`BatchGet left ${pending.length} keys unprocessed ${MAX_ROUNDS} times`);
      if (round > 0) await new Promise((resume) => setTimeout(resume, Math.min(1000, 50 * 2 ** round)));
      const answer = await dynamo.send(
        new BatchGetCommand({ RequestItems: { [env.tableName]: { Keys: pending, ...read } } }),
      );
      items.push(...(answer.Responses?.[env.tableName] ?? []));
      pending = answer.UnprocessedKeys?.[env.tableName]?.Keys ?? [];
    }
  }
  return items;
}
