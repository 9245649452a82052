/** A file the user queued: where its upload stands. */
export interface QueuedFile {
  id: string;
  file: File;
  status: 'queued' | 'uploading' | 'done' | 'failed';
  loaded: number;
  total: number;
}

let nextId = 0;

/** Adds files to the queue; a file already queued (same name, size and date) is not queued twice. */
export function queueFiles(queue: readonly QueuedFile[], files: readonly File[]): QueuedFile[] {
  const same = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
  const added = files
    .filter((file, i) => !queue.some((q) => same(q.file, file)) && files.findIndex((f) => same(f, file)) === i)
    .map((file) => ({ id: `f${++nextId}`, file, status: 'queued' as const, loaded: 0, total: file.size }));
  return [...queue, ...added];
}

/** What still has to go up: everything not uploaded yet, the failed ones included (a retry sends only these). */
export const filesToSend = (queue: readonly QueuedFile[]) => queue.filter((q) => q.status !== 'done');

export function withStatus(
  queue: readonly QueuedFile[],
  id: string,
  change: Partial<Pick<QueuedFile, 'status' | 'loaded' | 'total'>>,
): QueuedFile[] {
  return queue.map((q) => (q.id === id ? { ...q, ...change } : q));
}

/** The share of the queue's bytes that went up, 0 to 100. */
export function percentSent(queue: readonly QueuedFile[]): number {
  const total = queue.reduce((sum, q) => sum + q.total, 0);
  if (total === 0) return queue.length && queue.every((q) => q.status === 'done') ? 100 : 0;
  const loaded = queue.reduce((sum, q) => sum + (q.status === 'done' ? q.total : q.loaded), 0);
  return Math.min(100, Math.round((loaded / total) * 100));
}
