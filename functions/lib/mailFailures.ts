/**
 * How the mail sender Lambda reads SES failing (docs/decisions.md, 'Bulk mail'), for every kind of bulk mail: a
 * failure that may pass is tried again from the queue, any other is the recipient's, recorded with SES's reason.
 */

/** A claim older than this belongs to a sender that died mid-send (the sender runs at most a minute). */
export const STALE_CLAIM_MS = 5 * 60_000;
/** Deliveries of one message before a passing failure (throttling, SES unavailable) becomes the recipient's failure: the queue's maxReceiveCount (infra/constructs/mailQueue.ts), so the last delivery records it. */
export const MAX_ATTEMPTS = 3;

/** SES (or the network) failing for a while, worth another try; anything else is the recipient's failure. */
export function passing(error: unknown): boolean {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const e = cause as { name?: string; $retryable?: unknown; $metadata?: { httpStatusCode?: number } };
  const status = e.$metadata?.httpStatusCode;
  return (
    Boolean(e.$retryable) ||
    /Throttl|TooManyRequests|ServiceUnavailable|LimitExceeded/.test(e.name ?? '') ||
    status === undefined ||
    status >= 500
  );
}

/** SES's reason, as the report shows it. */
export const reasonOf = (error: unknown) => {
  const cause = (error as { cause?: unknown }).cause ?? error;
  return (cause as Error).message || (cause as Error).name || String(cause);
};
