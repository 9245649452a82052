import {
  DeleteMessageBatchCommand,
  DeleteMessageCommand,
  GetQueueUrlCommand,
  ReceiveMessageCommand,
  SendMessageBatchCommand,
  SendMessageCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localCredentials } from './dynamodb';
import { freePort } from './ports';
import { startSqsLocal, type SqsLocal } from './sqs';

let sqs: SqsLocal;
let client: SQSClient;
beforeAll(async () => {
  sqs = await startSqsLocal({
    port: await freePort(0),
    queues: [
      { name: 'dead', visibilityTimeoutSeconds: 30 },
      { name: 'work', visibilityTimeoutSeconds: 1, deadLetters: { queue: 'dead', maxReceiveCount: 2 } },
    ],
  });
  client = new SQSClient({ endpoint: sqs.endpoint, region: 'us-east-1', credentials: localCredentials });
});
afterAll(async () => {
  client.destroy();
  await sqs.stop();
});

const receive = (QueueUrl: string, wait = 0) =>
  client.send(new ReceiveMessageCommand({ QueueUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: wait }));

describe('the SQS stand-in, through the AWS SDK', () => {
  it('finds a queue by name and refuses an unknown one as SQS does', async () => {
    const { QueueUrl } = await client.send(new GetQueueUrlCommand({ QueueName: 'work' }));
    expect(QueueUrl).toBe(sqs.queueUrl('work'));
    await expect(client.send(new GetQueueUrlCommand({ QueueName: 'nope' }))).rejects.toMatchObject({
      name: 'QueueDoesNotExist',
    });
  });

  it('sends, receives (the SDK checks each body against its MD5) and deletes', async () => {
    const url = sqs.queueUrl('plain');
    await client.send(new SendMessageCommand({ QueueUrl: url, MessageBody: '{"n":1}' }));
    const sent = await client.send(
      new SendMessageBatchCommand({
        QueueUrl: url,
        Entries: [
          { Id: 'a', MessageBody: 'ä two' },
          { Id: 'b', MessageBody: 'three' },
        ],
      }),
    );
    expect(sent.Successful?.map((s) => s.Id)).toEqual(['a', 'b']);
    const got = await receive(url);
    expect(got.Messages?.map((m) => m.Body)).toEqual(['{"n":1}', 'ä two', 'three']);
    // Received messages are invisible until their timeout; deleted ones never come back.
    expect((await receive(url)).Messages ?? []).toEqual([]);
    await client.send(new DeleteMessageCommand({ QueueUrl: url, ReceiptHandle: got.Messages![0].ReceiptHandle }));
    const deleted = await client.send(
      new DeleteMessageBatchCommand({
        QueueUrl: url,
        Entries: got.Messages!.slice(1).map((m, i) => ({ Id: String(i), ReceiptHandle: m.ReceiptHandle })),
      }),
    );
    expect(deleted.Successful).toHaveLength(2);
  });

  it('refuses a batch of more than ten and an empty body', async () => {
    const url = sqs.queueUrl('plain');
    const entries = Array.from({ length: 11 }, (_, i) => ({ Id: String(i), MessageBody: 'x' }));
    await expect(client.send(new SendMessageBatchCommand({ QueueUrl: url, Entries: entries }))).rejects.toMatchObject({
      name: 'TooManyEntriesInBatchRequest',
    });
    await expect(client.send(new SendMessageCommand({ QueueUrl: url, MessageBody: '' }))).rejects.toThrow();
  });

  it('waits for a message (long polling), and moves one received too often to its dead-letter queue', async () => {
    const work = sqs.queueUrl('work');
    const waiting = receive(work, 5);
    await client.send(new SendMessageCommand({ QueueUrl: work, MessageBody: 'poison' }));
    expect((await waiting).Messages?.[0].Body).toBe('poison');
    // Not deleted: visible again after its one-second timeout, received a second time, then dead-lettered.
    expect((await receive(work, 3)).Messages?.[0].Body).toBe('poison');
    expect((await receive(work, 3)).Messages ?? []).toEqual([]);
    expect((await receive(sqs.queueUrl('dead'))).Messages?.[0].Body).toBe('poison');
  });
});
