import { requestNotices } from '../../../shared/communication/requests';
import { clock } from '../../lib/clock';
import { escapeHtml, htmlToText } from '../../lib/html';
import { logger } from '../../lib/logger';
import { sendMail } from '../../lib/mail';
import { publicBaseUrl } from '../../lib/publicUrl';
import { notificationId, putNotification } from '../notifications/notificationRepository';
import type { RequestContactRecord, RequestRoot } from './requestRepository';

/** The request's page in the app (hash routes), for mails and notices. */
const requestLink = (id: number) => `${publicBaseUrl()}/#/communicationrequest/${id}`;

/**
 * Tells the request's contacts (not the author) about a new request or comment: by e-mail through SES with a
 * link to the request, and in the app (the messages feed, opening the request). Each recipient on their own:
 * a mail SES refuses is reported in `failed` and never undoes what was saved; the in-app notice is written
 * whatever the mail did.
 */
export async function tellContacts(
  root: Pick<RequestRoot, 'id' | 'programId' | 'requestName' | 'contacts'>,
  author: { subject: string; email: string },
  notice: { type: 'Action Required' | 'General Information'; subject: string; text: string },
): Promise<{ sent: string[]; failed: string[] }> {
  const recipients = root.contacts.filter((c: RequestContactRecord) => c.id !== author.subject);
  const link = requestLink(root.id);
  const bodyHtml = `<p>${escapeHtml(notice.text).replace(/\n/g, '<br>')}</p>`;
  const html = `${bodyHtml}<p><a href="${escapeHtml(link)}">${escapeHtml(requestNotices.openRequest)}</a></p><p>— ${escapeHtml(author.email)}</p>`;
  const sent: string[] = [];
  const failed: string[] = [];
  await Promise.all(
    recipients.map(async (contact) => {
      try {
        await sendMail({ to: [contact.email], subject: notice.subject, html, text: htmlToText(html) });
        sent.push(contact.email);
      } catch (error) {
        failed.push(contact.email);
        logger.warn('A communication request mail was not sent', {
          recipient: contact.email,
          requestId: root.id,
          error: error as Error,
        });
      }
      try {
        const at = clock.now();
        await putNotification(contact.id, {
          id: notificationId(at),
          type: notice.type,
          body: bodyHtml,
          fromName: author.email,
          at: at.toISOString(),
          read: false,
          programId: root.programId,
          requestId: root.id,
        });
      } catch (error) {
        logger.error('A communication request notice was not stored', { requestId: root.id, error: error as Error });
      }
    }),
  );
  return { sent: sent.sort(), failed: failed.sort() };
}
