import { SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import { sqs } from './clients/sqs';
import { env } from './env';

/**
 * Bulk mail (docs/decisions.md, 'Bulk mail'): a sending family puts one message per recipient on the mail queue and
 * answers at once; the mail sender Lambda (functions/mailSender) sends each through SES and records the outcome.
 * A message names its send and recipient only; what the mail says is read from the send's record.
 */
export interface BulkMailMessage {
  /** `assetLink`: the recipient is an e-mail address; `notification`: a user id (mailed and notified in the app). */
  kind: 'assetLink' | 'notification';
  sendId: string;
  recipient: string;
}
const kinds: readonly string[] = ['assetLink', 'notification'] satisfies BulkMailMessage['kind'][];

const BATCH = 10;

/** Puts the messages on the queue, ten per call; answers the recipients whose message SQS did not take. */
export async function enqueueMail(messages: BulkMailMessage[]): Promise<string[]> {
  const refused: string[] = [];
  for (let i = 0; i < messages.length; i += BATCH) {
    const batch = messages.slice(i, i + BATCH);
    try {
      const answer = await sqs.send(
        new SendMessageBatchCommand({
          QueueUrl: env.mailQueueUrl,
          Entries: batch.map((m, j) => ({ Id: String(j), MessageBody: JSON.stringify(m) })),
        }),
      );
      for (const failed of answer.Failed ?? []) refused.push(batch[Number(failed.Id)].recipient);
    } catch {
      refused.push(...batch.map((m) => m.recipient));
    }
  }
  return refused;
}

export function parseBulkMailMessage(body: string): BulkMailMessage | null {
  try {
    const message = JSON.parse(body) as Partial<BulkMailMessage>;
    return kinds.includes(message.kind as string) &&
      typeof message.sendId === 'string' &&
      typeof message.recipient === 'string'
      ? (message as BulkMailMessage)
      : null;
  } catch {
    return null;
  }
}
