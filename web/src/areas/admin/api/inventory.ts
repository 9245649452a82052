import { mutate } from 'swr';
import { inventoryTemplate, inventoryTemplateFileName } from '../../../../../shared/tactics/inventory';
import { uploadContentType } from '../../../../../shared/uploads';
import { callRoute, type RouteResult } from '../../../lib/api';
import { saveBlob } from '../../../lib/download';
import { uploadWithProgress } from '../../../lib/upload';

export type InventoryStatus = RouteResult<'inventory.status'>;

export type InventoryPhase =
  | { phase: 'starting' }
  | { phase: 'uploading'; loaded: number; total: number }
  | { phase: 'processing'; status: { rowsRead: number; rowsImported: number } | null };

/** How often the upload's progress is asked for while the processor reads the file. */
const POLL_MS = 1000;
/** An upload not finished after this long is left to finish on the server; the user is told. */
const POLL_LIMIT_MS = 15 * 60 * 1000;

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

/** The template (the columns sku and stock, two example rows), made in the browser. */
export const downloadInventoryTemplate = () =>
  saveBlob(new Blob([inventoryTemplate], { type: 'text/csv;charset=utf-8' }), inventoryTemplateFileName);

/**
 * Uploads an inventory CSV (`POST inventory`, claim ReferenceData/Manage): the slot, the file straight to S3 with
 * its progress, then the processor's progress (`GET inventory/{importId}`) until it is done; the catalog lists are
 * read again, as their stock changed. Null when it is still running after the wait.
 */
export async function uploadInventory(
  file: File,
  onPhase: (phase: InventoryPhase) => void,
  signal: AbortSignal,
): Promise<InventoryStatus | null> {
  onPhase({ phase: 'starting' });
  const started = await callRoute('inventory.upload', {
    body: {
      fileName: file.name,
      contentType: uploadContentType('inventoryImport', file.name, file.type),
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
  const deadline = Date.now() + POLL_LIMIT_MS;
  try {
    for (;;) {
      const status = await callRoute('inventory.status', { params: { importId: started.importId } });
      onPhase({ phase: 'processing', status: { rowsRead: status.rowsRead, rowsImported: status.rowsUpdated } });
      if (status.status === 'done' || status.status === 'failed') return status;
      if (Date.now() > deadline) return null;
      await pause(POLL_MS, signal);
    }
  } finally {
    await mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('reference'));
    await mutate(
      (key) => Array.isArray(key) && (key[0] === 'campaigns.themeTactics' || key[0] === 'users.tacticFavorites'),
    );
  }
}
