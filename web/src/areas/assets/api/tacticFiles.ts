import { mutate } from 'swr';
import { isAllowedUploadType, uploadContentType } from '../../../../../shared/uploads';
import { callRoute, type RouteResult } from '../../../lib/api';
import { downloadDocument } from '../../../lib/download';
import { isReadOf, sendToListedSlot, type UploadProgress } from '../../../lib/upload';
import { useRoute } from '../../../lib/useRoute';

export type TacticFile = RouteResult<'tactics.files'>[number];

const isFilesKey = (tacticId: number) => isReadOf('tactics.files', tacticId);

/** A catalog tactic's files (`tactics/{id}/files`). */
export const useTacticFiles = (tacticId: number | null) =>
  useRoute('tactics.files', tacticId === null ? null : { params: { id: tacticId } });

/** The type to ask the upload slot for, or null when tactics do not take such files (shared/uploads.ts). */
export function tacticFileType(file: Pick<File, 'name' | 'type'>): string | null {
  const type = uploadContentType('tacticFile', file.name, file.type);
  return isAllowedUploadType('tacticFile', type) ? type : null;
}

/**
 * Uploads a file to a tactic (claim ReferenceData/Manage): asks for a presigned PUT (`tactics/{id}/upload-file`;
 * above 50 MB the server answers 413 before any byte moves), then sends the file to S3 with its progress. The slot
 * is already on the tactic's list: a failed transfer takes it off again, so no file without content is offered.
 */
export async function uploadTacticFile(
  tacticId: number,
  file: File,
  contentType: string,
  onProgress: UploadProgress,
  signal: AbortSignal,
) {
  const slot = await callRoute('tactics.uploadFile', {
    params: { id: tacticId },
    body: { fileName: file.name, contentType, size: file.size },
  });
  await sendToListedSlot(slot, file, onProgress, signal, {
    undo: (key) => callRoute('tactics.deleteFile', { params: { id: tacticId }, body: { key } }),
    refresh: () => mutate(isFilesKey(tacticId)),
  });
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
