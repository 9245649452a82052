import { randomUUID } from 'node:crypto';
import { PRESIGNED_URL_TTL_SECONDS } from '../../../shared/constants';
import { presignGet, putObject } from '../../lib/clients/s3Presign';
import { env } from '../../lib/env';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * An exported workbook, written to the documents bucket under `exports/{yyyy-mm}/` and answered as a short-lived
 * download link that saves it under `fileName`.
 */
export async function workbookDownload(fileName: string, workbook: Buffer, at: Date): Promise<string> {
  const key = `exports/${at.toISOString().slice(0, 7)}/${randomUUID()}.xlsx`;
  await putObject({ bucket: env.documentsBucket, key, body: workbook, contentType: XLSX });
  return presignGet({
    bucket: env.documentsBucket,
    key,
    contentDisposition: `attachment; filename="${fileName}"`,
    contentType: XLSX,
    expiresIn: PRESIGNED_URL_TTL_SECONDS,
  });
}
