import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebouncer } from './debounce';
import { SEARCH_DEBOUNCE_MS } from './tableState';

describe('debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks once, 400 ms after the last key, with the last text', () => {
    const search = vi.fn();
    const debounced = createDebouncer(search, SEARCH_DEBOUNCE_MS);
    debounced.call('g');
    vi.advanceTimersByTime(300);
    debounced.call('gr');
    vi.advanceTimersByTime(399);
    expect(search).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('gr');
  });

  it('runs a pending call at once on flush and drops it on cancel', () => {
    const search = vi.fn();
    const debounced = createDebouncer(search, 400);
    debounced.call('a');
    expect(debounced.pending).toBe(true);
    debounced.flush();
    expect(search).toHaveBeenCalledWith('a');
    debounced.call('b');
    debounced.cancel();
    vi.advanceTimersByTime(1000);
    expect(search).toHaveBeenCalledTimes(1);
  });
});
