import { bulkSendStore, type RecipientStatus, type SendOutcome } from '../bulkSends/bulkSendStore';

/**
 * One send of a notification (or program message) to many users (docs/data-model.md, 'Bulk mail'):
 * `NOTESEND#{sendId}` / `SEND` holds what every mail and in-app item of it says; `NOTESEND#{sendId}` / `TO#{userId}`
 * each recipient's outcome, which the mail sender Lambda records (queued, then sent, or failed with SES's reason).
 */
export interface NotificationSend {
  sendId: string;
  type: string;
  subject: string;
  /** The mail's HTML and text (the message, its link, the sender's signature). */
  html: string;
  text: string;
  /** The in-app item's body. */
  body: string;
  programId: number | null;
  total: number;
  sentBy: string;
  sentByName: string;
  createdAt: string;
  /**
   * The in-app items were put with the send (a program transition's notice: news in the app whether or not its mail
   * goes out), so the mail sender only mails.
   */
  inAppPut?: true;
}
export interface NotificationRecipient {
  userId: string;
  email: string;
  status: RecipientStatus;
  reason: string | null;
  at: string | null;
  claimedAt?: string;
}

const store = bulkSendStore<NotificationSend, NotificationRecipient, object>('NOTESEND', []);

/** The send and each recipient, queued: written before any message is put on the queue. */
export const createNotificationSend = (send: NotificationSend, recipients: { userId: string; email: string }[]) =>
  store.create(
    send,
    recipients.map((r) => ({ id: r.userId, fields: r })),
  );

export const getNotificationSend = (sendId: string) => store.get(sendId);

/** Every recipient of a send with their outcome. */
export const listNotificationRecipients = (sendId: string) => store.recipients(sendId);

/** The sender claims a recipient before mailing: the recipient (their address), or null when done or taken. */
export const claimNotificationRecipient = (sendId: string, userId: string, now: string, staleBefore: string) =>
  store.claim(sendId, userId, now, staleBefore);

/** Records a recipient's outcome: sent, failed (the reason), or queued again for another try. */
export const recordNotificationOutcome = (sendId: string, userId: string, outcome: SendOutcome<object>) =>
  store.record(sendId, userId, outcome);
