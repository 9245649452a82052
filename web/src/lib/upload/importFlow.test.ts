import { afterEach, describe, expect, it, vi } from 'vitest';
import { followImport } from './importFlow';

afterEach(() => vi.useRealTimers());

/** A status read answering, in turn, each of `answers` (an Error is a failed poll). */
const reads = (answers: ({ status: string } | Error)[]) => {
  let i = 0;
  return vi.fn(async () => {
    const answer = answers[Math.min(i++, answers.length - 1)];
    if (answer instanceof Error) throw answer;
    return answer;
  });
};

describe('following an import', () => {
  it('rides out a poll that fails (the location and inventory imports gave up at the first lost connection)', async () => {
    vi.useFakeTimers();
    const seen: string[] = [];
    const read = reads([{ status: 'processing' }, new Error('offline'), new Error('offline'), { status: 'done' }]);
    const followed = followImport(read, (s) => seen.push(s.status), new AbortController().signal, 15 * 60_000);
    await vi.runAllTimersAsync();
    expect(await followed).toEqual({ status: 'done' });
    expect(seen).toEqual(['processing', 'done']);
    expect(read).toHaveBeenCalledTimes(4);
  });

  it('gives up after ten failed polls in a row, with the last error', async () => {
    vi.useFakeTimers();
    const read = reads([new Error('offline')]);
    const followed = followImport(read, () => undefined, new AbortController().signal);
    const outcome = expect(followed).rejects.toThrow('offline');
    await vi.runAllTimersAsync();
    await outcome;
    expect(read).toHaveBeenCalledTimes(10);
  });

  it('answers null when the import still runs after the wait, and stops when aborted', async () => {
    vi.useFakeTimers();
    const running = followImport(
      reads([{ status: 'processing' }]),
      () => undefined,
      new AbortController().signal,
      5000,
    );
    await vi.runAllTimersAsync();
    expect(await running).toBeNull();
    const controller = new AbortController();
    const stopped = followImport(reads([{ status: 'processing' }]), () => undefined, controller.signal);
    const outcome = expect(stopped).rejects.toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    await outcome;
  });
});
