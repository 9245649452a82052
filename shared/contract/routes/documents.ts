import { knownClaims } from '../../claims';
import { answers, defineRoute } from '../route';
import { createDocumentBodySchema, documentFileQuerySchema, documentIdParamsSchema } from '../schemas/documents';
import type { documentUploadSchema } from '../answers/documents';

/** Uploaded documents: presigned uploads and downloads, the documents family. */
export const documentRoutes = {
  'documents.create': defineRoute({
    method: 'POST',
    path: 'documents',
    family: 'documents',
    access: knownClaims.uploadDocument,
    body: createDocumentBodySchema,
    response: answers<typeof documentUploadSchema>(),
    summary: 'A presigned upload (PUT) for a server-made key; 413 above 50 MB.',
  }),
  'documents.file': defineRoute({
    method: 'GET',
    path: 'documents/{id}/file',
    family: 'documents',
    access: 'signed-in',
    params: documentIdParamsSchema,
    query: documentFileQuerySchema,
    response: 'redirect',
    summary: 'Redirects to a short-lived presigned GET of the document.',
  }),
};
