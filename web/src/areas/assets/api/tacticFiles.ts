import { callRoute, type RouteResult } from '../../../lib/api';
import { downloadDocument } from '../../../lib/download';
import { listedFiles } from '../../../lib/upload';
import { useRoute } from '../../../lib/useRoute';

export type TacticFile = RouteResult<'tactics.files'>[number];

/** A catalog tactic's files (`tactics/{id}/files`). */
export const useTacticFiles = (tacticId: number | null) =>
  useRoute('tactics.files', tacticId === null ? null : { params: { id: tacticId } });

const writes = listedFiles({
  list: 'tactics.files',
  ask: (tacticId: number, body) => callRoute('tactics.uploadFile', { params: { id: tacticId }, body }),
  take: (tacticId: number, key) => callRoute('tactics.deleteFile', { params: { id: tacticId }, body: { key } }),
});

/**
 * Uploads a file to a tactic (claim ReferenceData/Manage): asks for a presigned PUT (`tactics/{id}/upload-file`;
 * above 50 MB the server answers 413 before any byte moves), then sends the file to S3 with its progress. The slot
 * is already on the tactic's list: a failed transfer takes it off again, so no file without content is offered.
 */
export const uploadTacticFile = writes.upload;

/** Takes a file off the tactic's list (`tactics/{id}/deleteFile`). */
export const deleteTacticFile = writes.remove;

/**
 * Downloads a tactic's file from inside the product: the download is logged first (`tactics/log-asset-download`),
 * then the file comes through `documents/{id}/file`, which redirects to a presigned GET valid for minutes.
 */
export async function downloadTacticFile(tacticId: number, file: Pick<TacticFile, 'documentId' | 'fileName'>) {
  await callRoute('tactics.logAssetDownload', { body: { id: tacticId, documentId: file.documentId } });
  await downloadDocument(file.documentId, file.fileName);
}
