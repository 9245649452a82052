import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadProgress } from '../../../lib/upload';
import { filesToSend, queueFiles, withStatus, type QueuedFile } from './uploadQueue';

/** Sends one file: asks for its presigned slot and puts the bytes, reporting progress. */
export type SendFile = (file: File, onProgress: UploadProgress, signal: AbortSignal) => Promise<void>;

/**
 * The files a form queued and their uploads: `send` puts every file not uploaded yet, one after the other, and
 * answers the ones that failed (a second `send` retries only those). Leaving the form aborts what is going up.
 */
export function useUploadQueue() {
  const [files, setFiles] = useState<QueuedFile[]>([]);
  const current = useRef(files);
  const [sending, setSending] = useState(false);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const update = useCallback((change: (queue: QueuedFile[]) => QueuedFile[]) => {
    current.current = change(current.current);
    setFiles(current.current);
  }, []);

  const add = useCallback((added: File[]) => update((queue) => queueFiles(queue, added)), [update]);
  const remove = useCallback((id: string) => update((queue) => queue.filter((q) => q.id !== id)), [update]);
  const clear = useCallback(() => update(() => []), [update]);

  const send = useCallback(
    async (sendFile: SendFile): Promise<QueuedFile[]> => {
      const controller = new AbortController();
      abort.current = controller;
      setSending(true);
      try {
        for (const queued of filesToSend(current.current)) {
          update((queue) => withStatus(queue, queued.id, { status: 'uploading', loaded: 0 }));
          try {
            await sendFile(
              queued.file,
              (loaded, total) => update((queue) => withStatus(queue, queued.id, { loaded, total })),
              controller.signal,
            );
            update((queue) => withStatus(queue, queued.id, { status: 'done', loaded: queued.total }));
          } catch {
            update((queue) => withStatus(queue, queued.id, { status: 'failed' }));
            if (controller.signal.aborted) break;
          }
        }
        return current.current.filter((q) => q.status === 'failed');
      } finally {
        setSending(false);
      }
    },
    [update],
  );

  return { files, add, remove, clear, send, sending };
}
