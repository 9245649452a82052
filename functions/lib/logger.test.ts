import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from './logger';

const linesWritten = () => {
  const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  return () => write.mock.calls.map(([chunk]) => JSON.parse(String(chunk)) as Record<string, unknown>);
};

describe('logger', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes one JSON line per entry with its fields at the top, where the metric filters read them', () => {
    const lines = linesWritten();
    createLogger('planner-api', 'INFO').error('import failed', { importFailed: true, importId: 'i-1' });
    const [entry] = lines();
    expect(entry).toMatchObject({
      level: 'ERROR',
      message: 'import failed',
      service: 'planner-api',
      importFailed: true,
      importId: 'i-1',
    });
    expect(new Date(entry!.timestamp as string).getTime()).not.toBeNaN();
  });

  it('keeps an error’s name, message and stack, which JSON would drop', () => {
    const lines = linesWritten();
    createLogger('planner-api', undefined).error('request failed', { error: new TypeError('no table') });
    expect(lines()[0]!.error).toMatchObject({
      name: 'TypeError',
      message: 'no table',
      stack: expect.stringContaining('no table'),
    });
  });

  it('writes nothing below the level set, and nothing at all when silent', () => {
    const lines = linesWritten();
    const warnOnly = createLogger('planner-api', 'warn');
    warnOnly.info('request');
    warnOnly.debug('detail');
    warnOnly.warn('import stuck');
    createLogger('planner-api', 'SILENT').error('request failed');
    expect(lines().map((entry) => entry.message)).toEqual(['import stuck']);
  });
});
