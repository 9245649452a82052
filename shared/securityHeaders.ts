/**
 * The site's security headers, one definition for CloudFront (infra/constructs/siteHeaders.ts) and the local web
 * server (scripts/local/webServer.ts), so the browser tests run the built app under the policy users get.
 */

/** The origins the SPA talks to besides its own (which serves the app, its files and `/api`). */
export interface SiteOrigins {
  /** Cognito's endpoint: Amplify signs in from the browser. */
  auth: string[];
  /** S3: presigned uploads and downloads of documents and imports, images and PDFs shown from them. */
  storage: string[];
}

/**
 * The SPA's Content-Security-Policy: scripts only from its own origin (no inline script, no eval), inline styles
 * (PrimeReact positions overlays with them), data: and blob: images, fonts and PDFs (downloads and the PDF
 * viewer's worker are blob: URLs), no objects, framed only by the site itself.
 */
export function contentSecurityPolicy({ auth, storage }: SiteOrigins): string {
  const s3 = storage.join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${s3}`,
    "font-src 'self' data:",
    `connect-src 'self' ${[...auth, ...storage].join(' ')}`,
    "worker-src 'self' blob:",
    `frame-src 'self' blob: ${s3}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** What CloudFront's managed SecurityHeadersPolicy sends (the web stack's policy keeps them); HSTS aside. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-xss-protection': '1; mode=block',
};
