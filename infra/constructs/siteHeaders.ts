import { Aws, Duration } from 'aws-cdk-lib';
import { HeadersFrameOption, HeadersReferrerPolicy, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';

/**
 * The SPA's Content-Security-Policy for a stage: its own origin, Cognito's endpoint for sign-in (Amplify calls it
 * from the browser), S3's presigned transfers of documents and imports (virtual-hosted and path-style), inline
 * styles (PrimeReact positions overlays with them), data: and blob: images, fonts and PDFs (downloads and the PDF
 * viewer's worker are blob: URLs).
 */
function sitePolicy(region: string): string {
  const s3 = [`https://*.s3.${region}.amazonaws.com`, `https://s3.${region}.amazonaws.com`];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${s3.join(' ')}`,
    "font-src 'self' data:",
    `connect-src 'self' https://cognito-idp.${region}.amazonaws.com ${s3.join(' ')}`,
    "worker-src 'self' blob:",
    `frame-src 'self' blob: ${s3.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * The response headers of every answer of the distribution: what CloudFront's managed SecurityHeadersPolicy sends
 * (the local web server mirrors these, scripts/local/webServer.ts), plus the Content-Security-Policy in
 * report-only mode: browsers report what it would block, in the console, without blocking. It is enforced once the
 * browser tests run the built app under it locally (docs/decisions.md, "Infrastructure").
 */
export function siteHeadersPolicy(scope: Construct): ResponseHeadersPolicy {
  return new ResponseHeadersPolicy(scope, 'SiteHeaders', {
    comment: 'Security headers of the planner, with its Content-Security-Policy in report-only mode',
    securityHeadersBehavior: {
      contentTypeOptions: { override: false },
      frameOptions: { frameOption: HeadersFrameOption.SAMEORIGIN, override: false },
      referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: false },
      strictTransportSecurity: { accessControlMaxAge: Duration.days(365), override: false },
      xssProtection: { protection: true, modeBlock: true, override: false },
    },
    customHeadersBehavior: {
      customHeaders: [
        { header: 'Content-Security-Policy-Report-Only', value: sitePolicy(Aws.REGION), override: false },
      ],
    },
  });
}
