import { randomUUID } from 'node:crypto';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { MAX_UPLOAD_BYTES, PRESIGNED_URL_TTL_SECONDS } from '../../shared/constants';
import { env } from '../lib/env';
import { s3 } from '../lib/clients/s3';
import { NotFound, PayloadTooLarge } from '../lib/errors';
import { familyHandler, Redirect } from '../lib/familyHandler';
import { getDocument, putDocument } from './documentRepository';

/** RFC 6266 filename for Content-Disposition: ASCII fallback plus the UTF-8 original. */
const attachment = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

export const handler = familyHandler('documents', {
  'documents.create': async ({ auth, body }) => {
    if (body.size > MAX_UPLOAD_BYTES) throw new PayloadTooLarge();
    const id = randomUUID();
    const createdAt = new Date();
    const key = `documents/${createdAt.toISOString().slice(0, 7)}/${id}`;
    await putDocument({
      id,
      key,
      fileName: body.fileName,
      contentType: body.contentType,
      size: body.size,
      uploadedBy: auth.subject,
      createdAt: createdAt.toISOString(),
    });
    // Length and type are signed into the URL, so S3 refuses a body of any other size or type.
    const uploadUrl = await getSignedUrl(
      s3,
      new PutObjectCommand({
        Bucket: env.documentsBucket,
        Key: key,
        ContentType: body.contentType,
        ContentLength: body.size,
      }),
      { expiresIn: PRESIGNED_URL_TTL_SECONDS, signableHeaders: new Set(['content-type', 'content-length']) },
    );
    return {
      id,
      uploadUrl,
      method: 'PUT' as const,
      headers: { 'content-type': body.contentType },
      expiresAt: new Date(createdAt.getTime() + PRESIGNED_URL_TTL_SECONDS * 1000).toISOString(),
      maxBytes: MAX_UPLOAD_BYTES,
    };
  },
  'documents.file': async ({ params }) => {
    const doc = await getDocument(params.id);
    if (!doc) throw new NotFound();
    const url = await getSignedUrl(
      s3,
      new GetObjectCommand({
        Bucket: env.documentsBucket,
        Key: doc.key,
        ResponseContentDisposition: attachment(doc.fileName),
        ResponseContentType: doc.contentType,
      }),
      { expiresIn: PRESIGNED_URL_TTL_SECONDS },
    );
    return new Redirect(url);
  },
});
