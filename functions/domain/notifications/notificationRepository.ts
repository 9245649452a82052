import { randomBytes } from 'node:crypto';
import { PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../lib/clients/dynamo';
import { env } from '../../lib/env';
import { NotFound } from '../../lib/errors';

/**
 * A user's notifications sit in their partition, `USER#{sub}` / `NOTE#{id}`, where the id starts with the time
 * (`20261121T054512123Z-1a2b3c4d`), so the newest come first in one Query.
 */
export interface Notification {
  id: string;
  type: string;
  body: string;
  fromName: string;
  at: string;
  read: boolean;
  programId: number | null;
}

const INBOX_SIZE = 50;
export const notificationId = (at: Date) =>
  `${at.toISOString().replace(/[-:.]/g, '')}-${randomBytes(4).toString('hex')}`;
const noteKey = (subject: string, id: string) => ({ PK: `USER#${subject}`, SK: `NOTE#${id}` });

export async function putNotification(subject: string, note: Notification): Promise<void> {
  await dynamo.send(new PutCommand({ TableName: env.tableName, Item: { ...noteKey(subject, note.id), ...note } }));
}

export async function latestNotifications(subject: string): Promise<Notification[]> {
  const answer = await dynamo.send(
    new QueryCommand({
      TableName: env.tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': `USER#${subject}`, ':prefix': 'NOTE#' },
      ScanIndexForward: false,
      Limit: INBOX_SIZE,
    }),
  );
  return (answer.Items ?? []).map(({ PK: _pk, SK: _sk, ...note }) => note as Notification);
}

export async function markRead(subject: string, id: string): Promise<void> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: env.tableName,
        Key: noteKey(subject, id),
        UpdateExpression: 'SET #read = :yes',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#read': 'read' },
        ExpressionAttributeValues: { ':yes': true },
      }),
    );
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException')
      throw new NotFound('This notification does not exist.');
    throw error;
  }
}
