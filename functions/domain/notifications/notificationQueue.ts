import { randomUUID } from 'node:crypto';
import * as sendReportMessages from '../../../shared/communication/sendReportMessages';
import { clock } from '../../lib/clock';
import { htmlToText } from '../../lib/html';
import { enqueueMail } from '../../lib/mailQueue';
import { createNotificationSend, recordNotificationOutcome, type NotificationSend } from './notificationSendRepository';

/** What a notification send says, and who sends it. */
export interface NotificationMessage {
  type: string;
  subject: string;
  /** The mail's HTML (its text part is read from it). */
  html: string;
  /** The in-app item's body. */
  body: string;
  programId: number | null;
  sender: { subject: string; email: string };
  /** The in-app items were put with the send: the mail sender only mails. */
  inAppPut?: true;
}

/**
 * Hands a notification to the mail sender (docs/decisions.md, 'Bulk mail'): the send and each recipient are recorded
 * (queued) before one message per recipient goes on the queue; a recipient the queue refused is recorded failed at
 * once, so the send's report never waits for a mail that will not come. Answers the send.
 */
export async function queueNotificationSend(
  message: NotificationMessage,
  recipients: { userId: string; email: string }[],
): Promise<NotificationSend> {
  const { sender, inAppPut, ...content } = message;
  const send: NotificationSend = {
    ...content,
    sendId: randomUUID(),
    text: htmlToText(message.html),
    total: recipients.length,
    sentBy: sender.subject,
    sentByName: sender.email,
    createdAt: clock.now().toISOString(),
    ...(inAppPut ? { inAppPut } : {}),
  };
  await createNotificationSend(send, recipients);
  const refused = await enqueueMail(
    recipients.map((recipient) => ({ kind: 'notification', sendId: send.sendId, recipient: recipient.userId })),
  );
  const at = clock.now().toISOString();
  for (const userId of refused)
    await recordNotificationOutcome(send.sendId, userId, {
      status: 'failed',
      reason: sendReportMessages.notQueued,
      at,
    });
  return send;
}
