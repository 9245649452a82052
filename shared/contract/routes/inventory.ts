import * as z from '../../zod';
import { knownClaims } from '../../claims';
import { defineRoute } from '../route';
import { uploadRequestSchema } from '../schemas/common';
import { documentUploadSchema } from '../schemas/documents';
import { csvImportUploads } from '../../uploads';
import * as contractMessages from '../contractMessages';

/** An inventory upload's progress: rows read and stock set so far, each bad row and unknown SKU with its line. */
const inventoryImportSchema = z.object({
  importId: z.string(),
  fileName: z.string(),
  status: z.enum(['waiting', 'processing', 'done', 'failed']),
  rowsRead: z.number(),
  rowsUpdated: z.number(),
  /** The first 500 problems (line 0: the file itself); errorCount counts them all. */
  errors: z.array(z.object({ line: z.number(), field: z.string(), message: z.string() })),
  errorCount: z.number(),
});

const importIdParams = z.object({
  importId: z.string().check(z.regex(/^[0-9a-f-]{36}$/, contractMessages.unknownImport)),
});

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
    body: uploadRequestSchema(csvImportUploads),
    response: z.object({ importId: z.string(), upload: documentUploadSchema }),
    summary:
      'Starts an inventory upload: one .csv file (sku, stock) up to 50 MB, straight to S3, processed as a stream.',
  }),
  'inventory.status': defineRoute({
    method: 'GET',
    path: 'inventory/{importId}',
    family: 'reference',
    access: knownClaims.manageReferenceData,
    params: importIdParams,
    response: inventoryImportSchema,
    summary: "An inventory upload's progress, each bad row and each unknown SKU with its line.",
  }),
};
