import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ChecklistEntry, RequestState } from '../../../shared/communication/requests';
import { requestNotices } from '../../../shared/communication/requests';
import { dynamo } from '../../lib/clients/dynamo';
import { env } from '../../lib/env';
import { fieldAssignments } from '../../lib/updateExpression';
import { Conflict } from '../../lib/errors';
import { newestOfLists, queryAll, type IndexList } from '../../lib/queryPages';

import {
  ALL_LIST,
  listSortKey,
  messageKey,
  pk,
  retailerList,
  rootKey,
  searchText,
  strip,
  transact,
  versionKey,
  type TransactItem,
} from './requestKeys';
import { requestCreatedCount } from '../reports/reportCounters';

/**
 * The communication request aggregate (docs/data-model.md, 'Communication requests'); this module is the only
 * owner of its keys. One partition `CREQ#{id}`: the root `R#ROOT`, versions `R#V#{vvvv}`, messages
 * `R#M#{vvvv}#{mmmmmm}` (a version's thread is one Query), the message sequence `R#SEQ`, audit entries
 * `AUDIT#{at}#{rand}`. Lists: GSI1 `CREQS` (every request) and GSI2 `CREQS#R#{retailerId}` (one retailer's),
 * sorted by `{createdAt}#{id}`. Request ids come from the counter `COUNTER` / `SEQ#CREQ`.
 */
export interface StoredFile {
  documentId: string;
  key: string;
  fileName: string;
  contentType: string;
  size: number;
  /** Its bytes were seen in the bucket (a HEAD found the object). */
  received: boolean;
}

export interface RequestContactRecord {
  id: string;
  name: string;
  email: string;
}

export interface RequestRoot {
  id: number;
  programId: number;
  programName: string;
  retailerId: number | null;
  requestName: string;
  status: RequestState;
  reviewByDate: string;
  dueDate: string;
  reasonIds: number[];
  tacticIds: string[];
  contacts: RequestContactRecord[];
  currentVersionId: number;
  /** Files of the current version not seen in the bucket yet (the list shows an incomplete request). */
  missingFiles: number;
  createdBy: string;
  createdByName: string;
  createdAt: string;
  updatedAt: string;
  version: number;
}

interface VersionChecklistLine extends ChecklistEntry {
  doneBy?: string | null;
  doneByName?: string | null;
}

export interface RequestVersion {
  requestId: number;
  versionId: number;
  files: StoredFile[];
  checklist: VersionChecklistLine[];
  uploadedBy: string;
  uploadedByName: string;
  uploadedAt: string;
}

export interface RequestMessage {
  requestId: number;
  requestMessageId: number;
  parentId: number | null;
  versionId: number;
  message: string;
  files: StoredFile[];
  createdBy: string;
  createdByName: string;
  createdAt: string;
  editedAt: string | null;
  isRequestMessage: boolean;
}

/** The next request id (an atomic counter). */
export async function nextRequestId(): Promise<number> {
  const answer = await dynamo.send(
    new UpdateCommand({
      TableName: env.tableName,
      Key: { PK: 'COUNTER', SK: 'SEQ#CREQ' },
      UpdateExpression: 'ADD #n :one',
      ExpressionAttributeNames: { '#n': 'count' },
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return answer.Attributes!.count as number;
}

/** The audit entry's Put, in the request's partition, for the transaction of the change it records. */
export function requestAudit(
  requestId: number,
  actor: { subject: string; email: string },
  action: string,
  notes: string,
  at: string,
): TransactItem {
  return {
    Put: {
      TableName: env.tableName,
      Item: {
        PK: pk(requestId),
        SK: `AUDIT#${at}#${randomUUID().slice(0, 8)}`,
        at,
        by: actor.subject,
        byName: actor.email,
        action,
        notes,
      },
    },
  };
}

/** Root, version 1 and the request's message in one transaction (with its audit entry). */
export async function insertRequest(
  root: RequestRoot,
  first: RequestVersion,
  message: RequestMessage,
  actor: { subject: string; email: string },
): Promise<void> {
  const lists = {
    GSI1PK: ALL_LIST,
    GSI1SK: listSortKey(root),
    ...(root.retailerId !== null ? { GSI2PK: retailerList(root.retailerId), GSI2SK: listSortKey(root) } : {}),
  };
  await transact(
    [
      {
        Put: {
          TableName: env.tableName,
          Item: { ...rootKey(root.id), ...lists, searchText: searchText(root), ...root },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      { Put: { TableName: env.tableName, Item: { ...versionKey(root.id, 1), ...first } } },
      {
        Put: {
          TableName: env.tableName,
          Item: { ...messageKey(root.id, 1, message.requestMessageId), ...message },
        },
      },
      { Put: { TableName: env.tableName, Item: { PK: pk(root.id), SK: 'R#SEQ', count: message.requestMessageId } } },
      requestAudit(root.id, actor, 'create', `${root.requestName} (${first.files.length} files)`, root.createdAt),
      requestCreatedCount(root),
    ],
    () => new Conflict(),
  );
}

export async function getRequestRoot(id: number): Promise<RequestRoot | undefined> {
  const answer = await dynamo.send(
    new GetCommand({ TableName: env.tableName, Key: rootKey(id), ConsistentRead: true }),
  );
  return strip<RequestRoot>(answer.Item);
}

/** The root and every version (a version item is small: its file list and checklist). */
export async function getRequestWithVersions(
  id: number,
): Promise<{ root: RequestRoot; versions: RequestVersion[] } | undefined> {
  const items = await queryAll({
    TableName: env.tableName,
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': pk(id), ':from': 'R#ROOT', ':to': 'R#V#~' },
    ConsistentRead: true,
  });
  const rootItem = items.find((i) => i.SK === 'R#ROOT');
  if (!rootItem) return undefined;
  return {
    root: strip<RequestRoot>(rootItem)!,
    versions: items.filter((i) => (i.SK as string).startsWith('R#V#')).map((i) => strip<RequestVersion>(i)!),
  };
}

/** The list's rows: every request (or one retailer's), projected to what the list shows. */
export async function listRequestRows(retailerIds: 'all' | readonly number[]): Promise<RequestRoot[]> {
  const lists =
    retailerIds === 'all' ? [['GSI1', ALL_LIST] as const] : retailerIds.map((r) => ['GSI2', retailerList(r)] as const);
  const pages = await Promise.all(
    lists.map(([index, list]) =>
      queryAll({
        TableName: env.tableName,
        IndexName: index,
        KeyConditionExpression: `${index}PK = :list`,
        ExpressionAttributeValues: { ':list': list },
        ScanIndexForward: false,
      }),
    ),
  );
  return pages.flat().map((i) => strip<RequestRoot>(i)!);
}

/** Reads of a request list the tasks spend at most looking for open requests among closed ones, and their size. */
const OPEN_READS = 10;
const OPEN_READ_SIZE = 100;

/**
 * The newest open requests (every request, or the given retailers'), at most `limit` per list: the tasks' bounded
 * read (a filter on the list's index, newest first, reading on past closed requests at most OPEN_READS reads;
 * older open requests are left out).
 */
export async function latestOpenRequests(
  retailerIds: 'all' | readonly number[],
  limit: number,
): Promise<RequestRoot[]> {
  const lists: IndexList[] =
    retailerIds === 'all' ? [['GSI1', ALL_LIST]] : retailerIds.map((r) => ['GSI2', retailerList(r)]);
  const items = await newestOfLists(
    lists,
    {
      FilterExpression: '#status = :open',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':open': 'open' },
      Limit: Math.max(limit, OPEN_READ_SIZE),
    },
    { wanted: limit, maxReads: OPEN_READS },
  );
  return items.map((i) => strip<RequestRoot>(i)!);
}

/** A request's audit trail, oldest first, at most the newest 200 entries. */
export async function listRequestAudit(id: number): Promise<Record<string, unknown>[]> {
  const answer = await dynamo.send(
    new QueryCommand({
      TableName: env.tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': pk(id), ':prefix': 'AUDIT#' },
      ScanIndexForward: false,
      Limit: 200,
    }),
  );
  return (answer.Items ?? []).reverse();
}

/**
 * Adds version `next` (the root moves to it, conditional on still being at `next - 1` and the version read):
 * earlier versions become read-only in the same transaction. Someone else's version taken first: 409.
 */
export async function insertVersion(
  root: RequestRoot,
  version: RequestVersion,
  actor: { subject: string; email: string },
): Promise<void> {
  const at = version.uploadedAt;
  await transact(
    [
      {
        Update: {
          TableName: env.tableName,
          Key: rootKey(root.id),
          UpdateExpression: 'SET currentVersionId = :next, missingFiles = :missing, updatedAt = :at ADD version :one',
          ConditionExpression: 'currentVersionId = :current',
          ExpressionAttributeValues: {
            ':next': version.versionId,
            ':current': version.versionId - 1,
            ':missing': version.files.filter((f) => !f.received).length,
            ':one': 1,
            ':at': at,
          },
        },
      },
      {
        Put: {
          TableName: env.tableName,
          Item: { ...versionKey(root.id, version.versionId), ...version },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      requestAudit(root.id, actor, 'add-version', `Version ${version.versionId} (${version.files.length} files)`, at),
    ],
    () => new Conflict(requestNotices.versionTaken(version.versionId)),
  );
}

/** Sets a root's fields (reasons, tactics, contacts) while its version is the one read; audited. */
export async function updateRootFields(
  root: RequestRoot,
  fields: Partial<Pick<RequestRoot, 'reasonIds' | 'tacticIds' | 'contacts'>>,
  audit: { actor: { subject: string; email: string }; action: string; notes: string },
  at: string,
): Promise<void> {
  const assign = fieldAssignments(fields);
  await transact(
    [
      {
        Update: {
          TableName: env.tableName,
          Key: rootKey(root.id),
          UpdateExpression: `SET ${['version = :nv', 'updatedAt = :at', ...assign.set].join(', ')}`,
          ConditionExpression: 'version = :v',
          ExpressionAttributeNames: assign.names,
          ExpressionAttributeValues: {
            ':v': root.version,
            ':nv': root.version + 1,
            ':at': at,
            ...assign.values,
          },
        },
      },
      requestAudit(root.id, audit.actor, audit.action, audit.notes, at),
    ],
    () => new Conflict(),
  );
}

/** Records that files arrived: the version's (and the root's count of missing files when it is the current one). */
export async function saveVersionFiles(root: RequestRoot, version: RequestVersion): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: env.tableName,
      Key: versionKey(root.id, version.versionId),
      UpdateExpression: 'SET files = :files',
      ExpressionAttributeValues: { ':files': version.files },
    }),
  );
  if (root.currentVersionId !== version.versionId) return;
  await dynamo
    .send(
      new UpdateCommand({
        TableName: env.tableName,
        Key: rootKey(root.id),
        UpdateExpression: 'SET missingFiles = :m',
        ConditionExpression: 'currentVersionId = :v',
        ExpressionAttributeValues: { ':m': version.files.filter((f) => !f.received).length, ':v': version.versionId },
      }),
    )
    .catch((error: Error) => {
      if (error.name !== 'ConditionalCheckFailedException') throw error;
    });
}

/** The root's key and list fields, for the workflow kit's transition (which writes the root and the audit). */
export const requestRootKey = rootKey;
