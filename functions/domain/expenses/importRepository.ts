import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { InvoiceKind } from '../../../shared/expenses/rules';
import { dynamo } from '../../lib/clients/dynamo';
import { env } from '../../lib/env';
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
}

export const MAX_STORED_ERRORS = 500;

export async function createImport(record: ExpenseImport): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: env.tableName,
      Item: { ...importKey(record.importId), ...record },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

export async function getImport(importId: string): Promise<ExpenseImport | undefined> {
  const answer = await dynamo.send(new GetCommand({ TableName: env.tableName, Key: importKey(importId) }));
  return answer.Item ? strip<ExpenseImport>(answer.Item) : undefined;
}

/** Moves an import from one status to the next; false when it was not in `from` (another call moved it first). */
export async function moveImport(importId: string, from: ImportStatus, to: ImportStatus): Promise<boolean> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: env.tableName,
        Key: importKey(importId),
        UpdateExpression: 'SET #status = :to',
        ConditionExpression: '#status = :from',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':to': to, ':from': from },
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
      UpdateExpression: `SET ${names.map((_, i) => `#f${i} = :f${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#f${i}`, n])),
      ExpressionAttributeValues: Object.fromEntries(names.map((n, i) => [`:f${i}`, fields[n]])),
    }),
  );
}
