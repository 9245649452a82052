import { mutate } from 'swr';
import { inventoryTemplate, inventoryTemplateFileName } from '../../../../../shared/tactics/inventory';
import { callRoute, type RouteResult } from '../../../lib/api';
import { saveBlob } from '../../../lib/download';
import { uploadThenFollow, type ArrivalImport, type ImportPhase } from '../../../lib/upload/importFlow';

export type InventoryStatus = RouteResult<'inventory.status'>;
export type InventoryPhase = ImportPhase<InventoryStatus>;

/** The template (the columns sku and stock, two example rows), made in the browser. */
export const downloadInventoryTemplate = () =>
  saveBlob(new Blob([inventoryTemplate], { type: 'text/csv;charset=utf-8' }), inventoryTemplateFileName);

/** The inventory upload's routes (`POST inventory`, `GET inventory/{importId}`, claim ReferenceData/Manage). */
const inventoryImport: ArrivalImport<InventoryStatus> = {
  start: (body) => callRoute('inventory.upload', { body }),
  purpose: 'inventoryImport',
  read: (importId) => callRoute('inventory.status', { params: { importId } }),
  // The catalog lists are read again: their stock changed.
  followed: async () => {
    await mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('reference'));
    await mutate(
      (key) => Array.isArray(key) && (key[0] === 'campaigns.themeTactics' || key[0] === 'users.tacticFavorites'),
    );
  },
};

/**
 * Uploads an inventory CSV: the slot, the file straight to S3 with its progress, then the processor's progress
 * until it is done (web/src/lib/upload/importFlow.ts). Null when it is still running after the wait.
 */
export const uploadInventory = (file: File, onPhase: (phase: InventoryPhase) => void, signal: AbortSignal) =>
  uploadThenFollow(inventoryImport, file, onPhase, signal);
