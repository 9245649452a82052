import { randomUUID } from 'node:crypto';
import { MAX_UPLOAD_BYTES, PRESIGNED_URL_TTL_SECONDS } from '../../../shared/constants';
import type { CreateDocumentBody, DocumentUpload } from '../../../shared/contract/schemas/documents';
import { uploadMessages } from '../../../shared/uploads';
import { presignGet, presignUploadSlot } from '../../lib/clients/s3Presign';
import { env } from '../../lib/env';
import { PayloadTooLarge } from '../../lib/errors';
import { putDocument, type DocumentOwner, type DocumentRecord } from './documentRepository';

/** RFC 6266 filename for Content-Disposition: ASCII fallback plus the UTF-8 original. */
const attachment = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/**
 * Records a document (with its owner) and answers a presigned PUT for a key the server makes. The size (50 MB at most, 413
 * above, naming the file) and type are signed into the URL, so S3 refuses a body of any other length or type.
 */
export async function createUploadSlot(
  body: CreateDocumentBody,
  uploadedBy: string,
  /** What the upload route uploads for; without one only the uploader may read the document. */
  owner?: DocumentOwner,
): Promise<{ upload: DocumentUpload; document: DocumentRecord }> {
  if (body.size > MAX_UPLOAD_BYTES) throw new PayloadTooLarge(uploadMessages.tooLarge(body.fileName));
  const id = randomUUID();
  const createdAt = new Date();
  const document: DocumentRecord = {
    id,
    key: `documents/${createdAt.toISOString().slice(0, 7)}/${id}`,
    fileName: body.fileName,
    contentType: body.contentType,
    size: body.size,
    uploadedBy,
    createdAt: createdAt.toISOString(),
    ...(owner ? { owner } : {}),
  };
  await putDocument(document);
  const upload = await presignUploadSlot({
    bucket: env.documentsBucket,
    key: document.key,
    id,
    contentType: body.contentType,
    size: body.size,
  });
  return { document, upload };
}

/** A presigned GET valid for minutes, downloading under the document's own file name. */
export function presignDownload(document: Pick<DocumentRecord, 'key' | 'fileName' | 'contentType'>): Promise<string> {
  return presignGet({
    bucket: env.documentsBucket,
    key: document.key,
    contentDisposition: attachment(document.fileName),
    contentType: document.contentType,
    expiresIn: PRESIGNED_URL_TTL_SECONDS,
  });
}
