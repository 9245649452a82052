import { uploadContentType, type UploadPurpose } from '../../../../shared/uploads';
import { uploadWithProgress, type PresignedUpload, type UploadProgress } from '.';

/**
 * Upload-then-follow, as every CSV import does it (locations, expenses, inventory): an upload slot from the server,
 * the file straight to S3 with its progress, then the import's status read every second until it has ended (or the
 * wait's limit). Each import passes its own routes and what it reads of its status.
 */

/** How far an import is: preparing, the upload's bytes, or the server's status as last read. */
export type ImportPhase<S> =
  | { phase: 'starting' }
  | { phase: 'uploading'; loaded: number; total: number }
  | { phase: 'processing'; status: S | null };

/** What every import's status read answers. */
export interface FollowedStatus {
  status: string;
}

/** How often a running import's progress is asked for. */
const POLL_MS = 1000;
/** Polls in a row that may fail (a lost connection) before following an import gives up. */
const POLL_FAILURES = 10;

const ended = (status: FollowedStatus) =>
  status.status === 'done' || status.status === 'failed' || status.status === 'removed';

/** Waits `ms`, or rejects with an AbortError when `signal` aborts first. */
const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new DOMException('Stopped', 'AbortError'));
      },
      { once: true },
    );
  });

/** What an import's start route takes: the file's name, its type (for the upload's `purpose`) and size. */
interface UploadRequest {
  fileName: string;
  contentType: string;
  size: number;
}
type StartRoute = (body: UploadRequest) => Promise<{ importId: string; upload: PresignedUpload }>;

/**
 * Asks the import's start route for the upload slot and puts the file straight to S3 with its progress; answers
 * the import's id.
 */
export async function startUpload(
  start: StartRoute,
  purpose: UploadPurpose,
  file: File,
  onProgress: UploadProgress,
  signal: AbortSignal,
): Promise<string> {
  const started = await start({
    fileName: file.name,
    contentType: uploadContentType(purpose, file.name, file.type),
    size: file.size,
  });
  await uploadWithProgress(started.upload, file, onProgress, signal);
  return started.importId;
}

/**
 * Follows an import until it is done, failed or removed, reporting each status read; a poll that fails is tried
 * again, later each time (a large import runs for minutes), up to POLL_FAILURES in a row. With `limitMs`, null when
 * it is still running after that long (it is left to finish on the server).
 */
export async function followImport<S extends FollowedStatus>(
  read: () => Promise<S>,
  onStatus: (status: S) => void,
  signal: AbortSignal,
  limitMs?: number,
): Promise<S | null> {
  const deadline = limitMs === undefined ? Infinity : Date.now() + limitMs;
  for (let failures = 0; ;) {
    try {
      const status = await read();
      failures = 0;
      onStatus(status);
      if (ended(status)) return status;
    } catch (error) {
      if (signal.aborted || ++failures >= POLL_FAILURES) throw error;
    }
    if (Date.now() > deadline) return null;
    await pause(POLL_MS * (failures + 1), signal);
  }
}

/** An import processed on arrival: its routes, its upload's purpose, and what to read again once it is followed. */
export interface ArrivalImport<S extends FollowedStatus> {
  start: StartRoute;
  purpose: UploadPurpose;
  read: (importId: string) => Promise<S>;
  /** Runs once following ends, however it ends (the area's lists read again). */
  followed: () => Promise<unknown>;
}

/** An import still running after this long is left to finish on the server; the user is told. */
const FOLLOW_LIMIT_MS = 15 * 60 * 1000;

/**
 * Uploads a file to an import processed on arrival: the slot, the upload with its progress, then its processing
 * followed (see above) for at most FOLLOW_LIMIT_MS; null when it is still running then.
 */
export async function uploadThenFollow<S extends FollowedStatus>(
  importer: ArrivalImport<S>,
  file: File,
  onPhase: (phase: ImportPhase<S>) => void,
  signal: AbortSignal,
): Promise<S | null> {
  onPhase({ phase: 'starting' });
  const importId = await startUpload(
    async (body) => {
      const started = await importer.start(body);
      onPhase({ phase: 'uploading', loaded: 0, total: file.size });
      return started;
    },
    importer.purpose,
    file,
    (loaded, total) => onPhase({ phase: 'uploading', loaded, total }),
    signal,
  );
  onPhase({ phase: 'processing', status: null });
  try {
    return await followImport(
      () => importer.read(importId),
      (status) => onPhase({ phase: 'processing', status }),
      signal,
      FOLLOW_LIMIT_MS,
    );
  } finally {
    await importer.followed();
  }
}
