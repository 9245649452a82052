import { httpMessages } from '../../../../shared/messages';
import { ApiError } from '../api';

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

/** An SWR key matcher for the cached reads of `route` about one record (`params.id`), to read them again. */
export const isReadOf = (route: string, id: unknown) => (key: unknown) =>
  Array.isArray(key) && key[0] === route && (key[1] as { params?: { id?: unknown } } | undefined)?.params?.id === id;

/**
 * Sends a file into a slot the server already lists (a tactic's or a component's files): the bytes go to S3 with
 * their progress; a failed transfer takes the listed slot off again (`undo`), so no file without content is
 * offered, and the list is read again (`refresh`) either way.
 */
export async function sendToListedSlot(
  slot: PresignedUpload & { id: string },
  file: File,
  onProgress: UploadProgress,
  signal: AbortSignal,
  { undo, refresh }: { undo: (slotId: string) => Promise<unknown>; refresh: () => Promise<unknown> },
) {
  try {
    await uploadWithProgress(slot, file, onProgress, signal);
  } catch (error) {
    await undo(slot.id).catch(() => undefined);
    throw error;
  } finally {
    await refresh();
  }
}
