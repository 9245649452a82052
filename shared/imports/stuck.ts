/**
 * When an import is stuck (docs/decisions.md, 'Import recovery'): the one rule the processor's scheduled sweep and
 * the import's status read both apply, so an import past its deadline is marked failed with a reason its importer
 * sees, whoever looks first.
 */

export interface OpenImport {
  status: string;
  /** When the upload slot was given. */
  createdAt: string;
  /** When Process (or Retry) queued it; absent before. */
  queuedAt?: string;
  /** When the processor claimed it; absent before. */
  startedAt?: string;
}

const MINUTE = 60_000;
/**
 * - an upload slot lasts 5 minutes (presigned), a 50 MB upload takes a few more, and an expense import then waits
 *   for its Process: an hour after the slot was given, nobody will press Process for it any more;
 * - queued: the S3 event reaches the processor in seconds, Lambda retries a failed invocation twice (about three
 *   minutes of back-off) and EventBridge retries for longer: 30 minutes;
 * - processing: one Lambda invocation runs at most 15 minutes, so an import processing for 20 has lost its runner.
 */
const IMPORT_DEADLINES_MS = { upload: 60 * MINUTE, queued: 30 * MINUTE, processing: 20 * MINUTE } as const;
/** No import younger than this is stuck: the sweep reads only the open imports started before it. */
export const YOUNGEST_STUCK_MS = Math.min(...Object.values(IMPORT_DEADLINES_MS));

/** What the importer reads on a failed import (a stuck one, or processing that failed); the web translates them. */
export const importFailureMessages = {
  notUploaded: 'The file was not uploaded and processed within an hour. Import it again.',
  notStarted: 'Processing did not start within 30 minutes. Retry processes the same file again.',
  stopped:
    'Processing stopped before the end of the file. Retry processes the same file again; rows already imported are not added twice.',
  failed:
    'Processing failed before the end of the file. Retry processes the same file again; rows already imported are not added twice.',
} as const;
export type StuckReason = Exclude<keyof typeof importFailureMessages, 'failed'>;

/** Why an open import is stuck at `now`, or null while it is still within its deadline (or not open at all). */
export function stuckReason(record: OpenImport, now: Date): StuckReason | null {
  const since = (iso: string | undefined) => now.getTime() - Date.parse(iso ?? record.createdAt);
  switch (record.status) {
    case 'uploading':
    case 'waiting':
      return since(record.createdAt) > IMPORT_DEADLINES_MS.upload ? 'notUploaded' : null;
    case 'queued':
      return since(record.queuedAt) > IMPORT_DEADLINES_MS.queued ? 'notStarted' : null;
    case 'processing':
      return since(record.startedAt ?? record.queuedAt) > IMPORT_DEADLINES_MS.processing ? 'stopped' : null;
    default:
      return null;
  }
}

/** The scheduled rule's event that asks the import processor to sweep (the CDK rule and the local stack send it). */
export const STUCK_SWEEP_EVENT = { sweep: 'stuckImports' } as const;
export const isSweepEvent = (event: unknown): event is typeof STUCK_SWEEP_EVENT =>
  typeof event === 'object' && event !== null && (event as { sweep?: unknown }).sweep === STUCK_SWEEP_EVENT.sweep;
