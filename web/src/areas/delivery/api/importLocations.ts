import { callRoute, type RouteResult } from '../../../lib/api';
import { saveBlob } from '../../../lib/download';
import { uploadContentType } from '../../../../../shared/uploads';
import { uploadWithProgress } from '../../../lib/upload';
import { deliveryChanged } from './deliveryInformation';

export type ImportStatus = RouteResult<'delivery.importStatus'>;

/** How often the import's progress is asked for while the server processes the file. */
const IMPORT_POLL_MS = 1000;
/** An import that has not finished after this long is left to finish on the server; the user is told. */
const IMPORT_POLL_LIMIT_MS = 15 * 60 * 1000;

/** Downloads the CSV template (`GET programs/download-import-template`) as a file. */
export async function downloadImportTemplate() {
  const template = await callRoute('delivery.importTemplate');
  saveBlob(new Blob([template.content], { type: 'text/csv;charset=utf-8' }), template.fileName);
}

export type ImportPhase =
  | { phase: 'starting' }
  | { phase: 'uploading'; loaded: number; total: number }
  | { phase: 'processing'; status: ImportStatus | null };

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = window.setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        window.clearTimeout(timer);
        reject(new DOMException('Stopped', 'AbortError'));
      },
      { once: true },
    );
  });

/**
 * Imports a locations CSV: asks for an upload slot (`POST programs/{id}/import-shipping-location`), uploads the
 * file to S3, then follows the server's processing (`GET programs/{id}/imports/{importId}`) until it is done.
 */
export async function importLocations(
  programId: number,
  file: File,
  onPhase: (phase: ImportPhase) => void,
  signal: AbortSignal,
): Promise<ImportStatus | null> {
  onPhase({ phase: 'starting' });
  const started = await callRoute('delivery.startImport', {
    params: { id: programId },
    body: {
      fileName: file.name,
      contentType: uploadContentType('locationImport', file.name, file.type),
      size: file.size,
    },
  });
  onPhase({ phase: 'uploading', loaded: 0, total: file.size });
  await uploadWithProgress(
    started.upload,
    file,
    (loaded, total) => onPhase({ phase: 'uploading', loaded, total }),
    signal,
  );
  onPhase({ phase: 'processing', status: null });
  const deadline = Date.now() + IMPORT_POLL_LIMIT_MS;
  try {
    for (;;) {
      const status = await callRoute('delivery.importStatus', {
        params: { id: programId, importId: started.importId },
      });
      onPhase({ phase: 'processing', status });
      if (status.status === 'done' || status.status === 'failed') return status;
      if (Date.now() > deadline) return null;
      await pause(IMPORT_POLL_MS, signal);
    }
  } finally {
    await deliveryChanged(undefined, programId);
  }
}
