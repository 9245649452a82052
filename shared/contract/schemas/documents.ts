import * as z from '../../zod';
import { uploadRequestSchema, type UploadRequest } from './common';
import { documentUploads } from '../../uploads';
import type { documentUploadSchema } from '../answers/documents';
import { lazySchema } from '../../lazySchema';

/** `POST documents`: an upload slot for a document (types on shared/uploads.ts's `document` list). */
export const createDocumentBodySchema = /* @__PURE__ */ lazySchema(() => uploadRequestSchema(documentUploads));
export type CreateDocumentBody = UploadRequest;
export type DocumentUpload = z.infer<typeof documentUploadSchema>;

export const documentIdParamsSchema = /* @__PURE__ */ lazySchema(() => z.object({ id: z.string().check(z.uuid()) }));
export const documentFileQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ sitename: z.optional(z.string().check(z.maxLength(100))) }),
);
