import type { S3Event } from 'aws-lambda';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { deliveryMessages } from '../../shared/delivery/rules';
import { changeRefusal } from '../../shared/programs/changeRules';
import { programRootKey } from '../domain/programs/keys';
import { dynamo } from '../lib/clients/dynamo';
import { env } from '../lib/env';
import { getObjectStream } from '../lib/clients/s3Presign';
import { inBatches } from '../lib/inBatches';
import { logger } from '../lib/logger';
import { UnreadableCsvError } from '../domain/imports/csvRecords';
import { problemList } from '../domain/imports/importRecords';
import { locationImports, parseImportObjectKey } from '../domain/locations/importRepository';
import {
  batchPut,
  locationItems,
  saveToAddressBook,
  toShippingLocation,
  unselectedOnly,
} from '../domain/locations/locationRepository';
import { listReferenceRecords } from '../domain/reference/referenceRepository';
import { streamLocationRows } from '../domain/locations/locationImport';
import { parseImportKey as parseExpenseImportKey } from '../domain/expenses/expenseKeys';
import { processExpenseImport } from '../domain/expenses/importProcessing';
import { sweepStuckImports } from '../domain/imports/sweep';
import { parseInventoryObjectKey } from '../domain/reference/inventoryImports';
import { processInventoryImport } from '../domain/reference/inventoryProcessing';
import { isSweepEvent, type STUCK_SWEEP_EVENT } from '../../shared/imports/stuck';

// 25 rows make 50 items (address book and program selection): two BatchWriteItem calls.
const BATCH_ROWS = 25;
const PROGRESS_EVERY_ROWS = 1000;

/**
 * Dispatches an object of the imports bucket by its kind of import: a location or inventory CSV is processed on
 * arrival; an expense CSV waits for its Process call, whose marker object (beside the file) is what starts it.
 */
export async function processImport(bucket: string, key: string): Promise<void> {
  const inventory = parseInventoryObjectKey(key);
  if (inventory) return processInventoryImport(bucket, key, inventory.importId);
  const expense = parseExpenseImportKey(key);
  if (expense) {
    if (expense.object === 'marker') return processExpenseImport(bucket, expense.kind, expense.importId);
    return logger.info('expense import uploaded, waiting for Process', { importId: expense.importId });
  }
  return processLocationImport(bucket, key);
}

/** Imports one uploaded CSV into the retailer's address book and the program's locations. */
async function processLocationImport(bucket: string, key: string): Promise<void> {
  const target = parseImportObjectKey(key);
  if (!target) return logger.warn('not an import object', { bucket, key });
  const record = await locationImports.get(target);
  // S3 may deliver an event twice; only a waiting import is processed, once.
  if (!record || !(await locationImports.claim(target, 'waiting'))) return;
  // The program's guard, again: a program that left planning since the upload started takes no locations.
  const root = await dynamo.send(
    new GetCommand({
      TableName: env.tableName,
      Key: programRootKey(record.programId),
      ProjectionExpression: 'statusId',
    }),
  );
  const refusal = root.Item ? changeRefusal('delivery', root.Item.statusId) : deliveryMessages.loadFailed;
  if (refusal) {
    await locationImports.update(target, {
      status: 'failed',
      errors: [{ line: 0, field: 'program', message: refusal }],
      errorCount: 1,
    });
    return logger.warn('import refused', { programId: record.programId, importId: record.importId, refusal });
  }
  const problems = problemList();
  let rowsImported = 0;
  let sinceProgress = 0;
  try {
    const [states, countries] = await Promise.all([listReferenceRecords('state'), listReferenceRecords('country')]);
    const object = await getObjectStream({ bucket, key: key });
    const { rowsRead } = await streamLocationRows(
      object.body,
      {
        batchSize: BATCH_ROWS,
        knownStates: new Set(states.map((s) => s.id)),
        knownCountries: new Set(countries.map((c) => c.id)),
      },
      async (rows) => {
        // The same address twice in one file is one location: a batch may not hold a key twice.
        const unique = new Map(rows.map((row) => toShippingLocation(record.retailerId, row)).map((l) => [l.id, l]));
        const locations = [...unique.values()];
        // A location the program already selected keeps its item, and with it its distribution. Each address book
        // entry is saved as a form saves it, its version moved on in the same write (one UpdateItem each, in
        // parallel), so an Edit Address form read before cannot save over the import unseen.
        const [selections] = await Promise.all([
          unselectedOnly(
            record.programId,
            locations.map((l) => locationItems(l, record.programId).selection!),
          ),
          inBatches(locations, saveToAddressBook, BATCH_ROWS),
        ]);
        await batchPut(selections);
        rowsImported += rows.length;
        sinceProgress += rows.length;
        if (sinceProgress >= PROGRESS_EVERY_ROWS) {
          sinceProgress = 0;
          await locationImports.update(target, { rowsImported, rowsRead: rowsImported + problems.count });
        }
      },
      problems.add,
    );
    await locationImports.update(target, {
      status: 'done',
      rowsRead,
      rowsImported,
      errors: problems.errors,
      errorCount: problems.count,
    });
    logger.info('import done', {
      programId: record.programId,
      importId: record.importId,
      rowsRead,
      rowsImported,
      errorCount: problems.count,
    });
  } catch (error) {
    if (error instanceof UnreadableCsvError) {
      // The file's to fix, not a failure: its line and cause first, and no throw (Lambda would read it twice more).
      await locationImports.update(target, {
        status: 'failed',
        rowsImported,
        rowsRead: rowsImported + problems.count,
        ...problems.failedWith(error.message, error.line),
      });
      return logger.warn('import refused, file unreadable', {
        programId: record.programId,
        importId: record.importId,
        line: error.line,
        code: error.code,
      });
    }
    // The reason first, as its importer reads it; the bad rows found so far after it.
    await locationImports.update(target, { status: 'failed', rowsImported, ...problems.failedWith() });
    // The alarm's log field (docs/decisions.md, 'Import recovery').
    logger.error('import failed', {
      importFailed: true,
      reason: 'failed',
      programId: record.programId,
      importId: record.importId,
      error: error as Error,
    });
    throw error;
  }
}

/** EventBridge's "Object Created" event of S3 (AWS) carries the bucket and key in `detail`. */
interface ObjectCreatedEvent {
  detail: { bucket: { name: string }; object: { key: string } };
}

/**
 * The import processor Lambda. In AWS the imports bucket's uploads arrive through EventBridge; the local stack
 * hands over S3 notification records (s3rver's), so both shapes are read. The stuck-import schedule sends its
 * sweep event (shared/imports/stuck.ts).
 */
export const handler = async (event: S3Event | ObjectCreatedEvent | typeof STUCK_SWEEP_EVENT): Promise<void> => {
  if (isSweepEvent(event)) return void (await sweepStuckImports());
  if ('detail' in event) return processImport(event.detail.bucket.name, event.detail.object.key);
  for (const record of event.Records) {
    await processImport(record.s3.bucket.name, decodeURIComponent(record.s3.object.key.replace(/\+/g, ' ')));
  }
};
