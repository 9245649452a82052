import type { ContentPage } from '../../../../../shared/contract/routes/content';
import { callRoute, type RouteResult } from '../../../lib/api';
import { uploadWithProgress, type UploadProgress } from '../../../lib/upload';
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
 * Uploads a file for the page: a presigned PUT from `content/{page}/upload` (the `document` purpose's types; 413
 * above 50 MB before any byte moves), then the file straight to S3 with its progress. The page's next save
 * attaches it.
 */
export async function uploadContentFile(
  page: ContentPage,
  file: File,
  contentType: string,
  onProgress: UploadProgress,
  signal: AbortSignal,
): Promise<ContentFile> {
  const upload = await callRoute('content.upload', {
    params: { page },
    body: { fileName: file.name, contentType, size: file.size },
  });
  await uploadWithProgress(upload, file, onProgress, signal);
  return { documentId: upload.id, fileName: file.name, size: file.size };
}
