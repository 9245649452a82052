import { randomUUID } from 'node:crypto';
import { isPreviewable } from '../../../shared/communication/requests';
import { MAX_UPLOAD_BYTES, PRESIGNED_URL_TTL_SECONDS } from '../../../shared/constants';
import { contentTypeFor, mediaTypeOf, requestFileUploads, uploadMessages } from '../../../shared/uploads';
import { objectExists, presignGet, presignUploadSlot } from '../../lib/clients/s3Presign';
import { env } from '../../lib/env';
import { PayloadTooLarge } from '../../lib/errors';
import type { StoredFile } from './requestRepository';

/**
 * A request's files live in the versioned documents bucket under `communication/{requestId}/v{version}/`
 * (a comment's under `.../m{messageId}/`), one object per file, named by a document id. The browser PUTs the
 * bytes with a presigned URL (no Lambda in the byte path); a file is `received` once its object exists.
 */
export interface AnnouncedFile {
  fileName: string;
  contentType: string;
  size: number;
}

/** The key's parts, from `programs/communicationrequest/file?key=`. */
export function parseFileKey(key: string): { requestId: number; versionId: number; messageId: number | null } | null {
  const match = /^communication\/(\d+)\/v(\d+)\/(?:m(\d+)\/)?[0-9a-f-]{36}$/.exec(key);
  if (!match) return null;
  return { requestId: Number(match[1]), versionId: Number(match[2]), messageId: match[3] ? Number(match[3]) : null };
}

/**
 * The type a file is stored and served as: the browser's when the `requestFile` list allows it, else the one its
 * extension names (the contract refused anything else). Never HTML or SVG, so nothing uploaded runs in a browser.
 */
const storedType = (file: AnnouncedFile) =>
  mediaTypeOf(contentTypeFor(requestFileUploads, file.fileName, file.contentType));

/** A file as recorded before its bytes arrive. 413 naming it when it is over 50 MB. */
export function announce(
  requestId: number,
  versionId: number,
  file: AnnouncedFile,
  messageId: number | null = null,
): StoredFile {
  if (file.size > MAX_UPLOAD_BYTES) throw new PayloadTooLarge(uploadMessages.tooLarge(file.fileName));
  const documentId = randomUUID();
  return {
    documentId,
    key: `communication/${requestId}/v${versionId}/${messageId === null ? '' : `m${messageId}/`}${documentId}`,
    fileName: file.fileName,
    contentType: storedType(file),
    size: file.size,
    received: false,
  };
}

/** The presigned PUT for a recorded file: its size and type are signed in, so S3 refuses any other body. */
export async function uploadSlot(file: StoredFile) {
  const upload = await presignUploadSlot({
    bucket: env.documentsBucket,
    key: file.key,
    id: file.documentId,
    contentType: file.contentType,
    size: file.size,
  });
  return { fileName: file.fileName, documentId: file.documentId, upload };
}

/** Whether the object is there. */
const exists = (key: string) => objectExists({ bucket: env.documentsBucket, key });

/**
 * Looks for the objects of files not yet seen; answers the files with `received` set where found, and whether
 * anything changed (so the caller writes it back once).
 */
export async function checkArrivals(files: StoredFile[]): Promise<{ files: StoredFile[]; changed: boolean }> {
  const checked = await Promise.all(files.map(async (f) => (f.received ? f : { ...f, received: await exists(f.key) })));
  return { files: checked, changed: checked.some((f, i) => f.received !== files[i].received) };
}

/** RFC 6266 filename for Content-Disposition: ASCII fallback plus the UTF-8 original. */
const disposition = (kind: 'inline' | 'attachment', fileName: string) =>
  `${kind}; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/** A presigned GET (minutes); inline only for images and PDFs, every other file downloads. */
export function downloadLink(file: StoredFile, wanted: 'inline' | 'attachment'): Promise<string> {
  const kind = wanted === 'inline' && isPreviewable(file.contentType) ? 'inline' : 'attachment';
  return presignGet({
    bucket: env.documentsBucket,
    key: file.key,
    contentDisposition: disposition(kind, file.fileName),
    contentType: file.contentType,
    expiresIn: PRESIGNED_URL_TTL_SECONDS,
  });
}
