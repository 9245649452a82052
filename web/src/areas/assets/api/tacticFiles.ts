import { mutate } from 'swr';
import { uploadContentType } from '../../../../../shared/uploads';
import { callRoute, type RouteResult } from '../../../lib/api';
import { downloadDocument } from '../../../lib/download';
import { uploadWithProgress } from '../../../lib/upload';
import { useRoute } from '../../../lib/useRoute';

export type TacticFile = RouteResult<'tactics.files'>[number];

const isFilesKey = (tacticId: number) => (key: unknown) =>
  Array.isArray(key) &&
  key[0] === 'tactics.files' &&
  (key[1] as { params?: { id?: number } } | undefined)?.params?.id === tacticId;

/** A catalog tactic's files (`tactics/{id}/files`). */
export const useTacticFiles = (tacticId: number | null) =>
  useRoute('tactics.files', tacticId === null ? null : { params: { id: tacticId } });

export type UploadPhase =
  { phase: 'starting' } | { phase: 'uploading'; loaded: number; total: number } | { phase: 'done' };

/**
 * Uploads a file to a tactic (claim ReferenceData/Manage): asks for a presigned PUT (`tactics/{id}/upload-file`;
 * above 50 MB the server answers 413 before any byte moves), then sends the file to S3 with its progress.
 */
export async function uploadTacticFile(
  tacticId: number,
  file: File,
  onPhase: (phase: UploadPhase) => void,
  signal: AbortSignal,
) {
  onPhase({ phase: 'starting' });
  const upload = await callRoute('tactics.uploadFile', {
    params: { id: tacticId },
    body: { fileName: file.name, contentType: uploadContentType('tacticFile', file.name, file.type), size: file.size },
  });
  onPhase({ phase: 'uploading', loaded: 0, total: file.size });
  try {
    await uploadWithProgress(upload, file, (loaded, total) => onPhase({ phase: 'uploading', loaded, total }), signal);
  } catch (error) {
    // The slot is already on the tactic's list: take it off again, so no file without content is offered.
    await callRoute('tactics.deleteFile', { params: { id: tacticId }, body: { key: upload.id } }).catch(
      () => undefined,
    );
    throw error;
  } finally {
    await mutate(isFilesKey(tacticId));
  }
  onPhase({ phase: 'done' });
}

/** Takes a file off the tactic's list (`tactics/{id}/deleteFile`). */
export async function deleteTacticFile(tacticId: number, documentId: string) {
  const files = await callRoute('tactics.deleteFile', { params: { id: tacticId }, body: { key: documentId } });
  await mutate(isFilesKey(tacticId), files, { revalidate: false });
  return files;
}

/**
 * Downloads a tactic's file from inside the product: the download is logged first (`tactics/log-asset-download`),
 * then the file comes through `documents/{id}/file`, which redirects to a presigned GET valid for minutes.
 */
export async function downloadTacticFile(tacticId: number, file: Pick<TacticFile, 'documentId' | 'fileName'>) {
  await callRoute('tactics.logAssetDownload', { body: { id: tacticId, documentId: file.documentId } });
  await downloadDocument(file.documentId, file.fileName);
}
