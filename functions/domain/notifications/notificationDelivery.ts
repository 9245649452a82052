import { clock } from '../../lib/clock';
import { logger } from '../../lib/logger';
import { sendMail } from '../../lib/mail';
import { MAX_ATTEMPTS, passing, reasonOf, STALE_CLAIM_MS } from '../../lib/mailFailures';
import { notificationId, putNotification } from './notificationRepository';
import {
  claimNotificationRecipient,
  getNotificationSend,
  recordNotificationOutcome,
  type NotificationSend,
} from './notificationSendRepository';

/**
 * Mails one user of a notification send and, once the mail went out, puts the in-app item unless the send put it
 * already (the mail sender Lambda, per queue message): claimed first, so a second delivery sends nothing twice. A
 * user whose mail SES refused gets no in-app item from here either (the sender sees them failed on the report). Answers 'retry' when the failure may pass and the
 * message should come back (the recipient is queued again), else 'done'.
 */
export async function deliverNotification(
  sendId: string,
  userId: string,
  attempt: number,
  sends: Map<string, Promise<NotificationSend | undefined>>,
): Promise<'done' | 'retry'> {
  if (!sends.has(sendId)) sends.set(sendId, getNotificationSend(sendId));
  const send = await sends.get(sendId);
  if (!send) return 'done';
  const now = clock.now();
  const recipient = await claimNotificationRecipient(
    sendId,
    userId,
    now.toISOString(),
    new Date(now.getTime() - STALE_CLAIM_MS).toISOString(),
  );
  if (!recipient) return 'done';
  try {
    await sendMail({ to: [recipient.email], subject: send.subject, html: send.html, text: send.text });
  } catch (error) {
    const again = passing(error) && attempt < MAX_ATTEMPTS;
    logger.warn('notification mail failed', { sendId, userId, attempt, again, reason: reasonOf(error) });
    if (again) {
      await recordNotificationOutcome(sendId, userId, { status: 'queued' });
      return 'retry';
    }
    await recordNotificationOutcome(sendId, userId, {
      status: 'failed',
      reason: reasonOf(error),
      at: clock.now().toISOString(),
    });
    return 'done';
  }
  const at = clock.now();
  if (!send.inAppPut)
    await putNotification(userId, {
      id: notificationId(at),
      type: send.type,
      body: send.body,
      fromName: send.sentByName,
      at: at.toISOString(),
      read: false,
      programId: send.programId,
    });
  await recordNotificationOutcome(sendId, userId, { status: 'sent', at: at.toISOString() });
  return 'done';
}
