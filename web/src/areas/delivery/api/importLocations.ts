import { callRoute, type RouteResult } from '../../../lib/api';
import { saveBlob } from '../../../lib/download';
import { uploadThenFollow, type ImportPhase as Phase } from '../../../lib/upload/importFlow';
import { deliveryChanged } from './deliveryInformation';

export type ImportStatus = RouteResult<'delivery.importStatus'>;

/** Downloads the CSV template (`GET programs/download-import-template`) as a file. */
export async function downloadImportTemplate() {
  const template = await callRoute('delivery.importTemplate');
  saveBlob(new Blob([template.content], { type: 'text/csv;charset=utf-8' }), template.fileName);
}

export type ImportPhase = Phase<ImportStatus>;

/**
 * Imports a locations CSV: asks for an upload slot (`POST programs/{id}/import-shipping-location`), uploads the
 * file to S3, then follows the server's processing (`GET programs/{id}/imports/{importId}`) until it is done
 * (web/src/lib/upload/importFlow.ts); the program's delivery is read again.
 */
export const importLocations = (
  programId: number,
  file: File,
  onPhase: (phase: ImportPhase) => void,
  signal: AbortSignal,
): Promise<ImportStatus | null> =>
  uploadThenFollow(
    {
      start: (body) => callRoute('delivery.startImport', { params: { id: programId }, body }),
      purpose: 'locationImport',
      read: (importId) => callRoute('delivery.importStatus', { params: { id: programId, importId } }),
      followed: () => deliveryChanged(undefined, programId),
    },
    file,
    onPhase,
    signal,
  );
