import { BatchWriteCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../lib/clients/dynamo';
import { env } from '../../lib/env';

/**
 * One send of a notification (or program message) to many users (docs/data-model.md, 'Bulk mail'):
 * `NOTESEND#{sendId}` / `SEND` holds what every mail and in-app item of it says; `NOTESEND#{sendId}` / `TO#{userId}`
 * each recipient's outcome, which the mail sender Lambda records (queued, then sent, or failed with SES's reason).
 */
export interface NotificationSend {
  sendId: string;
  type: string;
  subject: string;
  /** The mail's HTML and text (the message, its link, the sender's signature). */
  html: string;
  text: string;
  /** The in-app item's body. */
  body: string;
  programId: number | null;
  total: number;
  sentBy: string;
  sentByName: string;
  createdAt: string;
}
type RecipientStatus = 'queued' | 'sending' | 'sent' | 'failed';
export interface NotificationRecipient {
  userId: string;
  email: string;
  status: RecipientStatus;
  reason: string | null;
  at: string | null;
  claimedAt?: string;
}

const partition = (sendId: string) => `NOTESEND#${sendId}`;
const sendKey = (sendId: string) => ({ PK: partition(sendId), SK: 'SEND' });
const recipientKey = (sendId: string, userId: string) => ({ PK: partition(sendId), SK: `TO#${userId}` });
// Sends and their reports are kept 90 days, as the asset links' sends.
const KEEP_SECONDS = 90 * 86_400;

/** The send and each recipient, queued: written before any message is put on the queue. */
export async function createNotificationSend(
  send: NotificationSend,
  recipients: { userId: string; email: string }[],
): Promise<void> {
  const expiresAt = Math.floor(Date.parse(send.createdAt) / 1000) + KEEP_SECONDS;
  const items = [
    { ...sendKey(send.sendId), ...send, expiresAt },
    ...recipients.map((r) => ({
      ...recipientKey(send.sendId, r.userId),
      ...r,
      status: 'queued',
      reason: null,
      at: null,
      expiresAt,
    })),
  ];
  for (let i = 0; i < items.length; i += 25) {
    let pending: Record<string, unknown>[] | undefined = items
      .slice(i, i + 25)
      .map((Item) => ({ PutRequest: { Item } }));
    for (let attempt = 0; pending?.length; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, 50 * 2 ** Math.min(attempt, 6)));
      const answer = await dynamo.send(new BatchWriteCommand({ RequestItems: { [env.tableName]: pending } }));
      pending = answer.UnprocessedItems?.[env.tableName] as Record<string, unknown>[] | undefined;
    }
  }
}

export async function getNotificationSend(sendId: string): Promise<NotificationSend | undefined> {
  const answer = await dynamo.send(new GetCommand({ TableName: env.tableName, Key: sendKey(sendId) }));
  if (!answer.Item) return undefined;
  const { PK: _p, SK: _s, expiresAt: _e, ...send } = answer.Item;
  return send as NotificationSend;
}

/** Every recipient of a send with their outcome (at most 500: one or two pages). */
export async function listNotificationRecipients(sendId: string): Promise<NotificationRecipient[]> {
  const recipients: NotificationRecipient[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: env.tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :to)',
        ExpressionAttributeValues: { ':pk': partition(sendId), ':to': 'TO#' },
        ExclusiveStartKey: start,
      }),
    );
    for (const { PK: _p, SK: _s, expiresAt: _e, ...r } of page.Items ?? []) recipients.push(r as NotificationRecipient);
    start = page.LastEvaluatedKey;
  } while (start);
  return recipients;
}

const conditionFailed = (error: unknown) => (error as Error).name === 'ConditionalCheckFailedException';

/**
 * The sender claims a recipient before mailing: a queued one, or one whose claim is older than `staleBefore` (a sender
 * that died mid-send); answers the recipient (their address), or null when they are sent, failed or being sent (a
 * second delivery of the message).
 */
export async function claimNotificationRecipient(
  sendId: string,
  userId: string,
  now: string,
  staleBefore: string,
): Promise<NotificationRecipient | null> {
  try {
    const answer = await dynamo.send(
      new UpdateCommand({
        TableName: env.tableName,
        Key: recipientKey(sendId, userId),
        UpdateExpression: 'SET #status = :sending, claimedAt = :now',
        ConditionExpression: '#status = :queued OR (#status = :sending AND claimedAt < :stale)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':sending': 'sending', ':queued': 'queued', ':now': now, ':stale': staleBefore },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return answer.Attributes as NotificationRecipient;
  } catch (error) {
    if (conditionFailed(error)) return null;
    throw error;
  }
}

/** Records a recipient's outcome: sent, failed (the reason), or queued again for another try. */
export async function recordNotificationOutcome(
  sendId: string,
  userId: string,
  outcome: { status: 'sent'; at: string } | { status: 'failed'; reason: string; at: string } | { status: 'queued' },
): Promise<void> {
  const fields = { reason: null, at: null, ...outcome };
  await dynamo.send(
    new UpdateCommand({
      TableName: env.tableName,
      Key: recipientKey(sendId, userId),
      UpdateExpression: 'SET #status = :status, reason = :reason, #at = :at REMOVE claimedAt',
      ExpressionAttributeNames: { '#status': 'status', '#at': 'at' },
      ExpressionAttributeValues: { ':status': fields.status, ':reason': fields.reason, ':at': fields.at },
    }),
  );
}
