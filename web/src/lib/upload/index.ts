import { mutate } from 'swr';
import { httpMessages } from '../../../../shared/messages';
import { ApiError, type ReadRouteName } from '../api';

/** A presigned upload slot as the server hands it out. */
export interface PresignedUpload {
  uploadUrl: string;
  method: 'PUT';
  headers: Record<string, string>;
}

/** How far an upload has come, for a progress bar. */
export type UploadProgress = (loaded: number, total: number) => void;

/**
 * Puts the file straight into S3 with the presigned URL (API Gateway and Lambda cannot carry 50 MB), with
 * XMLHttpRequest so the upload's progress can be shown. A failed PUT rejects with an `ApiError`; an abort through
 * `signal` rejects with an `AbortError`.
 */
export function uploadWithProgress(
  upload: PresignedUpload,
  file: File,
  onProgress: UploadProgress,
  signal: AbortSignal,
) {
  return new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(upload.method, upload.uploadUrl);
    for (const [name, value] of Object.entries(upload.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => onProgress(e.loaded, e.lengthComputable ? e.total : file.size);
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300
        ? resolve()
        : reject(new ApiError(xhr.status, { general: [httpMessages.unexpectedError] }));
    xhr.onerror = () => reject(new ApiError(0, { general: [httpMessages.networkError] }));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

/**
 * The writes of a thing's file list (a catalog tactic's, a component's). `upload` adds a file: the server lists it
 * and answers a presigned PUT (`ask`; above 50 MB it answers 413 before any byte moves), the bytes go straight to
 * S3 with their progress, and a failed transfer takes the listed file off again (`take`), so no file without content
 * is offered. `remove` takes a file off. Either way the cached list (the read route `list` about the thing) follows.
 */
export function listedFiles<Id, Files>({
  list,
  ask,
  take,
}: {
  list: ReadRouteName;
  ask: (
    id: Id,
    file: { fileName: string; contentType: string; size: number },
  ) => Promise<PresignedUpload & { id: string }>;
  take: (id: Id, key: string) => Promise<Files>;
}) {
  const isList = (id: Id) => (key: unknown) =>
    Array.isArray(key) && key[0] === list && (key[1] as { params?: { id?: unknown } } | undefined)?.params?.id === id;
  return {
    upload: async (id: Id, file: File, contentType: string, onProgress: UploadProgress, signal: AbortSignal) => {
      const slot = await ask(id, { fileName: file.name, contentType, size: file.size });
      try {
        await uploadWithProgress(slot, file, onProgress, signal);
      } catch (error) {
        await take(id, slot.id).catch(() => undefined);
        throw error;
      } finally {
        await mutate(isList(id));
      }
    },
    remove: async (id: Id, documentId: string) => {
      const files = await take(id, documentId);
      await mutate(isList(id), files, { revalidate: false });
      return files;
    },
  };
}
