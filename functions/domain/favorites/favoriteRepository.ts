import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../lib/clients/dynamo';
import { env } from '../../lib/env';

/** A user's favorites sit in their own partition: `USER#{sub}` / `FAV#{THEME|TACTIC}#{id}`, one Query each kind. */
export type FavoriteKind = 'THEME' | 'TACTIC';
const key = (subject: string, kind: FavoriteKind, id: number) => ({ PK: `USER#${subject}`, SK: `FAV#${kind}#${id}` });

export async function addFavorite(subject: string, kind: FavoriteKind, id: number): Promise<void> {
  await dynamo.send(
    new PutCommand({ TableName: env.tableName, Item: { ...key(subject, kind, id), id, at: new Date().toISOString() } }),
  );
}

export async function removeFavorite(subject: string, kind: FavoriteKind, id: number): Promise<void> {
  await dynamo.send(new DeleteCommand({ TableName: env.tableName, Key: key(subject, kind, id) }));
}

export async function listFavoriteIds(subject: string, kind: FavoriteKind): Promise<Set<number>> {
  const answer = await dynamo.send(
    new QueryCommand({
      TableName: env.tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': `USER#${subject}`, ':prefix': `FAV#${kind}#` },
    }),
  );
  return new Set((answer.Items ?? []).map((i) => i.id as number));
}
