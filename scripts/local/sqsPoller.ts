import { DeleteMessageBatchCommand, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { localCredentials } from './dynamodb';

/**
 * Lambda's SQS event source, on this machine: `pollers` loops receive up to ten messages each (long polling), hand
 * them to the function as the SQS event AWS sends, and delete the ones not named in its `batchItemFailures`; a
 * failed invocation deletes none (they come back after the queue's visibility timeout, then to its dead letters).
 */
export function pollQueue(opts: {
  endpoint: string;
  region: string;
  queueUrl: string;
  pollers: number;
  invoke: (event: SQSEvent) => Promise<SQSBatchResponse | undefined>;
  log: (line: string) => void;
}): { stop(): Promise<void> } {
  const client = new SQSClient({ endpoint: opts.endpoint, region: opts.region, credentials: localCredentials });
  const arn = `arn:aws:sqs:${opts.region}:000000000000:${opts.queueUrl.split('/').pop()}`;
  let stopped = false;
  const loop = async () => {
    while (!stopped) {
      try {
        const { Messages = [] } = await client.send(
          new ReceiveMessageCommand({
            QueueUrl: opts.queueUrl,
            MaxNumberOfMessages: 10,
            WaitTimeSeconds: 2,
            MessageSystemAttributeNames: ['All'],
          }),
        );
        if (Messages.length === 0 || stopped) continue;
        const event: SQSEvent = {
          Records: Messages.map((m) => ({
            messageId: m.MessageId!,
            receiptHandle: m.ReceiptHandle!,
            body: m.Body!,
            attributes: {
              ApproximateReceiveCount: m.Attributes?.ApproximateReceiveCount ?? '1',
              SentTimestamp: m.Attributes?.SentTimestamp ?? String(Date.now()),
              SenderId: 'local',
              ApproximateFirstReceiveTimestamp: String(Date.now()),
            },
            messageAttributes: {},
            md5OfBody: m.MD5OfBody!,
            eventSource: 'aws:sqs',
            eventSourceARN: arn,
            awsRegion: opts.region,
          })),
        };
        let failed: Set<string>;
        try {
          const answer = await opts.invoke(event);
          failed = new Set((answer?.batchItemFailures ?? []).map((f) => f.itemIdentifier));
        } catch (error) {
          opts.log(`${arn} consumer failed, its ${Messages.length} messages come back: ${String(error)}`);
          continue;
        }
        const done = Messages.filter((m) => !failed.has(m.MessageId!));
        if (done.length)
          await client.send(
            new DeleteMessageBatchCommand({
              QueueUrl: opts.queueUrl,
              Entries: done.map((m, i) => ({ Id: String(i), ReceiptHandle: m.ReceiptHandle })),
            }),
          );
      } catch (error) {
        if (!stopped) opts.log(`${arn} poller: ${String(error)}`);
        await new Promise((r) => setTimeout(r, 500));
      }
    }
  };
  const loops = Array.from({ length: opts.pollers }, () => loop());
  return {
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
      client.destroy();
    },
  };
}
