/**
 * The product's own origin, for links in e-mails: PUBLIC_BASE_URL when the stage sets it (its domain), else the
 * host the request came through (CloudFront forwards it as x-forwarded-host).
 */
export function publicBaseUrl(headers: Record<string, string | undefined>): string {
  if (process.env.PUBLIC_BASE_URL) return process.env.PUBLIC_BASE_URL.replace(/\/$/, '');
  return `https://${headers['x-forwarded-host'] ?? headers.host}`;
}
