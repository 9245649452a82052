import * as z from '../../zod';
import { contentPages } from '../routes/content';
import { lazySchema } from '../../lazySchema';

export const contentPageSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    page: z.enum(contentPages),
    title: z.string(),
    html: z.string(),
    /** 0 before the first save. */
    version: z.number().check(z.int(), z.gte(0)),
    updatedAt: z.nullable(z.string()),
    updatedBy: z.nullable(z.string()),
    files: z.array(z.object({ documentId: z.string(), fileName: z.string(), size: z.number() })),
  }),
);
