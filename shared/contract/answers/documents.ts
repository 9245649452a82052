import * as z from '../../zod';
import { MAX_UPLOAD_BYTES } from '../../constants';
import { lazySchema } from '../../lazySchema';

export const documentUploadSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string(),
    uploadUrl: z.string().check(z.url()),
    method: z.literal('PUT'),
    headers: z.record(z.string(), z.string()),
    expiresAt: z.string(),
    maxBytes: z.literal(MAX_UPLOAD_BYTES),
  }),
);
