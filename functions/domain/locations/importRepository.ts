import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../lib/clients/dynamo';
import { env } from '../../lib/env';
import { CLOSE_OPEN_IMPORT, openImportKeys } from '../imports/openImports';

/** An import of locations: `PROGRAM#{id}` / `IMPORT#{importId}`, updated as the processor streams the file. */
export interface LocationImport {
  importId: string;
  programId: number;
  retailerId: number;
  fileName: string;
  key: string;
  status: 'waiting' | 'processing' | 'done' | 'failed';
  rowsRead: number;
  rowsImported: number;
  /** The first bad rows (at most MAX_STORED_ERRORS); errorCount has them all. */
  errors: { line: number; field: string; message: string }[];
  errorCount: number;
  createdBy: string;
  createdAt: string;
  /** When the processor claimed it: a stuck import is told by it (docs/decisions.md, 'Import recovery'). */
  startedAt?: string;
}

export const MAX_STORED_ERRORS = 500;
const importKey = (programId: number, importId: string) => ({ PK: `PROGRAM#${programId}`, SK: `IMPORT#${importId}` });
/** The S3 key names its program and import, so the processor finds the record from the object alone. */
export const importObjectKey = (programId: number, importId: string) => `imports/${programId}/${importId}.csv`;
export function parseImportObjectKey(key: string): { programId: number; importId: string } | null {
  const match = /^imports\/(\d+)\/([0-9a-f-]{36})\.csv$/.exec(key);
  return match ? { programId: Number(match[1]), importId: match[2] } : null;
}

/** The new import's record as a transaction's Put (the program's guard and audit entry go with it). */
export function newImportItem(record: LocationImport) {
  return {
    Put: {
      TableName: env.tableName,
      Item: {
        ...importKey(record.programId, record.importId),
        ...openImportKeys(record.createdAt, record.importId),
        ...record,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

export async function getImport(programId: number, importId: string): Promise<LocationImport | undefined> {
  const answer = await dynamo.send(new GetCommand({ TableName: env.tableName, Key: importKey(programId, importId) }));
  if (!answer.Item) return undefined;
  const { PK: _pk, SK: _sk, GSI1PK: _g, GSI1SK: _s, ...record } = answer.Item;
  return record as LocationImport;
}

/** Claims a waiting import for processing; false when another delivery of the S3 event already took it. */
export async function claimImport(programId: number, importId: string): Promise<boolean> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: env.tableName,
        Key: importKey(programId, importId),
        UpdateExpression: 'SET #status = :processing, startedAt = :now',
        ConditionExpression: '#status = :waiting',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':processing': 'processing',
          ':waiting': 'waiting',
          ':now': new Date().toISOString(),
        },
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

export async function updateImport(
  programId: number,
  importId: string,
  fields: Partial<LocationImport>,
): Promise<void> {
  const names = Object.keys(fields);
  await dynamo.send(
    new UpdateCommand({
      TableName: env.tableName,
      Key: importKey(programId, importId),
      UpdateExpression:
        `SET ${names.map((_, i) => `#f${i} = :f${i}`).join(', ')}` +
        (fields.status === 'done' || fields.status === 'failed' ? ` ${CLOSE_OPEN_IMPORT}` : ''),
      ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#f${i}`, n])),
      ExpressionAttributeValues: Object.fromEntries(names.map((n, i) => [`:f${i}`, fields[n as keyof LocationImport]])),
    }),
  );
}

/**
 * Marks an import stuck past its deadline failed, with the reason as its one error (as a refused import shows it);
 * false when it moved on meanwhile (its status is no longer the one the deadline was read from).
 */
export async function failStuckImport(
  programId: number,
  importId: string,
  observed: LocationImport['status'],
  message: string,
): Promise<boolean> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: env.tableName,
        Key: importKey(programId, importId),
        UpdateExpression: `SET #status = :failed, errors = :errors, errorCount = :one ${CLOSE_OPEN_IMPORT}`,
        ConditionExpression: '#status = :observed',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':failed': 'failed',
          ':observed': observed,
          ':errors': [{ line: 0, field: 'file', message }],
          ':one': 1,
        },
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}
