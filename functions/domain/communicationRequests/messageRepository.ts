import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { requestNotices } from '../../../shared/communication/requests';
import { dynamo } from '../../lib/clients/dynamo';
import { env } from '../../lib/env';
import { Conflict, NotFound } from '../../lib/errors';
import { queryAll } from '../../lib/queryPages';
import { messageKey, messagePrefix, pk, rootKey, strip, transact, versionKey, type TransactItem } from './requestKeys';
import {
  getRequestRoot,
  type RequestMessage,
  type RequestRoot,
  type RequestVersion,
  type StoredFile,
} from './requestRepository';

/** The thread's writes (messages of a version) and the latest version's own writes: all refused on an older version. */

/** The next message id of a request (its own counter item, so comments never contend on the root). */
export async function nextMessageId(requestId: number): Promise<number> {
  const answer = await dynamo.send(
    new UpdateCommand({
      TableName: env.tableName,
      Key: { PK: pk(requestId), SK: 'R#SEQ' },
      UpdateExpression: 'ADD #n :one',
      ExpressionAttributeNames: { '#n': 'count' },
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return answer.Attributes!.count as number;
}

/** One version's thread, oldest first (one Query on its prefix). */
export async function listVersionMessages(id: number, versionId: number): Promise<RequestMessage[]> {
  const items = await queryAll({
    TableName: env.tableName,
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': pk(id), ':prefix': messagePrefix(versionId) },
  });
  return items.map((i) => strip<RequestMessage>(i)!);
}

export async function getMessage(id: number, versionId: number, messageId: number) {
  const answer = await dynamo.send(
    new GetCommand({ TableName: env.tableName, Key: messageKey(id, versionId, messageId), ConsistentRead: true }),
  );
  return strip<RequestMessage>(answer.Item);
}

/** A check that the request's latest version is still `versionId` (older versions are read-only). */
const latestIs = (id: number, versionId: number): TransactItem => ({
  ConditionCheck: {
    TableName: env.tableName,
    Key: rootKey(id),
    ConditionExpression: 'currentVersionId = :v',
    ExpressionAttributeValues: { ':v': versionId },
  },
});

const lockedRefusal = async (id: number, versionId: number) => {
  const root = await getRequestRoot(id);
  if (!root) return new NotFound(requestNotices.notFound);
  return root.currentVersionId !== versionId
    ? new Conflict(requestNotices.lockedVersion(versionId, root.currentVersionId))
    : new NotFound(requestNotices.messageNotFound);
};

/** Puts a new message on the latest version (refused when a newer version appeared meanwhile). */
export async function putMessage(message: RequestMessage): Promise<void> {
  const { requestId: id, versionId } = message;
  let refusal: Error | undefined;
  await transact(
    [
      latestIs(id, versionId),
      {
        Put: {
          TableName: env.tableName,
          Item: { ...messageKey(id, versionId, message.requestMessageId), ...message },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
    ],
    () => (refusal = new Conflict()),
  ).catch(async (error) => {
    throw error === refusal ? await lockedRefusal(id, versionId) : error;
  });
}

/** Changes the text of one's own message on the latest version. */
export async function editMessage(
  id: number,
  versionId: number,
  messageId: number,
  author: string,
  text: string,
  at: string,
): Promise<void> {
  let refusal: Error | undefined;
  await transact(
    [
      latestIs(id, versionId),
      {
        Update: {
          TableName: env.tableName,
          Key: messageKey(id, versionId, messageId),
          UpdateExpression: 'SET message = :m, editedAt = :at',
          ConditionExpression: 'attribute_exists(PK) AND createdBy = :me',
          ExpressionAttributeValues: { ':m': text, ':at': at, ':me': author },
        },
      },
    ],
    () => (refusal = new Conflict()),
  ).catch(async (error) => {
    if (error !== refusal) throw error;
    const message = await getMessage(id, versionId, messageId);
    if (message && message.createdBy !== author) throw new Conflict(requestNotices.notYourMessage);
    throw await lockedRefusal(id, versionId);
  });
}

/** Deletes one's own message and its replies (the spec's confirmation says so), on the latest version. */
export async function deleteMessageThread(
  id: number,
  versionId: number,
  messageId: number,
  author: string,
): Promise<void> {
  const replies = (await listVersionMessages(id, versionId)).filter((m) => m.parentId === messageId);
  let refusal: Error | undefined;
  const first: TransactItem[] = [
    latestIs(id, versionId),
    {
      Delete: {
        TableName: env.tableName,
        Key: messageKey(id, versionId, messageId),
        ConditionExpression: 'attribute_exists(PK) AND createdBy = :me',
        ExpressionAttributeValues: { ':me': author },
      },
    },
  ];
  const deletes = replies.map((r): TransactItem => ({
    Delete: { TableName: env.tableName, Key: messageKey(id, versionId, r.requestMessageId) },
  }));
  // The message and up to 98 replies go in one transaction; more replies follow in further ones.
  await transact([...first, ...deletes.slice(0, 98)], () => (refusal = new Conflict())).catch(async (error) => {
    if (error !== refusal) throw error;
    const message = await getMessage(id, versionId, messageId);
    if (message && message.createdBy !== author) throw new Conflict(requestNotices.notYourMessage);
    throw await lockedRefusal(id, versionId);
  });
  for (let i = 98; i < deletes.length; i += 100) await transact(deletes.slice(i, i + 100), () => new Conflict());
}

/** Appends an attachment to a message (list_append in the write, so parallel uploads all land). */
export async function appendMessageFile(id: number, versionId: number, messageId: number, file: StoredFile) {
  await dynamo.send(
    new UpdateCommand({
      TableName: env.tableName,
      Key: messageKey(id, versionId, messageId),
      UpdateExpression: 'SET files = list_append(if_not_exists(files, :empty), :file)',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':file': [file], ':empty': [] },
    }),
  );
}

export async function saveMessageFiles(message: RequestMessage): Promise<void> {
  await dynamo
    .send(
      new PutCommand({
        TableName: env.tableName,
        Item: { ...messageKey(message.requestId, message.versionId, message.requestMessageId), ...message },
        ConditionExpression: 'attribute_exists(PK)',
      }),
    )
    .catch((error: Error) => {
      if (error.name !== 'ConditionalCheckFailedException') throw error;
    });
}

/** Replaces the announced file of that name on the latest version (an upload again with another size or type). */
export async function replaceVersionFile(root: RequestRoot, version: RequestVersion, files: StoredFile[]) {
  let refusal: Error | undefined;
  await transact(
    [
      latestIs(root.id, version.versionId),
      {
        Update: {
          TableName: env.tableName,
          Key: versionKey(root.id, version.versionId),
          UpdateExpression: 'SET files = :files',
          ExpressionAttributeValues: { ':files': files },
        },
      },
    ],
    () => (refusal = new Conflict()),
  ).catch(async (error) => {
    throw error === refusal ? await lockedRefusal(root.id, version.versionId) : error;
  });
}

/** Ticks a checklist line of the latest version, by position, while it still holds that message. */
export async function tickChecklistLine(
  id: number,
  versionId: number,
  index: number,
  messageId: number,
  done: { done: boolean; by: string | null; byName: string | null },
): Promise<void> {
  let refusal: Error | undefined;
  await transact(
    [
      latestIs(id, versionId),
      {
        Update: {
          TableName: env.tableName,
          Key: versionKey(id, versionId),
          UpdateExpression: `SET checklist[${index}].done = :d, checklist[${index}].doneBy = :by, checklist[${index}].doneByName = :name`,
          ConditionExpression: `checklist[${index}].requestMessageId = :m`,
          ExpressionAttributeValues: { ':d': done.done, ':by': done.by, ':name': done.byName, ':m': messageId },
        },
      },
    ],
    () => (refusal = new Conflict()),
  ).catch(async (error) => {
    if (error !== refusal) throw error;
    const root = await getRequestRoot(id);
    throw root && root.currentVersionId !== versionId
      ? new Conflict(requestNotices.checklistOnlyLatest)
      : new Conflict();
  });
}

/** Every message item of a request that refers to `messageIds`, for the checklist's texts. */
export async function getMessagesById(
  id: number,
  refs: readonly { versionId: number; requestMessageId: number }[],
): Promise<RequestMessage[]> {
  const found = await Promise.all(refs.map((r) => getMessage(id, r.versionId, r.requestMessageId)));
  return found.filter((m): m is RequestMessage => m !== undefined);
}
