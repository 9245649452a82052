import { BatchWriteCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../lib/clients/dynamo';
import { env } from '../../lib/env';

/**
 * One send of a tactic's asset links to many recipients (docs/data-model.md, 'Bulk mail'): `ASSETSEND#{sendId}` /
 * `SEND` holds what every mail of it says; `ASSETSEND#{sendId}` / `TO#{recipient}` each recipient's outcome, which
 * the mail sender Lambda records (queued, then sent with its link, or failed with SES's reason).
 */
export interface AssetSend {
  sendId: string;
  tacticId: number;
  tacticName: string;
  subject: string;
  additionalBody: string;
  files: { documentId: string; fileName: string }[];
  total: number;
  sentBy: string;
  sentByName: string;
  createdAt: string;
}
type RecipientStatus = 'queued' | 'sending' | 'sent' | 'failed';
export interface SendRecipient {
  recipient: string;
  status: RecipientStatus;
  reason: string | null;
  linkId: string | null;
  at: string | null;
  claimedAt?: string;
}

const partition = (sendId: string) => `ASSETSEND#${sendId}`;
const sendKey = (sendId: string) => ({ PK: partition(sendId), SK: 'SEND' });
const recipientKey = (sendId: string, recipient: string) => ({ PK: partition(sendId), SK: `TO#${recipient}` });
// Sends and their reports are kept 90 days.
const KEEP_SECONDS = 90 * 86_400;

/** The send and each recipient, queued: written before any message is put on the queue. */
export async function createSend(send: AssetSend, recipients: string[]): Promise<void> {
  const expiresAt = Math.floor(Date.parse(send.createdAt) / 1000) + KEEP_SECONDS;
  const items = [
    { ...sendKey(send.sendId), ...send, expiresAt },
    ...recipients.map((recipient) => ({
      ...recipientKey(send.sendId, recipient),
      recipient,
      status: 'queued',
      reason: null,
      linkId: null,
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

export async function getSend(sendId: string): Promise<AssetSend | undefined> {
  const answer = await dynamo.send(new GetCommand({ TableName: env.tableName, Key: sendKey(sendId) }));
  if (!answer.Item) return undefined;
  const { PK: _p, SK: _s, expiresAt: _e, ...send } = answer.Item;
  return send as AssetSend;
}

/** Every recipient of a send with their outcome (at most 500: one or two pages). */
export async function listRecipients(sendId: string): Promise<SendRecipient[]> {
  const recipients: SendRecipient[] = [];
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
    for (const { PK: _p, SK: _s, expiresAt: _e, ...r } of page.Items ?? []) recipients.push(r as SendRecipient);
    start = page.LastEvaluatedKey;
  } while (start);
  return recipients;
}

const conditionFailed = (error: unknown) => (error as Error).name === 'ConditionalCheckFailedException';

/**
 * The sender claims a recipient before sending: a queued one, or one whose claim is older than `staleBefore` (a sender
 * that died mid-send); false when the recipient is sent, failed or being sent (a second delivery of the message).
 */
export async function claimRecipient(sendId: string, recipient: string, now: string, staleBefore: string) {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: env.tableName,
        Key: recipientKey(sendId, recipient),
        UpdateExpression: 'SET #status = :sending, claimedAt = :now',
        ConditionExpression: '#status = :queued OR (#status = :sending AND claimedAt < :stale)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':sending': 'sending', ':queued': 'queued', ':now': now, ':stale': staleBefore },
      }),
    );
    return true;
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
}

/** Records a recipient's outcome: sent (its link), failed (the reason), or queued again for another try. */
export async function recordOutcome(
  sendId: string,
  recipient: string,
  outcome:
    | { status: 'sent'; linkId: string; at: string }
    | { status: 'failed'; reason: string; at: string }
    | { status: 'queued' },
): Promise<void> {
  const fields = { reason: null, linkId: null, at: null, ...outcome };
  await dynamo.send(
    new UpdateCommand({
      TableName: env.tableName,
      Key: recipientKey(sendId, recipient),
      UpdateExpression: 'SET #status = :status, reason = :reason, linkId = :linkId, #at = :at REMOVE claimedAt',
      ExpressionAttributeNames: { '#status': 'status', '#at': 'at' },
      ExpressionAttributeValues: {
        ':status': fields.status,
        ':reason': fields.reason,
        ':linkId': fields.linkId,
        ':at': fields.at,
      },
    }),
  );
}
