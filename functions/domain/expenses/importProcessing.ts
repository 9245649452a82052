import type { Readable } from 'node:stream';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { expenseMessages, type ExpenseKind, type ExpenseRow } from '../../../shared/expenses/rules';
import { dynamo } from '../../lib/clients/dynamo';
import { s3 } from '../../lib/clients/s3';
import { env } from '../../lib/env';
import { logger } from '../../lib/logger';
import { programRootKey } from '../programs/keys';
import { getReferenceRecord } from '../reference/referenceRepository';
import { expenseIdOf } from './expenseKeys';
import { streamExpenseRows, type LineRow, type RowError } from './expenseImport';
import { addExpense } from './expenseRepository';
import { getImport, MAX_STORED_ERRORS, moveImport, updateImport, type ExpenseImport } from './importRepository';
import { tacticEstimates } from './tacticEstimates';

const BATCH_ROWS = 25;
const PROGRESS_EVERY_ROWS = 250;

/** Row checks against the table (retailers in the importer's scope, tactics of the row's retailer), cached per file. */
function tableChecks(record: ExpenseImport) {
  const retailers = new Map<number, Promise<boolean>>();
  const programRetailers = new Map<number, Promise<number | null>>();
  const tactics = new Map<string, Promise<boolean>>();
  const retailerKnown = (id: number) => {
    if (record.retailerScope !== 'all' && !record.retailerScope.includes(id)) return Promise.resolve(false);
    if (!retailers.has(id))
      retailers.set(
        id,
        getReferenceRecord('retailer', id).then((r) => r !== undefined),
      );
    return retailers.get(id)!;
  };
  const retailerOfProgram = (programId: number) => {
    if (!programRetailers.has(programId))
      programRetailers.set(
        programId,
        dynamo
          .send(new GetCommand({ TableName: env.tableName, Key: programRootKey(programId) }))
          .then((a) => (a.Item ? ((a.Item.retailerId as number | null) ?? null) : null)),
      );
    return programRetailers.get(programId)!;
  };
  const tacticExists = (tacticId: string) => {
    if (!tactics.has(tacticId))
      tactics.set(
        tacticId,
        tacticEstimates([tacticId]).then((m) => m.has(tacticId)),
      );
    return tactics.get(tacticId)!;
  };
  return async (row: ExpenseRow): Promise<Record<string, string>> => {
    if (!(await retailerKnown(row.retailerId))) return { retailerId: expenseMessages.retailerUnknown };
    if (!row.tacticId) return {};
    const programId = Number(row.tacticId.split('-')[0]);
    const ok = (await retailerOfProgram(programId)) === row.retailerId && (await tacticExists(row.tacticId));
    return ok ? {} : { tacticId: expenseMessages.tacticUnknown };
  };
}

/**
 * Processes one expense import its Process call queued (the processor is triggered by the marker object): streams
 * the file in batches, adds each line once (deterministic ids and conditional puts: a file processed twice, or
 * a line already imported by another file, adds nothing twice), and records progress and each bad row.
 */
export async function processExpenseImport(bucket: string, kind: ExpenseKind, importId: string): Promise<void> {
  const record = await getImport(importId);
  // S3 may deliver an event twice; only a queued import is processed, once.
  if (!record || record.kind !== kind || !(await moveImport(importId, 'queued', 'processing'))) return;
  const errors: RowError[] = [];
  let errorCount = 0;
  let rowsImported = 0;
  let rowsSkipped = 0;
  let sinceProgress = 0;
  const createdAt = new Date().toISOString();
  try {
    const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: record.key }));
    const { rowsRead } = await streamExpenseRows(
      object.Body as Readable,
      { kind, batchSize: BATCH_ROWS, checkRow: tableChecks(record) },
      async (rows: LineRow[], rowsRead: number) => {
        // The same line twice in one batch is one line: one transaction per id.
        const unique = new Map(rows.map((r) => [expenseIdOf(kind, r.code, r.invoiceNumber), r]));
        rowsSkipped += rows.length - unique.size;
        const added = await Promise.all(
          [...unique].map(([id, row]) =>
            addExpense({
              id,
              kind,
              code: row.code,
              couponType: row.couponType,
              invoiceNumber: row.invoiceNumber,
              invoiceDate: row.invoiceDate,
              vendor: row.vendor,
              description: row.description,
              retailerId: row.retailerId,
              programId: row.tacticId ? Number(row.tacticId.split('-')[0]) : null,
              tacticId: row.tacticId,
              amountCents: row.amountCents,
              status: row.tacticId ? 'assigned' : 'pending',
              importId,
              createdBy: record.createdBy,
              createdAt,
            }),
          ),
        );
        const count = added.filter(Boolean).length;
        rowsImported += count;
        rowsSkipped += unique.size - count;
        sinceProgress += rows.length;
        if (sinceProgress >= PROGRESS_EVERY_ROWS) {
          sinceProgress = 0;
          await updateImport(importId, { rowsImported, rowsSkipped, rowsRead });
        }
      },
      (error) => {
        errorCount++;
        if (errors.length < MAX_STORED_ERRORS) errors.push(error);
      },
    );
    await updateImport(importId, { status: 'done', rowsRead, rowsImported, rowsSkipped, errors, errorCount });
    logger.info('expense import done', { importId, kind, rowsRead, rowsImported, rowsSkipped, errorCount });
  } catch (error) {
    await updateImport(importId, { status: 'failed', rowsImported, rowsSkipped, errors, errorCount });
    logger.error('expense import failed', { importId, kind, error: error as Error });
    throw error;
  }
}
