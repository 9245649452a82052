import type { ContentPage } from '../../../../../shared/contract/routes/content';
import { uploadContentType } from '../../../../../shared/uploads';
import { callRoute, type RouteResult } from '../../../lib/api';
import { uploadWithProgress } from '../../../lib/upload';
import { useRoute, writeThenRefresh } from '../../../lib/useRoute';

export type ContentFile = RouteResult<'content.get'>['files'][number];

/** A content page as everyone signed in reads it (`content/{page}`). */
export const useContentPage = (page: ContentPage) => useRoute('content.get', { params: { page } });

/** Saves the page at the version read (409 when someone saved in between), then reads it again. */
export const saveContentPage = (
  page: ContentPage,
  body: { title: string; html: string; version: number; files: { documentId: string }[] },
) => writeThenRefresh(['content.get'], 'content.save', { params: { page }, body });

/**
 * Uploads a file for the page: a presigned PUT from `content/{page}/upload` (413 above 50 MB before any byte
 * moves), then the file straight to S3. The page's next save attaches it.
 */
export async function uploadContentFile(page: ContentPage, file: File, signal: AbortSignal): Promise<ContentFile> {
  const upload = await callRoute('content.upload', {
    params: { page },
    body: { fileName: file.name, contentType: uploadContentType('document', file.name, file.type), size: file.size },
  });
  await uploadWithProgress(upload, file, () => undefined, signal);
  return { documentId: upload.id, fileName: file.name, size: file.size };
}
