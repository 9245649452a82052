import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * A small SQS stand-in on loopback that speaks the AWS JSON 1.0 protocol `@aws-sdk/client-sqs` uses (`X-Amz-Target:
 * AmazonSQS.<Action>`): CreateQueue, GetQueueUrl, SendMessage, SendMessageBatch, ReceiveMessage (with long polling),
 * DeleteMessage, DeleteMessageBatch and GetQueueAttributes (the message counts). Messages live in memory; a received
 * message is invisible for the queue's visibility timeout and comes back when it is not deleted; after
 * `maxReceiveCount` receives it moves to the queue's dead-letter queue, as an SQS redrive policy does. No signature
 * is checked (nothing but this machine can reach it).
 */
export interface SqsLocal {
  endpoint: string;
  /** The URL of a queue, made when first named (as `CreateQueue` does). */
  queueUrl(name: string): string;
  stop(): Promise<void>;
}

interface Message {
  id: string;
  body: string;
  receiveCount: number;
  visibleAt: number;
  receipt?: string;
  sentAt: number;
}
interface Queue {
  name: string;
  messages: Message[];
  visibilityTimeoutMs: number;
  deadLetters?: { queue: string; maxReceiveCount: number };
}

const ACCOUNT = '000000000000';
const MAX_BATCH = 10;
const MAX_BODY_BYTES = 256 * 1024;

class SqsError extends Error {
  constructor(
    readonly code: string,
    readonly queryCode: string,
    message: string,
  ) {
    super(message);
  }
}
const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

export async function startSqsLocal(opts: {
  port: number;
  /** Queues made at start: visibility timeout (seconds) and an optional dead-letter queue with its receive count. */
  queues?: {
    name: string;
    visibilityTimeoutSeconds?: number;
    deadLetters?: { queue: string; maxReceiveCount: number };
  }[];
}): Promise<SqsLocal> {
  const endpoint = `http://127.0.0.1:${opts.port}`;
  const queues = new Map<string, Queue>();
  const waiting = new Set<() => void>();
  const urlOf = (name: string) => `${endpoint}/${ACCOUNT}/${name}`;
  const create = (name: string, visibilityTimeoutSeconds = 30, deadLetters?: Queue['deadLetters']) => {
    if (!/^[\w-]{1,80}$/.test(name)) throw new SqsError('InvalidParameterValue', 'InvalidParameterValue', 'Bad name');
    if (!queues.has(name))
      queues.set(name, { name, messages: [], visibilityTimeoutMs: visibilityTimeoutSeconds * 1000, deadLetters });
    return urlOf(name);
  };
  for (const q of opts.queues ?? []) create(q.name, q.visibilityTimeoutSeconds, q.deadLetters);

  const queueOf = (url: unknown) => {
    const name = typeof url === 'string' ? url.split('/').pop() : undefined;
    const queue = name ? queues.get(name) : undefined;
    if (!queue)
      throw new SqsError(
        'QueueDoesNotExist',
        'AWS.SimpleQueueService.NonExistentQueue',
        'The specified queue does not exist.',
      );
    return queue;
  };
  const enqueue = (queue: Queue, body: unknown) => {
    if (typeof body !== 'string' || body.length === 0)
      throw new SqsError('MissingParameter', 'MissingParameter', 'The request must contain the parameter MessageBody.');
    if (Buffer.byteLength(body) > MAX_BODY_BYTES)
      throw new SqsError('InvalidParameterValue', 'InvalidParameterValue', 'The message is longer than 256 KB.');
    const message: Message = { id: randomUUID(), body, receiveCount: 0, visibleAt: 0, sentAt: Date.now() };
    queue.messages.push(message);
    for (const wake of waiting) wake();
    return { MessageId: message.id, MD5OfMessageBody: md5(body) };
  };
  const take = (queue: Queue, max: number, visibilityMs: number) => {
    const now = Date.now();
    const taken: Message[] = [];
    for (const message of [...queue.messages]) {
      if (taken.length >= max) break;
      if (message.visibleAt > now) continue;
      const dlq = queue.deadLetters && queues.get(queue.deadLetters.queue);
      if (dlq && message.receiveCount >= queue.deadLetters!.maxReceiveCount) {
        queue.messages.splice(queue.messages.indexOf(message), 1);
        dlq.messages.push({ ...message, receiveCount: 0, visibleAt: 0, receipt: undefined });
        continue;
      }
      message.receiveCount++;
      message.visibleAt = now + visibilityMs;
      message.receipt = randomUUID();
      taken.push(message);
    }
    return taken;
  };
  const remove = (queue: Queue, receipt: unknown) => {
    const index = queue.messages.findIndex((m) => m.receipt === receipt);
    if (index < 0 && typeof receipt !== 'string')
      throw new SqsError('ReceiptHandleIsInvalid', 'ReceiptHandleIsInvalid', 'The receipt handle is not valid.');
    // Deleting a message already gone succeeds, as in SQS.
    if (index >= 0) queue.messages.splice(index, 1);
  };
  const batchOf = (entries: unknown) => {
    if (!Array.isArray(entries) || entries.length === 0)
      throw new SqsError('EmptyBatchRequest', 'AWS.SimpleQueueService.EmptyBatchRequest', 'No entries in the batch.');
    if (entries.length > MAX_BATCH)
      throw new SqsError(
        'TooManyEntriesInBatchRequest',
        'AWS.SimpleQueueService.TooManyEntriesInBatchRequest',
        `At most ${MAX_BATCH} entries in a batch.`,
      );
    return entries as Record<string, unknown>[];
  };

  const actions: Record<string, (input: Record<string, unknown>) => Promise<unknown> | unknown> = {
    CreateQueue: (input) => {
      const attributes = (input.Attributes ?? {}) as Record<string, string>;
      return { QueueUrl: create(String(input.QueueName), Number(attributes.VisibilityTimeout ?? 30)) };
    },
    GetQueueUrl: (input) => ({ QueueUrl: urlOf(queueOf(urlOf(String(input.QueueName))).name) }),
    GetQueueAttributes: (input) => {
      const queue = queueOf(input.QueueUrl);
      const now = Date.now();
      return {
        Attributes: {
          ApproximateNumberOfMessages: String(queue.messages.filter((m) => m.visibleAt <= now).length),
          ApproximateNumberOfMessagesNotVisible: String(queue.messages.filter((m) => m.visibleAt > now).length),
          VisibilityTimeout: String(queue.visibilityTimeoutMs / 1000),
        },
      };
    },
    SendMessage: (input) => enqueue(queueOf(input.QueueUrl), input.MessageBody),
    SendMessageBatch: (input) => {
      const queue = queueOf(input.QueueUrl);
      const entries = batchOf(input.Entries);
      if (new Set(entries.map((e) => e.Id)).size !== entries.length)
        throw new SqsError(
          'BatchEntryIdsNotDistinct',
          'AWS.SimpleQueueService.BatchEntryIdsNotDistinct',
          'Two entries have the same Id.',
        );
      const Successful: unknown[] = [];
      const Failed: unknown[] = [];
      for (const entry of entries) {
        try {
          Successful.push({ Id: entry.Id, ...enqueue(queue, entry.MessageBody) });
        } catch (error) {
          const e = error as SqsError;
          Failed.push({ Id: entry.Id, SenderFault: true, Code: e.code, Message: e.message });
        }
      }
      return { Successful, Failed };
    },
    ReceiveMessage: async (input) => {
      const queue = queueOf(input.QueueUrl);
      const max = Math.min(MAX_BATCH, Math.max(1, Number(input.MaxNumberOfMessages ?? 1)));
      const visibilityMs =
        input.VisibilityTimeout === undefined ? queue.visibilityTimeoutMs : Number(input.VisibilityTimeout) * 1000;
      const waitUntil = Date.now() + Math.min(20, Number(input.WaitTimeSeconds ?? 0)) * 1000;
      let taken = take(queue, max, visibilityMs);
      while (taken.length === 0 && Date.now() < waitUntil && !closing) {
        // Woken by a new message, or after a short while for messages whose visibility ended.
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiting.delete(wake);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(wake, Math.min(250, Math.max(0, waitUntil - Date.now())));
          waiting.add(wake);
        });
        taken = take(queue, max, visibilityMs);
      }
      return {
        Messages: taken.map((m) => ({
          MessageId: m.id,
          ReceiptHandle: m.receipt,
          MD5OfBody: md5(m.body),
          Body: m.body,
          Attributes: { ApproximateReceiveCount: String(m.receiveCount), SentTimestamp: String(m.sentAt) },
        })),
      };
    },
    DeleteMessage: (input) => {
      remove(queueOf(input.QueueUrl), input.ReceiptHandle);
      return {};
    },
    DeleteMessageBatch: (input) => {
      const queue = queueOf(input.QueueUrl);
      const entries = batchOf(input.Entries);
      for (const entry of entries) remove(queue, entry.ReceiptHandle);
      return { Successful: entries.map((e) => ({ Id: e.Id })), Failed: [] };
    },
  };

  const answer = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/x-amz-json-1.0', ...headers });
    res.end(JSON.stringify(body));
  };
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const target = String(req.headers['x-amz-target'] ?? '');
    const action = actions[target.replace(/^AmazonSQS\./, '')];
    try {
      if (req.method !== 'POST' || !target.startsWith('AmazonSQS.') || !action)
        throw new SqsError('InvalidAction', 'InvalidAction', `The action ${target || '(none)'} is not valid here.`);
      const input = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
      answer(res, 200, await action(input));
    } catch (error) {
      const e =
        error instanceof SqsError
          ? error
          : new SqsError('InvalidParameterValue', 'InvalidParameterValue', (error as Error).message);
      answer(
        res,
        400,
        { __type: `com.amazonaws.sqs#${e.code}`, message: e.message },
        { 'x-amzn-query-error': `${e.queryCode};Sender` },
      );
    }
  };

  let closing = false;
  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, '127.0.0.1', () => resolve());
  });
  return {
    endpoint,
    queueUrl: (name) => create(name),
    stop: async () => {
      closing = true;
      for (const wake of waiting) wake();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
