import { mutate } from 'swr';
import { isAllowedUploadType, uploadContentType } from '../../../../../shared/uploads';
import { callRoute, type RouteResult } from '../../../lib/api';
import { isReadOf, sendToListedSlot, type UploadProgress } from '../../../lib/upload';
import { useRoute } from '../../../lib/useRoute';

export type ComponentFile = RouteResult<'components.files'>[number];

/** A component's route id: its tactic's id and its own key (`{programId}-{seq}.c{n}`). */
export const componentRouteId = (tacticId: string, componentKey: string) => `${tacticId}.${componentKey}`;

const isFilesKey = (componentId: string) => isReadOf('components.files', componentId);

/** A component's files (`programtactics/component-files/{id}`). */
export const useComponentFiles = (componentId: string | null) =>
  useRoute('components.files', componentId === null ? null : { params: { id: componentId } });

/** The type to ask the upload slot for, or null when components do not take such files (shared/uploads.ts). */
export function componentFileType(file: Pick<File, 'name' | 'type'>): string | null {
  const type = uploadContentType('componentFile', file.name, file.type);
  return isAllowedUploadType('componentFile', type) ? type : null;
}

/**
 * Adds a file to a component (claim Document/Upload): the server lists it on the component and answers a presigned
 * PUT (`programtactics/component/{id}/upload`; 413 above 50 MB before any byte moves), then the file goes straight
 * to S3 with its progress. A failed transfer takes the listed file off again, so no file without content is shown.
 */
export async function uploadComponentFile(
  componentId: string,
  file: File,
  contentType: string,
  onProgress: UploadProgress,
  signal: AbortSignal,
) {
  const slot = await callRoute('components.upload', {
    params: { id: componentId },
    body: { fileName: file.name, contentType, size: file.size },
  });
  await sendToListedSlot(slot, file, onProgress, signal, {
    undo: (key) => callRoute('components.deleteFile', { body: { componentId, key } }),
    refresh: () => mutate(isFilesKey(componentId)),
  });
}

/** Takes a file off the component (`programtactics/component/deleteFile`); answers the files left. */
export async function deleteComponentFile(componentId: string, documentId: string) {
  const files = await callRoute('components.deleteFile', { body: { componentId, key: documentId } });
  await mutate(isFilesKey(componentId), files, { revalidate: false });
  return files;
}
