import type { InvoiceKind } from '../../../../../shared/expenses/rules';
import { callRoute, type RouteResult } from '../../../lib/api';
import type { UploadProgress } from '../../../lib/upload';
import { followImport, startUpload } from '../../../lib/upload/importFlow';
import { saveBlob } from '../../../lib/download';

/**
 * The kinds with an import screen: spec 03 lists file uploads for PO, coupon and promo code and a `process-import-do`
 * with a body; DO lines are imported the same way here, and mindshare invoices too (docs/decisions.md, 'Expenses,
 * web', 'Mindshare').
 */
const importKinds = ['po', 'do', 'coupon', 'promo', 'mindshare'] as const satisfies readonly InvoiceKind[];
export type ImportKind = (typeof importKinds)[number];
export const hasImport = (kind: string): kind is ImportKind => (importKinds as readonly string[]).includes(kind);

export type ImportStatus = RouteResult<'expenses.importStatus'>;

const startRoute = {
  po: 'expenses.importPo',
  do: 'expenses.importDo',
  coupon: 'expenses.importCoupon',
  promo: 'expenses.importPromo',
  mindshare: 'expenses.importMindshare',
} as const;
const processRoute = {
  po: 'expenses.processImportPo',
  do: 'expenses.processImportDo',
  coupon: 'expenses.processImportCoupon',
  promo: 'expenses.processImportPromo',
  mindshare: 'expenses.processImportMindshare',
} as const;
const removeRoute = {
  po: 'expenses.removeImportPo',
  do: 'expenses.removeImportDo',
  coupon: 'expenses.removeImportCoupon',
  promo: 'expenses.removeImportPromo',
  mindshare: 'expenses.removeImportMindshare',
} as const;

/**
 * Uploads a kind's CSV: asks for a presigned slot (`import-po`, `import-do`, `import-coupon`, `import-promocode`) and puts the
 * file straight to S3 with its progress. Nothing is read until Process; answers the import's id.
 */
export const uploadImport = (kind: ImportKind, file: File, onProgress: UploadProgress, signal: AbortSignal) =>
  startUpload((body) => callRoute(startRoute[kind], { body }), 'locationImport', file, onProgress, signal);

/** Asks the server to process an uploaded import (`process-import-*`). */
export const processImport = (kind: ImportKind, importId: string) =>
  callRoute(processRoute[kind], { body: { importId } });

/** Processes a failed import again from its stored file (`imports/{importId}/retry`). */
export const retryImport = (importId: string) => callRoute('expenses.retryImport', { params: { importId } });

/** Discards an uploaded import that was not processed (`remove-import-*`). */
export const removeImport = (kind: ImportKind, importId: string) =>
  callRoute(removeRoute[kind], { body: { importId } });

/**
 * Follows a processing import until it is done, failed or removed, reporting each state read; a poll that fails is
 * tried again (a large import runs for minutes), up to ten in a row (web/src/lib/upload/importFlow.ts).
 */
export const followExpenseImport = (
  importId: string,
  onStatus: (status: ImportStatus) => void,
  signal: AbortSignal,
): Promise<ImportStatus> =>
  followImport(
    () => callRoute('expenses.importStatus', { params: { importId } }),
    onStatus,
    signal,
  ) as Promise<ImportStatus>;

/** Downloads the kind's CSV template (`import-template?kind=`). */
export async function downloadTemplate(kind: ImportKind) {
  const template = await callRoute('expenses.importTemplate', { query: { kind } });
  saveBlob(new Blob([template.content], { type: 'text/csv;charset=utf-8' }), template.fileName);
}
