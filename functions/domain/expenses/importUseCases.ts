import { expenseMessages, importTemplate, type InvoiceKind } from '../../../shared/expenses/rules';
import { clock } from '../../lib/clock';
import { objectExists, presignPut } from '../../lib/clients/s3Presign';
import { env } from '../../lib/env';
import { Conflict, NotFound } from '../../lib/errors';
import { retailerScopeOf, type AuthContext } from '../../lib/identity';
import { importFileKey, importMarkerKey } from './expenseKeys';
import { importStatusFields } from '../imports/importRecords';
import { startCsvUpload } from '../imports/startUpload';
import { expenseImports, type ExpenseImport } from './importRepository';

const statusOf = (record: ExpenseImport) => ({
  ...importStatusFields(record),
  kind: record.kind,
  rowsImported: record.rowsImported,
  rowsSkipped: record.rowsSkipped,
  bytesRead: record.bytesRead ?? 0,
  fileBytes: record.fileBytes ?? 0,
  errorCount: record.errorCount,
  createdDate: record.createdAt,
  failureReason: record.status === 'failed' ? (record.failureReason ?? null) : null,
});

export const templateOf = (kind: InvoiceKind) => ({
  fileName: `expenses-${kind}-import-template.csv`,
  content: importTemplate(kind),
});

/**
 * Starts an import: one .csv of at most 50 MB, uploaded by the browser straight to the imports bucket through a
 * presigned PUT. Nothing is read until Process. The importer's retailer scope is kept with it: the processor
 * refuses rows of other retailers.
 */
export const startImport = (
  auth: AuthContext,
  kind: InvoiceKind,
  body: { fileName: string; contentType: string; size: number },
) =>
  startCsvUpload(body, {
    objectKey: (importId) => importFileKey(kind, importId),
    record: async (start) => {
      const scope = await retailerScopeOf(auth);
      await expenseImports.create({
        ...start,
        kind,
        fileName: body.fileName,
        status: 'uploading',
        retailerScope: scope === 'all' ? 'all' : [...scope],
        rowsRead: 0,
        rowsImported: 0,
        rowsSkipped: 0,
        errors: [],
        errorCount: 0,
        createdBy: auth.subject,
      });
    },
  });

/** The caller's own import of the kind (when given), or 404: imports are their importer's. */
async function ownImport(auth: AuthContext, importId: string, kind?: InvoiceKind): Promise<ExpenseImport> {
  const record = await expenseImports.get(importId);
  if (!record || record.createdBy !== auth.subject || (kind && record.kind !== kind))
    throw new NotFound(expenseMessages.importUnknown);
  return record;
}

/** An import's state; one stuck past its deadline is marked failed first, with its reason (shared/imports/stuck.ts). */
export const importStatus = async (auth: AuthContext, importId: string) =>
  statusOf(await expenseImports.failIfStuck(await ownImport(auth, importId)));

/** Whether the uploaded file is there. */
const uploaded = (key: string) => objectExists({ bucket: env.importsBucket, key });

/**
 * Process: the uploaded file is queued and a marker object is written beside it, whose arrival triggers the import
 * processor (S3 events in AWS and locally alike). 409 when the import is not waiting, or its file has not arrived.
 */
export async function processImport(auth: AuthContext, kind: InvoiceKind, importId: string) {
  const record = await ownImport(auth, importId, kind);
  if (record.status !== 'uploading') throw new Conflict(expenseMessages.importNotWaiting);
  return queueProcessing(record, 'uploading', {});
}

/**
 * Retry: a failed import (stuck past its deadline, or its processing failed) is processed again from the same stored
 * file, its counts started afresh. Lines are added once (deterministic ids, conditional puts), so the rows the
 * failed run added count as already imported, never twice. 409 when it has not failed or its file is not there.
 */
export async function retryImport(auth: AuthContext, importId: string) {
  const record = await ownImport(auth, importId);
  if (record.status !== 'failed') throw new Conflict(expenseMessages.importNotFailed);
  return queueProcessing(record, 'failed', {
    rowsRead: 0,
    rowsImported: 0,
    rowsSkipped: 0,
    bytesRead: 0,
    errors: [],
    errorCount: 0,
    failureReason: null,
  });
}

/** Queues an uploaded import from `from` and writes the Process marker whose arrival starts the processor. */
async function queueProcessing(record: ExpenseImport, from: 'uploading' | 'failed', fresh: Partial<ExpenseImport>) {
  const { importId, kind } = record;
  if (!(await uploaded(record.key))) throw new Conflict(expenseMessages.importNotUploaded);
  const queuedAt = clock.now().toISOString();
  if (!(await expenseImports.move(importId, from, 'queued', { ...fresh, queuedAt })))
    throw new Conflict(from === 'failed' ? expenseMessages.importNotFailed : expenseMessages.importNotWaiting);
  const markerUrl = await presignPut({
    bucket: env.importsBucket,
    key: importMarkerKey(kind, importId),
    contentType: 'text/plain',
    contentLength: importId.length,
    expiresIn: 60,
  });
  const answer = await fetch(markerUrl, { method: 'PUT', headers: { 'content-type': 'text/plain' }, body: importId });
  if (!answer.ok) {
    await expenseImports.update(importId, {
      status: from,
      ...(from === 'failed' && { failureReason: record.failureReason }),
    });
    throw new Error(`The imports bucket refused the process marker (${answer.status})`);
  }
  return statusOf({ ...record, ...fresh, status: 'queued', queuedAt });
}

/** Remove: an import not processed is discarded (its file is never read and expires with the bucket's lifecycle). */
export async function removeImport(auth: AuthContext, kind: InvoiceKind, importId: string) {
  const record = await ownImport(auth, importId, kind);
  if (!(await expenseImports.move(importId, 'uploading', 'removed')))
    throw new Conflict(expenseMessages.importNotWaiting);
  return statusOf({ ...record, status: 'removed' });
}
