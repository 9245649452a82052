import * as z from '../../zod';
import { knownClaims } from '../../claims';
import { answers, defineRoute } from '../route';
import { uploadRequestSchema } from '../schemas/common';
import { csvImportUploads } from '../../uploads';
import * as contractMessages from '../contractMessages';
import type { inventoryUploadAnswer, inventoryImportSchema } from '../answers/inventory';
import { lazySchema } from '../../lazySchema';

const importIdParams = /* @__PURE__ */ lazySchema(() =>
  z.object({
    importId: z.string().check(z.regex(/^[0-9a-f-]{36}$/, contractMessages.unknownImport)),
  }),
);

/**
 * The inventory upload (spec 01, 'POST inventory'; docs/decisions.md, 'Catalog item id and inventory stock'): a
 * CSV of SKU and stock sets the catalog tactics' inventory stock. In the reference family, with the catalog it
 * writes; the claim that administers the catalog.
 */
export const inventoryRoutes = {
  'inventory.upload': defineRoute({
    method: 'POST',
    path: 'inventory',
    family: 'reference',
    access: knownClaims.manageReferenceData,
    body: lazySchema(() => uploadRequestSchema(csvImportUploads)),
    response: answers<typeof inventoryUploadAnswer>(),
    summary:
      'Starts an inventory upload: one .csv file (sku, stock) up to 50 MB, straight to S3, processed as a stream.',
  }),
  'inventory.status': defineRoute({
    method: 'GET',
    path: 'inventory/{importId}',
    family: 'reference',
    access: knownClaims.manageReferenceData,
    params: importIdParams,
    response: answers<typeof inventoryImportSchema>(),
    summary: "An inventory upload's progress, each bad row and each unknown SKU with its line.",
  }),
};
