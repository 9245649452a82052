/** Business constants and limits (spec 01, section 9). */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
export const TABLE_PAGE_SIZES = [10, 25, 50, 100, 150] as const;
export const TABLE_PAGE_SIZE_ALL = 100000;
export const DEFAULT_PAGE_SIZE = 50;
export const LOOKUP_PAGE_SIZE = 20;
export const SHARED_LINK_EXPIRY_DAYS = 7;
export const EMAIL_BODY_MAX_CHARS = 5000;
/** Presigned S3 URLs for browser uploads and downloads live this long (seconds). */
export const PRESIGNED_URL_TTL_SECONDS = 300;
export const LANGUAGES = ['us', 'fr', 'es', 'de', 'jp', 'cn', 'zh', 'pt', 'ru', 'kr'] as const;
export const DEFAULT_LOCALE = 'us';
/**
 * The header CloudFront adds to every request it forwards to the API origin, holding the stage's origin secret:
 * the families refuse a request without it (functions/lib/familyHandler.ts), so nobody reaches the API around the
 * distribution and its WAF. Locally the edge proxy in front of the gateway adds it (scripts/local/edge.ts).
 */
export const ORIGIN_SECRET_HEADER = 'x-origin-verify';
