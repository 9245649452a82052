import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './clients/dynamo';

type Item = Record<string, unknown>;

/** Every item a Query matches, page after page (for bounded partitions: settings, reference kinds, users). */
export async function queryAll(input: QueryCommandInput): Promise<Item[]> {
  const items: Item[] = [];
  let start: Item | undefined;
  do {
    const page = await dynamo.send(new QueryCommand({ ...input, ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** A list's position for the client: DynamoDB's LastEvaluatedKey, opaque. */
export const encodeCursor = (key: Item | undefined): string | null => (key ? Buffer.from(JSON.stringify(key)).toString('base64url') : null);

/** A cursor the client sent back; anything unreadable starts from the beginning rather than failing. */
export function decodeCursor(cursor: string | undefined): Item | undefined {
  if (!cursor) return undefined;
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Item;
  } catch {
    return undefined;
  }
}
