/**
 * Bulk mail (docs/decisions.md, 'Bulk mail'): a sending family puts one message per recipient on the mail queue and
 * answers at once; the mail sender Lambda (functions/mailSender) sends each through SES and records the outcome.
 * A message names its send and recipient only; what the mail says is read from the send's record. Its own module:
 * the sender reads messages without the SQS client (functions/lib/mailQueue.ts puts them on the queue).
 */
export interface BulkMailMessage {
  /** `assetLink`: the recipient is an e-mail address; `notification`: a user id (mailed and notified in the app). */
  kind: 'assetLink' | 'notification';
  sendId: string;
  recipient: string;
}
const kinds: readonly string[] = ['assetLink', 'notification'] satisfies BulkMailMessage['kind'][];

export function parseBulkMailMessage(body: string): BulkMailMessage | null {
  try {
    const message = JSON.parse(body) as Partial<BulkMailMessage>;
    return kinds.includes(message.kind as string) &&
      typeof message.sendId === 'string' &&
      typeof message.recipient === 'string'
      ? (message as BulkMailMessage)
      : null;
  } catch {
    return null;
  }
}
