import * as z from '../../zod';
import { MAX_UPLOAD_BYTES } from '../../constants';
import { uploadRequestSchema, type UploadRequest } from './common';
import { documentUploads } from '../../uploads';

/** `POST documents`: an upload slot for a document (types on shared/uploads.ts's `document` list). */
export const createDocumentBodySchema = uploadRequestSchema(documentUploads);
export type CreateDocumentBody = UploadRequest;

export const documentUploadSchema = z.object({
  id: z.string(),
  uploadUrl: z.string().check(z.url()),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  expiresAt: z.string(),
  maxBytes: z.literal(MAX_UPLOAD_BYTES),
});
export type DocumentUpload = z.infer<typeof documentUploadSchema>;

export const documentIdParamsSchema = z.object({ id: z.string().check(z.uuid()) });
export const documentFileQuerySchema = z.object({ sitename: z.optional(z.string().check(z.maxLength(100))) });
