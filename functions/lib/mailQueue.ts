import { SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import { sqs } from './clients/sqs';
import type { BulkMailMessage } from './bulkMailMessage';
import { env } from './env';

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
