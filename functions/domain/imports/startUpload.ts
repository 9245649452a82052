import { randomUUID } from 'node:crypto';
import { MAX_UPLOAD_BYTES } from '../../../shared/constants';
import { uploadMessages } from '../../../shared/uploads';
import { clock } from '../../lib/clock';
import { presignUploadSlot } from '../../lib/clients/s3Presign';
import { env } from '../../lib/env';
import { InvalidInput, PayloadTooLarge } from '../../lib/errors';

/** What the import's record is made from: its id, its object's key and when the slot was given. */
export interface UploadStart {
  importId: string;
  key: string;
  createdAt: string;
}

/**
 * Starts an import's upload, as every import does: one .csv file of at most 50 MB (400 or 413 naming the file:
 * `uploadMessages.notCsv`, `tooLarge`), a new
 * import id, the object's key made by the server from it (`objectKey`: the processor finds the import from the key
 * alone), the import's record written (`record`, the import's own: alone, or with its program's guard), then a
 * presigned PUT of the CSV to the imports bucket. Answers the import's id and the upload slot.
 */
export async function startCsvUpload(
  body: { fileName: string; size: number },
  options: { objectKey: (importId: string) => string; record: (start: UploadStart) => Promise<void> },
) {
  if (!/\.csv$/i.test(body.fileName)) throw new InvalidInput({ fileName: [uploadMessages.notCsv(body.fileName)] });
  if (body.size > MAX_UPLOAD_BYTES) throw new PayloadTooLarge(uploadMessages.tooLarge(body.fileName));
  const importId = randomUUID();
  const key = options.objectKey(importId);
  await options.record({ importId, key, createdAt: clock.now().toISOString() });
  const upload = await presignUploadSlot({
    bucket: env.importsBucket,
    key,
    id: importId,
    contentType: 'text/csv',
    size: body.size,
  });
  return { importId, upload };
}
