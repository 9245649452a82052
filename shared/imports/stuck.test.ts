import { describe, expect, it } from 'vitest';
import { isSweepEvent, STUCK_SWEEP_EVENT, stuckReason, YOUNGEST_STUCK_MS } from './stuck';

const at = (iso: string) => new Date(iso);
const created = '2026-11-26T10:00:00.000Z';

describe('stuckReason', () => {
  it('gives an upload slot an hour, for the file and its Process', () => {
    expect(stuckReason({ status: 'uploading', createdAt: created }, at('2026-11-26T10:59:59Z'))).toBeNull();
    expect(stuckReason({ status: 'uploading', createdAt: created }, at('2026-11-26T11:00:01Z'))).toBe('notUploaded');
    expect(stuckReason({ status: 'waiting', createdAt: created }, at('2026-11-26T11:00:01Z'))).toBe('notUploaded');
  });

  it('gives a queued import 30 minutes from its Process (or Retry) to start', () => {
    const queued = { status: 'queued', createdAt: created, queuedAt: '2026-11-26T10:50:00.000Z' };
    expect(stuckReason(queued, at('2026-11-26T11:19:00Z'))).toBeNull();
    expect(stuckReason(queued, at('2026-11-26T11:20:01Z'))).toBe('notStarted');
  });

  it('gives processing 20 minutes from its start, longer than one Lambda may run', () => {
    const running = { status: 'processing', createdAt: created, startedAt: '2026-11-26T12:00:00.000Z' };
    expect(stuckReason(running, at('2026-11-26T12:19:00Z'))).toBeNull();
    expect(stuckReason(running, at('2026-11-26T12:20:01Z'))).toBe('stopped');
  });

  it('counts from the upload when a record has no later time (imports made before the times were kept)', () => {
    expect(stuckReason({ status: 'processing', createdAt: created }, at('2026-11-26T10:21:00Z'))).toBe('stopped');
    expect(stuckReason({ status: 'queued', createdAt: created }, at('2026-11-26T10:31:00Z'))).toBe('notStarted');
  });

  it('never calls a finished import stuck', () => {
    for (const status of ['done', 'failed', 'removed'])
      expect(stuckReason({ status, createdAt: created }, at('2030-01-01T00:00:00Z'))).toBeNull();
  });

  it('lets the sweep skip imports younger than the shortest deadline', () => {
    expect(YOUNGEST_STUCK_MS).toBe(20 * 60_000);
  });

  it('tells the sweep event from S3 and EventBridge upload events', () => {
    expect(isSweepEvent(STUCK_SWEEP_EVENT)).toBe(true);
    expect(isSweepEvent({ Records: [] })).toBe(false);
    expect(isSweepEvent({ detail: { bucket: { name: 'b' } } })).toBe(false);
    expect(isSweepEvent(null)).toBe(false);
  });
});
