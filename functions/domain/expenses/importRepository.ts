import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { InvoiceKind } from '../../../shared/expenses/rules';
import { dynamo } from '../../lib/clients/dynamo';
import { env } from '../../lib/env';
import { CLOSE_OPEN_IMPORT, openImportKeys } from '../imports/openImports';
import { importKey, strip } from './expenseKeys';

export type ImportStatus = 'uploading' | 'queued' | 'processing' | 'done' | 'failed' | 'removed';

/** An expense import (`EXPIMPORT#{importId}`), updated as the processor streams its file. */
export interface ExpenseImport {
  importId: string;
  kind: InvoiceKind;
  fileName: string;
  key: string;
  status: ImportStatus;
  /** The retailers the importer may see when they started it: rows of any other are refused. */
  retailerScope: 'all' | number[];
  rowsRead: number;
  rowsImported: number;
  rowsSkipped: number;
  /** How far the processor has read into the file, of its size (bytes; imports processed before had neither). */
  bytesRead?: number;
  fileBytes?: number;
  /** The first bad rows (at most MAX_STORED_ERRORS); errorCount has them all. */
  errors: { line: number; field: string; message: string }[];
  errorCount: number;
  createdBy: string;
  createdAt: string;
  /** When Process (or Retry) queued it, and when the processor claimed it: a stuck import is told by them. */
  queuedAt?: string;
  startedAt?: string;
  /** Why it failed, for its importer (a stuck import, processing that stopped); null or absent otherwise. */
  failureReason?: string | null;
}

/** The states an import has ended in: it leaves the open-imports index. */
const finished = (status: ImportStatus | undefined) => status === 'done' || status === 'failed' || status === 'removed';

export const MAX_STORED_ERRORS = 500;

export async function createImport(record: ExpenseImport): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: env.tableName,
      Item: { ...importKey(record.importId), ...openImportKeys(record.createdAt, record.importId), ...record },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

export async function getImport(importId: string): Promise<ExpenseImport | undefined> {
  const answer = await dynamo.send(new GetCommand({ TableName: env.tableName, Key: importKey(importId) }));
  return answer.Item ? strip<ExpenseImport>(answer.Item) : undefined;
}

/**
 * Moves an import from one status to the next, with fields that go with the move (its times, its reason); false when
 * it was not in `from` (another call moved it first). A finished import leaves the open-imports index; one queued
 * again (Retry) is put back on it.
 */
export async function moveImport(
  importId: string,
  from: ImportStatus,
  to: ImportStatus,
  fields: Partial<ExpenseImport> = {},
): Promise<boolean> {
  const names = Object.keys(fields) as (keyof ExpenseImport)[];
  const sets = ['#status = :to', ...names.map((_, i) => `#f${i} = :f${i}`)];
  const reopen = to === 'queued' && from === 'failed';
  const record = reopen ? await getImport(importId) : undefined;
  const reopenKeys = record ? openImportKeys(record.createdAt, importId) : {};
  for (const key of Object.keys(reopenKeys)) sets.push(`${key} = :${key}`);
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: env.tableName,
        Key: importKey(importId),
        UpdateExpression: `SET ${sets.join(', ')}${finished(to) ? ` ${CLOSE_OPEN_IMPORT}` : ''}`,
        ConditionExpression: '#status = :from',
        ExpressionAttributeNames: { '#status': 'status', ...Object.fromEntries(names.map((n, i) => [`#f${i}`, n])) },
        ExpressionAttributeValues: {
          ':to': to,
          ':from': from,
          ...Object.fromEntries(names.map((n, i) => [`:f${i}`, fields[n]])),
          ...Object.fromEntries(Object.entries(reopenKeys).map(([k, v]) => [`:${k}`, v])),
        },
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

export async function updateImport(importId: string, fields: Partial<ExpenseImport>): Promise<void> {
  const names = Object.keys(fields) as (keyof ExpenseImport)[];
  await dynamo.send(
    new UpdateCommand({
      TableName: env.tableName,
      Key: importKey(importId),
      UpdateExpression:
        `SET ${names.map((_, i) => `#f${i} = :f${i}`).join(', ')}` +
        (finished(fields.status) ? ` ${CLOSE_OPEN_IMPORT}` : ''),
      ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#f${i}`, n])),
      ExpressionAttributeValues: Object.fromEntries(names.map((n, i) => [`:f${i}`, fields[n]])),
    }),
  );
}
