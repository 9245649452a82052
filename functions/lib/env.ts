function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Environment variable ${name} is not set`);
  return value;
}

/** The function environment; the CDK API stack and the local stack set the same names. Read when used. */
export const env = {
  get tableName() {
    return required('TABLE_NAME');
  },
  get documentsBucket() {
    return required('DOCUMENTS_BUCKET');
  },
  get importsBucket() {
    return required('IMPORTS_BUCKET');
  },
  get mailFrom() {
    return required('MAIL_FROM');
  },
  get userPoolId() {
    return required('USER_POOL_ID');
  },
  /** The site's origin (scheme and host, no trailing slash), for links in e-mails. */
  get siteUrl() {
    const value = required('SITE_URL');
    const url = URL.canParse(value) ? new URL(value) : null;
    if (!url || !/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash) {
      throw new Error(
        `Environment variable SITE_URL must be an origin such as https://planner.example.com, not ${value}`,
      );
    }
    return url.origin;
  },
  /** The bulk mail queue the sending families put one message per recipient on (functions/mailSender). */
  get mailQueueUrl() {
    return required('MAIL_QUEUE_URL');
  },
  /** The value CloudFront sends in the origin secret header (shared/constants.ts); API families only. */
  get originSecret() {
    return required('ORIGIN_SECRET');
  },
  get mailConfigurationSet() {
    return process.env.MAIL_CONFIGURATION_SET || undefined;
  },
};
