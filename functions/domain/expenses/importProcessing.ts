import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { expenseMessages, type InvoiceKind, type ExpenseRow } from '../../../shared/expenses/rules';
import { importFailureMessages } from '../../../shared/imports/stuck';
import { dynamo } from '../../lib/clients/dynamo';
import { getObjectStream } from '../../lib/clients/s3Presign';
import { env } from '../../lib/env';
import { logger } from '../../lib/logger';
import { programRootKey } from '../programs/keys';
import { getReferenceRecord } from '../reference/referenceRepository';
import { expenseIdOf } from './expenseKeys';
import { streamExpenseRows, type LineRow } from './expenseImport';
import { addExpenses } from './expenseBatchAdd';
import type { Expense } from './expenseRepository';
import { UnreadableCsvError } from '../imports/csvRecords';
import { problemList } from '../imports/importRecords';
import { expenseImports, type ExpenseImport } from './importRepository';
import { tacticEstimates } from './tacticEstimates';

/**
 * Rows handed over by the stream at a time: 96 lines of no tactic and their counters (the kind's list and up to
 * three retailers' lists) make one transaction of at most 100 actions; the repository splits larger ones.
 */
const BATCH_ROWS = 96;
/**
 * Batches written at once: the stream waits (backpressure) while this many are in flight. DynamoDB Local
 * serializes transactions and loses throughput with each one in flight beyond the first (docs/decisions.md,
 * 'Expense benches'): `EXPENSE_IMPORT_IN_FLIGHT` sets it there (the bench), AWS takes the default.
 */
const batchesInFlight = () => Math.max(1, Number(process.env.EXPENSE_IMPORT_IN_FLIGHT) || 4);
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
 * Runs at most `limit` writes at once: `run` waits while that many are in flight (the stream reading the file
 * waits with it), and rethrows the first failure; `drain` waits for every write.
 */
function boundedWrites(limit: number) {
  const inFlight = new Set<Promise<void>>();
  let failure: unknown;
  return {
    async run(write: () => Promise<void>) {
      while (inFlight.size >= limit) await Promise.race(inFlight);
      if (failure) throw failure;
      const done: Promise<void> = write()
        .catch((error: unknown) => void (failure ??= error))
        .finally(() => inFlight.delete(done));
      inFlight.add(done);
    },
    async drain() {
      await Promise.all(inFlight);
      if (failure) throw failure;
    },
  };
}

/**
 * Processes one expense import its Process call queued (the processor is triggered by the marker object): streams
 * the file in batches, several batches written at once (bounded, the stream waiting for a free slot), each line
 * added once (deterministic ids and conditional puts: a file processed twice, or a line already imported by
 * another file, adds nothing twice; counters move with the lines added), and records progress and each bad row.
 */
export async function processExpenseImport(bucket: string, kind: InvoiceKind, importId: string): Promise<void> {
  const record = await expenseImports.get(importId);
  // S3 may deliver an event twice; only a queued import is processed, once.
  if (!record || record.kind !== kind || !(await expenseImports.claim(importId, 'queued'))) return;
  const problems = problemList();
  let rowsImported = 0;
  let rowsSkipped = 0;
  // Progress reports the rows read up to the last batch written (batches in flight finish in any order).
  let rowsDone = 0;
  let bytesDone = 0;
  let fileBytes = 0;
  let lastProgress = 0;
  let progress: Promise<void> = Promise.resolve();
  const createdAt = new Date().toISOString();
  const writes = boundedWrites(batchesInFlight());
  const lineOf = (id: string, row: LineRow): Expense => ({
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
  });
  // One progress write at a time, in order; one that would start while another runs is left to the next batch.
  const recordProgress = () => {
    if (rowsDone - lastProgress < PROGRESS_EVERY_ROWS) return;
    lastProgress = rowsDone;
    progress = progress.then(() =>
      expenseImports.update(importId, {
        rowsImported,
        rowsSkipped,
        rowsRead: rowsDone,
        bytesRead: bytesDone,
        fileBytes,
      }),
    );
  };
  try {
    const object = await getObjectStream({ bucket, key: record.key });
    fileBytes = object.contentLength;
    const { rowsRead } = await streamExpenseRows(
      object.body,
      { kind, batchSize: BATCH_ROWS, checkRow: tableChecks(record) },
      (rows: LineRow[], rowsRead: number, bytesRead: number) =>
        writes.run(async () => {
          // The same line twice in one batch is one line (a transaction names an item once).
          const unique = new Map(rows.map((r) => [expenseIdOf(kind, r.code, r.invoiceNumber), r]));
          const { added, closed } = await addExpenses([...unique].map(([id, row]) => lineOf(id, row)));
          // A row naming a tactic whose reconciliation is approved is a bad row: the reconciliation no longer changes.
          for (const [id, status] of closed)
            problems.add({
              line: unique.get(id)!.line,
              field: 'tacticId',
              message: expenseMessages.reconciliationClosed(status),
            });
          rowsImported += added.length;
          rowsSkipped += rows.length - added.length - closed.size;
          rowsDone = Math.max(rowsDone, rowsRead);
          bytesDone = Math.max(bytesDone, bytesRead);
          recordProgress();
        }),
      problems.add,
    );
    await writes.drain();
    await progress;
    await expenseImports.update(importId, {
      status: 'done',
      rowsRead,
      rowsImported,
      rowsSkipped,
      bytesRead: fileBytes,
      fileBytes,
      errors: problems.errors,
      errorCount: problems.count,
    });
    logger.info('expense import done', {
      importId,
      kind,
      rowsRead,
      rowsImported,
      rowsSkipped,
      errorCount: problems.count,
    });
  } catch (error) {
    await writes.drain().catch(() => undefined);
    await progress.catch(() => undefined);
    if (error instanceof UnreadableCsvError) {
      // The file's to fix, not a failure: its line and cause first, no failureReason (the dialog offers no Retry),
      // and no throw (Lambda would read the same file again twice, for nothing).
      await expenseImports.update(importId, {
        status: 'failed',
        rowsRead: rowsDone,
        rowsImported,
        rowsSkipped,
        ...problems.failedWith(error.message, error.line),
      });
      return logger.warn('expense import refused, file unreadable', {
        importId,
        kind,
        line: error.line,
        code: error.code,
      });
    }
    await expenseImports.update(importId, {
      status: 'failed',
      rowsImported,
      rowsSkipped,
      errors: problems.errors,
      errorCount: problems.count,
      failureReason: importFailureMessages.failed,
    });
    // The alarm's log field (docs/decisions.md, 'Import recovery').
    logger.error('expense import failed', {
      importFailed: true,
      reason: 'failed',
      importId,
      kind,
      error: error as Error,
    });
    throw error;
  }
}
