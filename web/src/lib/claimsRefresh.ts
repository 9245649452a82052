/** Claims and menus are read again at least this often while signed in (spec 01 caches them; a role may change). */
export const CLAIMS_REFRESH_MS = 60_000;
/** A burst of refused calls (403) asks once. */
export const CLAIMS_REFRESH_MIN_GAP_MS = 10_000;

/**
 * When to read claims and menus again: every minute, or at once when the server refused a call (403: the claims
 * the browser holds may be old), never twice within the minimum gap, and never two reads at a time.
 */
export function createClaimsRefresher(refresh: () => Promise<unknown>, now: () => number = Date.now) {
  let last = now();
  let running = false;
  const run = async () => {
    if (running || now() - last < CLAIMS_REFRESH_MIN_GAP_MS) return false;
    running = true;
    last = now();
    try {
      await refresh();
    } catch (error) {
      console.warn('Claims and menus could not be read again', error);
    } finally {
      running = false;
    }
    return true;
  };
  return {
    /** The minute timer: reads when a minute has passed since the last read. */
    tick: () => (now() - last >= CLAIMS_REFRESH_MS ? run() : Promise.resolve(false)),
    /** The server refused a call. */
    forbidden: () => run(),
  };
}
