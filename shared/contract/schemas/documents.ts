import { z } from 'zod';
import { MAX_UPLOAD_BYTES } from '../../constants';

/**
 * Asks for an upload slot. The size is checked here (the 50 MB limit answers 413 in the handler, so a
 * too-large file is refused before any byte moves) and signed into the URL, so S3 refuses any other length.
 */
export const createDocumentBodySchema = z.object({
  fileName: z.string().trim().min(1).max(255),
  contentType: z.string().trim().min(1).max(255),
  size: z.number().int().positive(),
});
export type CreateDocumentBody = z.infer<typeof createDocumentBodySchema>;

export const documentUploadSchema = z.object({
  id: z.string(),
  uploadUrl: z.string().url(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  expiresAt: z.string(),
  maxBytes: z.literal(MAX_UPLOAD_BYTES),
});
export type DocumentUpload = z.infer<typeof documentUploadSchema>;

export const documentIdParamsSchema = z.object({ id: z.string().uuid() });
export const documentFileQuerySchema = z.object({ sitename: z.string().max(100).optional() });
