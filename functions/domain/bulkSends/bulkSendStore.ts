import { BatchWriteCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../lib/clients/dynamo';
import { env } from '../../lib/env';

/**
 * A send to many recipients through the bulk mail queue (docs/data-model.md, 'Bulk mail'), as asset links and
 * notifications keep it: `{prefix}#{sendId}` / `SEND` holds what every mail of it says; `{prefix}#{sendId}` /
 * `TO#{recipientId}` each recipient's outcome, which the mail sender Lambda records (queued, then sent, or failed
 * with SES's reason). Sends and their reports are kept 90 days.
 */
export type RecipientStatus = 'queued' | 'sending' | 'sent' | 'failed';

/** A recipient's outcome, with what the kind of send records besides (e.g. an asset link's id when sent). */
export type SendOutcome<Sent extends object> =
  ({ status: 'sent'; at: string } & Sent) | { status: 'failed'; reason: string; at: string } | { status: 'queued' };

const KEEP_SECONDS = 90 * 86_400;
const BATCH = 25;

const conditionFailed = (error: unknown) => (error as Error).name === 'ConditionalCheckFailedException';
const withoutKeys = ({ PK: _p, SK: _s, expiresAt: _e, ...rest }: Record<string, unknown>) => rest;

export function bulkSendStore<Send extends { sendId: string; createdAt: string }, Recipient, Sent extends object>(
  prefix: string,
  /** The fields a sent recipient records besides its status and time, null until then. */
  sentFields: (keyof Sent & string)[],
) {
  const partition = (sendId: string) => `${prefix}#${sendId}`;
  const sendKey = (sendId: string) => ({ PK: partition(sendId), SK: 'SEND' });
  const recipientKey = (sendId: string, recipientId: string) => ({ PK: partition(sendId), SK: `TO#${recipientId}` });
  const unset = Object.fromEntries(sentFields.map((f) => [f, null]));

  return {
    /** The send and each recipient (their id and what they carry), queued: written before any message is queued. */
    async create(send: Send, recipients: { id: string; fields: Record<string, unknown> }[]): Promise<void> {
      const expiresAt = Math.floor(Date.parse(send.createdAt) / 1000) + KEEP_SECONDS;
      const items = [
        { ...sendKey(send.sendId), ...send, expiresAt },
        ...recipients.map((r) => ({
          ...recipientKey(send.sendId, r.id),
          ...r.fields,
          status: 'queued',
          reason: null,
          ...unset,
          at: null,
          expiresAt,
        })),
      ];
      for (let i = 0; i < items.length; i += BATCH) {
        let pending: Record<string, unknown>[] | undefined = items
          .slice(i, i + BATCH)
          .map((Item) => ({ PutRequest: { Item } }));
        for (let attempt = 0; pending?.length; attempt++) {
          if (attempt > 0) await new Promise((r) => setTimeout(r, 50 * 2 ** Math.min(attempt, 6)));
          const answer = await dynamo.send(new BatchWriteCommand({ RequestItems: { [env.tableName]: pending } }));
          pending = answer.UnprocessedItems?.[env.tableName] as Record<string, unknown>[] | undefined;
        }
      }
    },

    async get(sendId: string): Promise<Send | undefined> {
      const answer = await dynamo.send(new GetCommand({ TableName: env.tableName, Key: sendKey(sendId) }));
      return answer.Item ? (withoutKeys(answer.Item) as Send) : undefined;
    },

    /** Every recipient of a send with their outcome (at most 500: one or two pages). */
    async recipients(sendId: string): Promise<Recipient[]> {
      const recipients: Recipient[] = [];
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
        for (const item of page.Items ?? []) recipients.push(withoutKeys(item) as Recipient);
        start = page.LastEvaluatedKey;
      } while (start);
      return recipients;
    },

    /**
     * The sender claims a recipient before mailing: a queued one, or one whose claim is older than `staleBefore` (a
     * sender that died mid-send); answers the recipient, or null when they are sent, failed or being sent (a second
     * delivery of the message).
     */
    async claim(sendId: string, recipientId: string, now: string, staleBefore: string): Promise<Recipient | null> {
      try {
        const answer = await dynamo.send(
          new UpdateCommand({
            TableName: env.tableName,
            Key: recipientKey(sendId, recipientId),
            UpdateExpression: 'SET #status = :sending, claimedAt = :now',
            ConditionExpression: '#status = :queued OR (#status = :sending AND claimedAt < :stale)',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':sending': 'sending',
              ':queued': 'queued',
              ':now': now,
              ':stale': staleBefore,
            },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return withoutKeys(answer.Attributes ?? {}) as Recipient;
      } catch (error) {
        if (conditionFailed(error)) return null;
        throw error;
      }
    },

    /** Records a recipient's outcome: sent, failed (the reason), or queued again for another try. */
    async record(sendId: string, recipientId: string, outcome: SendOutcome<Sent>): Promise<void> {
      const fields: Record<string, unknown> = { reason: null, ...unset, at: null, ...outcome };
      const names = ['reason', ...sentFields];
      await dynamo.send(
        new UpdateCommand({
          TableName: env.tableName,
          Key: recipientKey(sendId, recipientId),
          UpdateExpression: `SET #status = :status, #at = :at, ${names.map((n) => `#${n} = :${n}`).join(', ')} REMOVE claimedAt`,
          ExpressionAttributeNames: {
            '#status': 'status',
            '#at': 'at',
            ...Object.fromEntries(names.map((n) => [`#${n}`, n])),
          },
          ExpressionAttributeValues: {
            ':status': fields.status,
            ':at': fields.at,
            ...Object.fromEntries(names.map((n) => [`:${n}`, fields[n]])),
          },
        }),
      );
    },
  };
}

/** A send's recipients as its report shows them (being sent is still queued), by recipient, with the counts. */
export function recipientReport<T extends { recipient: string; status: RecipientStatus }>(rows: T[]) {
  const recipients = rows
    .map((r) => ({ ...r, status: r.status === 'sending' ? ('queued' as const) : r.status }))
    .sort((a, b) => a.recipient.localeCompare(b.recipient));
  const count = (status: RecipientStatus) => recipients.filter((r) => r.status === status).length;
  return { queued: count('queued'), sent: count('sent'), failed: count('failed'), recipients };
}
