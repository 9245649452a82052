import { mutate } from 'swr';
import { inventoryTemplate, inventoryTemplateFileName } from '../../../../../shared/tactics/inventory';
import { callRoute, type RouteResult } from '../../../lib/api';
import { saveBlob } from '../../../lib/download';
import { uploadThenFollow, type ImportPhase } from '../../../lib/upload/importFlow';

export type InventoryStatus = RouteResult<'inventory.status'>;
export type InventoryPhase = ImportPhase<InventoryStatus>;

/** An upload not finished after this long is left to finish on the server; the user is told. */
const POLL_LIMIT_MS = 15 * 60 * 1000;

/** The template (the columns sku and stock, two example rows), made in the browser. */
export const downloadInventoryTemplate = () =>
  saveBlob(new Blob([inventoryTemplate], { type: 'text/csv;charset=utf-8' }), inventoryTemplateFileName);

/**
 * Uploads an inventory CSV (`POST inventory`, claim ReferenceData/Manage): the slot, the file straight to S3 with
 * its progress, then the processor's progress (`GET inventory/{importId}`) until it is done
 * (web/src/lib/upload/importFlow.ts); the catalog lists are read again, as their stock changed. Null when it is
 * still running after the wait.
 */
export const uploadInventory = (
  file: File,
  onPhase: (phase: InventoryPhase) => void,
  signal: AbortSignal,
): Promise<InventoryStatus | null> =>
  uploadThenFollow({
    file,
    start: (body) => callRoute('inventory.upload', { body }),
    purpose: 'inventoryImport',
    read: (importId) => callRoute('inventory.status', { params: { importId } }),
    onPhase,
    signal,
    limitMs: POLL_LIMIT_MS,
    followed: async () => {
      await mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('reference'));
      await mutate(
        (key) => Array.isArray(key) && (key[0] === 'campaigns.themeTactics' || key[0] === 'users.tacticFavorites'),
      );
    },
  });
