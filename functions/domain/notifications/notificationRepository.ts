import type { NoticeFacts } from '../../../shared/communication/notices';
import * as recordMessages from '../../../shared/recordMessages';
import { randomBytes } from 'node:crypto';
import { PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../lib/clients/dynamo';
import { env } from '../../lib/env';
import { NotFound } from '../../lib/errors';
import { inBatches } from '../../lib/inBatches';
import { decodeCursor, encodeCursor } from '../../lib/queryPages';

/**
 * A user's notifications sit in their partition, `USER#{sub}` / `NOTE#{id}`, where the id starts with the time
 * (`20261121T054512123Z-1a2b3c4d`), so the newest come first in one Query.
 */
export interface Notification {
  id: string;
  type: string;
  /** The body as sent (sanitised HTML; in English when the server wrote it). */
  body: string;
  /** What a notice the server wrote says, for the web to word in the reader's language. */
  notice?: NoticeFacts;
  fromName: string;
  at: string;
  read: boolean;
  programId: number | null;
  /** The communication request it concerns (opening it leads there). */
  requestId?: number | null;
}

/** Mark-all-read touches at most this many unread notices per call (the rest on the next). */
const READ_ALL_LIMIT = 500;
export const notificationId = (at: Date) =>
  `${at.toISOString().replace(/[-:.]/g, '')}-${randomBytes(4).toString('hex')}`;
const noteKey = (subject: string, id: string) => ({ PK: `USER#${subject}`, SK: `NOTE#${id}` });

export async function putNotification(subject: string, note: Notification): Promise<void> {
  await dynamo.send(new PutCommand({ TableName: env.tableName, Item: { ...noteKey(subject, note.id), ...note } }));
}

/** One page of the user's notifications, newest first; `cursor` is the previous page's `nextCursor`. */
export async function notificationsPage(
  subject: string,
  page: { pageSize: number; cursor?: string },
): Promise<{ items: Notification[]; nextCursor: string | null }> {
  const answer = await dynamo.send(
    new QueryCommand({
      TableName: env.tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': `USER#${subject}`, ':prefix': 'NOTE#' },
      ScanIndexForward: false,
      Limit: page.pageSize,
      ExclusiveStartKey: decodeCursor(page.cursor, { partition: `USER#${subject}` }),
    }),
  );
  return {
    items: (answer.Items ?? []).map(({ PK: _pk, SK: _sk, ...note }) => note as Notification),
    nextCursor: encodeCursor(answer.LastEvaluatedKey),
  };
}

/** The ids of the user's unread notifications (the partition's notices, read keys only). */
async function unreadIds(subject: string, limit = Number.POSITIVE_INFINITY): Promise<string[]> {
  const ids: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const answer = await dynamo.send(
      new QueryCommand({
        TableName: env.tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        FilterExpression: '#read = :no',
        ProjectionExpression: 'SK',
        ExpressionAttributeNames: { '#read': 'read' },
        ExpressionAttributeValues: { ':pk': `USER#${subject}`, ':prefix': 'NOTE#', ':no': false },
        ExclusiveStartKey: start,
      }),
    );
    ids.push(...(answer.Items ?? []).map((i) => (i.SK as string).slice('NOTE#'.length)));
    start = answer.LastEvaluatedKey;
  } while (start && ids.length < limit);
  return ids.slice(0, limit);
}

export const unreadCount = async (subject: string) => (await unreadIds(subject)).length;

/** Marks the user's unread notifications read (at most READ_ALL_LIMIT per call); answers how many. */
export async function markAllRead(subject: string): Promise<number> {
  const ids = await unreadIds(subject, READ_ALL_LIMIT);
  await inBatches(ids, (id) => markRead(subject, id), 10);
  return ids.length;
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
    if ((error as Error).name === 'ConditionalCheckFailedException') throw new NotFound(recordMessages.notification);
    throw error;
  }
}
