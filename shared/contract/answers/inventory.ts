import * as z from '../../zod';
import { documentUploadSchema } from './documents';
import { lazySchema } from '../../lazySchema';

/** An inventory upload's progress: rows read and stock set so far, each bad row and unknown SKU with its line. */
export const inventoryImportSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    importId: z.string(),
    fileName: z.string(),
    status: z.enum(['waiting', 'processing', 'done', 'failed']),
    rowsRead: z.number(),
    rowsUpdated: z.number(),
    /** The first 500 problems (line 0: the file itself); errorCount counts them all. */
    errors: z.array(z.object({ line: z.number(), field: z.string(), message: z.string() })),
    errorCount: z.number(),
  }),
);

/** The answer of `inventory.upload`. */
export const inventoryUploadAnswer = /* @__PURE__ */ lazySchema(() =>
  z.object({ importId: z.string(), upload: documentUploadSchema }),
);
