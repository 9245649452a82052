import { env } from './env';

/**
 * The product's own origin, for links in e-mails: the stage's site URL (SITE_URL, set by the CDK from the stage
 * configuration), never the request's Host or X-Forwarded-Host, which a caller controls. Read when the module
 * loads, so a function without it fails at start instead of mailing a wrong link.
 */
const siteUrl = env.siteUrl;

export const publicBaseUrl = (): string => siteUrl;
