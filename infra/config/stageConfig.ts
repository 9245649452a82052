import type { Construct } from 'constructs';

/** Settings of one deployment stage, from the `planner:stages` context in cdk.json. */
export interface StageConfig {
  name: string;
  /** Production keeps the table, user pool and logs when a stack or resource is removed. */
  retainData: boolean;
  /** Sender of the product's mail; its domain becomes the SES identity. */
  mailFrom: string;
  logLevel: 'DEBUG' | 'INFO' | 'WARN' | 'ERROR';
  /**
   * The site's origin (https://host, no path): the stage's domain, or the web stack's SiteUrl output (its
   * CloudFront domain). Links in e-mails point here and nowhere else. A setting, not a cross-stack reference:
   * the web stack already depends on the API stack (its /api origin), so the API cannot read the distribution.
   */
  siteUrl: string;
  /**
   * Origins allowed to PUT and GET documents and imports straight to S3 with presigned URLs. Set it to the
   * stage's web origin (custom domain or CloudFront domain) once known; see `documentCorsOrigins`.
   */
  webOrigins?: string[];
  /**
   * Lets people register themselves (the spec's auth/register page); off unless a stage turns it on. Users who
   * register hold no role, so they reach only their own account until an administrator gives them one.
   */
  selfSignUp?: boolean;
  /** Receives alarm notifications; without it the alarms still show in CloudWatch. */
  alarmEmail?: string;
  /**
   * The settings below come from a client's environment in `infra/config/clients.ts` (the pipeline's stages);
   * the developer stages of cdk.json leave them out and get the defaults each names.
   */
  /** A custom domain for the distribution, with its ACM certificate (us-east-1, as CloudFront requires). */
  domain?: { name: string; certificateArn: string };
  /** The client's skin (ClientSkin setting) and name (ClientName), seeded into a new stage. Default: `default`. */
  skin?: string;
  clientName?: string;
  /** Cognito MFA (time-based one-time passwords). Default: off. */
  mfa?: 'off' | 'optional' | 'required';
  /** Cognito threat protection (the Plus feature plan, enforced). Default: off (Essentials plan). */
  threatProtection?: boolean;
  /** Requests per five minutes one IP may make before the WAF blocks it. Default: 2000. */
  wafRateLimit?: number;
  /** The first administrator, created by the stage's seed (Cognito e-mails the temporary password). */
  firstAdminEmail?: string;
  /** A production stage: the pipeline asks for a manual approval before it. */
  production?: boolean;
  /**
   * Cognito sends its mail (codes, temporary passwords) through the mail stack's SES identity. Default: true.
   * Set false for a new stage's first deploy, until SES has verified the domain (its DKIM records).
   */
  cognitoMailFromSes?: boolean;
  /** Routes the HTTP API may hold: API Gateway's quota, 300 unless the account's quota was raised. */
  apiRouteQuota?: number;
  /**
   * The version of the origin secret CloudFront and the families use (docs/operations.md, "Rotating the origin
   * secret"): set to the VersionId `put-secret-value` printed, it changes both references so the deployment
   * resolves the new value. Default: the secret's current version when each resource was last updated.
   */
  originSecretVersionId?: string;
}

const STAGES_CONTEXT_KEY = 'planner:stages';

export function stageConfigOf(scope: Construct, name: string): StageConfig {
  const stages = (scope.node.tryGetContext(STAGES_CONTEXT_KEY) ?? {}) as Record<string, Omit<StageConfig, 'name'>>;
  if (!/^[a-z][a-z0-9-]{0,15}$/.test(name)) {
    throw new Error(
      `Stage name "${name}" must be lower case letters, digits and dashes (it is part of resource names)`,
    );
  }
  const settings = stages[name];
  if (!settings) {
    throw new Error(
      `Unknown stage "${name}": add it under "${STAGES_CONTEXT_KEY}" in cdk.json (known: ${Object.keys(stages).join(', ')})`,
    );
  }
  const siteUrl = (settings as { siteUrl?: unknown }).siteUrl;
  if (typeof siteUrl !== 'string' || !/^https:\/\/[a-z0-9.-]+(:\d+)?$/i.test(siteUrl)) {
    throw new Error(
      `Stage "${name}" needs "siteUrl" in "${STAGES_CONTEXT_KEY}" (cdk.json): the site's origin, https://host without a path`,
    );
  }
  return { name, ...settings };
}

/**
 * The documents and imports buckets live in the data stack, which the web stack depends on, so they cannot
 * name the CloudFront domain without a cycle. Until a stage sets its web origin, any CloudFront site may call
 * S3 from a browser: CORS only decides which pages may read the answers; the presigned URL's signature is
 * what authorises an upload or download.
 */
export const documentCorsOrigins = (config: StageConfig) => config.webOrigins ?? ['https://*.cloudfront.net'];
