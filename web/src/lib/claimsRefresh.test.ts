import { describe, expect, it, vi } from 'vitest';
import { CLAIMS_REFRESH_MIN_GAP_MS, CLAIMS_REFRESH_MS, createClaimsRefresher } from './claimsRefresh';

describe('reading claims and menus again', () => {
  it('reads once a minute has passed, at once after a refusal, never twice within the gap', async () => {
    let time = 0;
    const refresh = vi.fn(async () => undefined);
    const refresher = createClaimsRefresher(refresh, () => time);
    time = CLAIMS_REFRESH_MS - 1;
    expect(await refresher.tick()).toBe(false);
    time = CLAIMS_REFRESH_MS;
    expect(await refresher.tick()).toBe(true);
    time += CLAIMS_REFRESH_MIN_GAP_MS - 1;
    expect(await refresher.forbidden()).toBe(false);
    time += 1;
    expect(await refresher.forbidden()).toBe(true);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('survives a failed read', async () => {
    let time = 0;
    const refresher = createClaimsRefresher(
      async () => Promise.reject(new Error('offline')),
      () => time,
    );
    time = CLAIMS_REFRESH_MS;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await refresher.tick()).toBe(true);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
