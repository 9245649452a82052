import { Aws, Duration } from 'aws-cdk-lib';
import { HeadersFrameOption, HeadersReferrerPolicy, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import { contentSecurityPolicy } from '../../shared/securityHeaders';

/**
 * The origins of a stage's SPA besides its own: Cognito's endpoint of the stage's region (Amplify signs in from the
 * browser) and S3's presigned transfers there (virtual-hosted and path-style).
 */
const stageOrigins = (region: string) => ({
  auth: [`https://cognito-idp.${region}.amazonaws.com`],
  storage: [`https://*.s3.${region}.amazonaws.com`, `https://s3.${region}.amazonaws.com`],
});

/**
 * The response headers of every answer of the distribution: what CloudFront's managed SecurityHeadersPolicy sends,
 * plus the SPA's enforced Content-Security-Policy (shared/securityHeaders.ts, the same definition the local web
 * server sends, so the browser tests run under it). None overrides the origin's own: the API's HTML pages for
 * e-mailed links keep their stricter policy.
 */
export function siteHeadersPolicy(scope: Construct): ResponseHeadersPolicy {
  return new ResponseHeadersPolicy(scope, 'SiteHeaders', {
    comment: 'Security headers of the planner, with its Content-Security-Policy',
    securityHeadersBehavior: {
      contentSecurityPolicy: {
        contentSecurityPolicy: contentSecurityPolicy(stageOrigins(Aws.REGION)),
        override: false,
      },
      contentTypeOptions: { override: false },
      frameOptions: { frameOption: HeadersFrameOption.SAMEORIGIN, override: false },
      referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: false },
      strictTransportSecurity: { accessControlMaxAge: Duration.days(365), override: false },
      xssProtection: { protection: true, modeBlock: true, override: false },
    },
  });
}
