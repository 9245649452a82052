import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { MAX_UPLOAD_BYTES } from '../../../shared/constants';
import { importFailureMessages, stuckReason } from '../../../shared/imports/stuck';
import { clock } from '../../lib/clock';
import { presignUploadSlot } from '../../lib/clients/s3Presign';
import { dynamo } from '../../lib/clients/dynamo';
import { env } from '../../lib/env';
import { InvalidInput, NotFound, PayloadTooLarge } from '../../lib/errors';
import type { RouteContext } from '../../lib/familyHandler';
import type { AuthContext } from '../../lib/identity';
import { logger } from '../../lib/logger';
import { CLOSE_OPEN_IMPORT, openImportKeys } from '../imports/openImports';

/**
 * An inventory upload (docs/decisions.md, 'Catalog item id and inventory stock'): `INVIMPORT#{importId}` /
 * `IMPORT`, on the open-imports index while it waits or runs, updated as the import processor streams the file
 * (functions/domain/reference/inventoryProcessing.ts, which alone parses CSV: this module stays out of csv-parse,
 * so the reference family's bundle does not grow).
 */
export interface InventoryImport {
  importId: string;
  fileName: string;
  key: string;
  status: 'waiting' | 'processing' | 'done' | 'failed';
  rowsRead: number;
  rowsUpdated: number;
  /** The first MAX_INVENTORY_ERRORS problems (bad rows, unknown SKUs; line 0: the file); errorCount counts all. */
  errors: { line: number; field: string; message: string }[];
  errorCount: number;
  createdBy: string;
  createdAt: string;
  startedAt?: string;
}

export const MAX_INVENTORY_ERRORS = 500;
const importKey = (importId: string) => ({ PK: `INVIMPORT#${importId}`, SK: 'IMPORT' });
/** The S3 key names the import, so the processor finds the record from the object alone. */
const inventoryObjectKey = (importId: string) => `imports/inventory/${importId}.csv`;
export function parseInventoryObjectKey(key: string): { importId: string } | null {
  const match = /^imports\/inventory\/([0-9a-f-]{36})\.csv$/.exec(key);
  return match ? { importId: match[1] } : null;
}
export const inventoryImportIdOfKey = (pk: string) => /^INVIMPORT#(.+)$/.exec(pk)?.[1] ?? null;

export async function getInventoryImport(importId: string): Promise<InventoryImport | undefined> {
  const answer = await dynamo.send(new GetCommand({ TableName: env.tableName, Key: importKey(importId) }));
  if (!answer.Item) return undefined;
  const { PK: _pk, SK: _sk, GSI1PK: _g, GSI1SK: _s, ...record } = answer.Item;
  return record as InventoryImport;
}

/** Claims a waiting upload for processing; false when another delivery of the S3 event already took it. */
export async function claimInventoryImport(importId: string): Promise<boolean> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: env.tableName,
        Key: importKey(importId),
        UpdateExpression: 'SET #status = :processing, startedAt = :now',
        ConditionExpression: '#status = :waiting',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':processing': 'processing',
          ':waiting': 'waiting',
          ':now': clock.now().toISOString(),
        },
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

export async function updateInventoryImport(importId: string, fields: Partial<InventoryImport>): Promise<void> {
  const names = Object.keys(fields);
  await dynamo.send(
    new UpdateCommand({
      TableName: env.tableName,
      Key: importKey(importId),
      UpdateExpression:
        `SET ${names.map((_, i) => `#f${i} = :f${i}`).join(', ')}` +
        (fields.status === 'done' || fields.status === 'failed' ? ` ${CLOSE_OPEN_IMPORT}` : ''),
      ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#f${i}`, n])),
      ExpressionAttributeValues: Object.fromEntries(
        names.map((n, i) => [`:f${i}`, fields[n as keyof InventoryImport]]),
      ),
    }),
  );
}

/**
 * An upload past its deadline (shared/imports/stuck.ts) is marked failed with the reason as its one error, by the
 * sweep or by the first status read, whichever comes first; answers the record as it now is.
 */
export async function failInventoryImportIfStuck(record: InventoryImport): Promise<InventoryImport> {
  const reason = stuckReason(record, clock.now());
  if (!reason) return record;
  const message = importFailureMessages[reason];
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: env.tableName,
        Key: importKey(record.importId),
        UpdateExpression: `SET #status = :failed, errors = :errors, errorCount = :one ${CLOSE_OPEN_IMPORT}`,
        ConditionExpression: '#status = :observed',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':failed': 'failed',
          ':observed': record.status,
          ':errors': [{ line: 0, field: 'file', message }],
          ':one': 1,
        },
      }),
    );
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    return (await getInventoryImport(record.importId)) ?? record;
  }
  // The alarm's log field (docs/decisions.md, 'Import recovery').
  logger.warn('import stuck, marked failed', {
    importFailed: true,
    importStuck: true,
    reason,
    importId: record.importId,
    kind: 'inventory',
    status: record.status,
  });
  return { ...record, status: 'failed', errors: [{ line: 0, field: 'file', message }], errorCount: 1 };
}

/** `POST inventory`: records the upload and answers a presigned PUT of the CSV to the imports bucket. */
export async function startInventoryImport(body: RouteContext<'inventory.upload'>['body'], auth: AuthContext) {
  if (!/\.csv$/i.test(body.fileName)) throw new InvalidInput({ fileName: ['Choose one .csv file.'] });
  if (body.size > MAX_UPLOAD_BYTES) throw new PayloadTooLarge();
  const importId = randomUUID();
  const key = inventoryObjectKey(importId);
  const createdAt = clock.now().toISOString();
  const record: InventoryImport = {
    importId,
    fileName: body.fileName,
    key,
    status: 'waiting',
    rowsRead: 0,
    rowsUpdated: 0,
    errors: [],
    errorCount: 0,
    createdBy: auth.subject,
    createdAt,
  };
  await dynamo.send(
    new PutCommand({
      TableName: env.tableName,
      Item: { ...importKey(importId), ...openImportKeys(createdAt, importId), ...record },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
  const upload = await presignUploadSlot({
    bucket: env.importsBucket,
    key,
    id: importId,
    contentType: 'text/csv',
    size: body.size,
  });
  return { importId, upload };
}

/** `GET inventory/{importId}`: the upload's progress and problems (a stuck one is marked failed first). */
export async function inventoryImportStatus(importId: string) {
  const found = await getInventoryImport(importId);
  if (!found) throw new NotFound('This import does not exist.');
  const record = await failInventoryImportIfStuck(found);
  return {
    importId: record.importId,
    fileName: record.fileName,
    status: record.status,
    rowsRead: record.rowsRead,
    rowsUpdated: record.rowsUpdated,
    errors: record.errors,
    errorCount: record.errorCount,
  };
}
