import * as recordMessages from '../../../shared/recordMessages';
import { NotFound } from '../../lib/errors';
import type { RouteContext } from '../../lib/familyHandler';
import type { AuthContext } from '../../lib/identity';
import { importRecords, importStatusFields, reasonAsOnlyError, type ImportRecord } from '../imports/importRecords';
import { startCsvUpload } from '../imports/startUpload';

/**
 * An inventory upload (docs/decisions.md, 'Catalog item id and inventory stock'): `INVIMPORT#{importId}` /
 * `IMPORT`, on the open-imports index while it waits or runs, updated as the import processor streams the file
 * (functions/domain/reference/inventoryProcessing.ts, which alone parses CSV: this module stays out of csv-parse,
 * so the reference family's bundle does not grow).
 */
export interface InventoryImport extends ImportRecord {
  status: 'waiting' | 'processing' | 'done' | 'failed';
  rowsRead: number;
  rowsUpdated: number;
  startedAt?: string;
}

/** The S3 key names the import, so the processor finds the record from the object alone. */
const inventoryObjectKey = (importId: string) => `imports/inventory/${importId}.csv`;
export function parseInventoryObjectKey(key: string): { importId: string } | null {
  const match = /^imports\/inventory\/([0-9a-f-]{36})\.csv$/.exec(key);
  return match ? { importId: match[1] } : null;
}
export const inventoryImportIdOfKey = (pk: string) => /^INVIMPORT#(.+)$/.exec(pk)?.[1] ?? null;

/**
 * The records' lifecycle (functions/domain/imports/importRecords.ts): waiting, claimed once, done or failed; a stuck
 * upload's reason is its one error.
 */
export const inventoryImports = importRecords<InventoryImport, string>({
  recordKey: (importId) => ({ PK: `INVIMPORT#${importId}`, SK: 'IMPORT' }),
  refOf: (record) => record.importId,
  stuckFields: reasonAsOnlyError,
  logFields: () => ({ kind: 'inventory' }),
});

/** `POST inventory`: records the upload and answers a presigned PUT of the CSV to the imports bucket. */
export const startInventoryImport = (body: RouteContext<'inventory.upload'>['body'], auth: AuthContext) =>
  startCsvUpload(body, {
    objectKey: inventoryObjectKey,
    record: (start) =>
      inventoryImports.create({
        ...start,
        fileName: body.fileName,
        status: 'waiting',
        rowsRead: 0,
        rowsUpdated: 0,
        errors: [],
        errorCount: 0,
        createdBy: auth.subject,
      }),
  });

/** `GET inventory/{importId}`: the upload's progress and problems (a stuck one is marked failed first). */
export async function inventoryImportStatus(importId: string) {
  const record = await inventoryImports.read(importId);
  if (!record) throw new NotFound(recordMessages.import);
  return { ...importStatusFields(record), rowsUpdated: record.rowsUpdated, errorCount: record.errorCount };
}
