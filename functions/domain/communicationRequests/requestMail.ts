import type { NoticeFacts } from '../../../shared/communication/notices';
import { requestNotices } from '../../../shared/communication/requests';
import { clock } from '../../lib/clock';
import { escapeHtml, htmlToText } from '../../lib/html';
import { logger } from '../../lib/logger';
import { sendMail } from '../../lib/mail';
import { publicBaseUrl } from '../../lib/publicUrl';
import { noticeBodyHtml } from '../notifications/noticeBody';
import { notificationId, putNotification } from '../notifications/notificationRepository';
import type { RequestContactRecord, RequestRoot } from './requestRepository';

/** The request's page in the app (hash routes), for mails and notices. */
const requestLink = (id: number) => `${publicBaseUrl()}/#/communicationrequest/${id}`;

/**
 * Who hears about a new request, comment or version: the request's creator and its contacts, each once, never the
 * author (a reviewer's comment reaches the planner who asked for the review, even when they are not a contact).
 */
function requestRecipients(
  root: Pick<RequestRoot, 'contacts' | 'createdBy' | 'createdByName'>,
  authorSubject: string,
): RequestContactRecord[] {
  const creator: RequestContactRecord = { id: root.createdBy, name: root.createdByName, email: root.createdByName };
  const everyone = root.contacts.some((c) => c.id === creator.id) ? root.contacts : [creator, ...root.contacts];
  return everyone.filter((c) => c.id !== authorSubject && c.email);
}

/**
 * Tells the request's creator and contacts (not the author) about a new request, comment or version: by e-mail
 * through SES with a link to the request, and in the app (the messages feed, opening the request). Each recipient
 * on their own:
 * a mail SES refuses is reported in `failed` and never undoes what was saved; the in-app notice is written
 * whatever the mail did.
 */
export async function tellContacts(
  root: Pick<RequestRoot, 'id' | 'programId' | 'requestName' | 'contacts' | 'createdBy' | 'createdByName'>,
  author: { subject: string; email: string },
  notice: { type: 'Action Required' | 'General Information'; subject: string } & (
    { text: string } | { facts: NoticeFacts }
  ),
): Promise<{ sent: string[]; failed: string[] }> {
  const recipients = requestRecipients(root, author.subject);
  const link = requestLink(root.id);
  const bodyHtml =
    'facts' in notice ? noticeBodyHtml(notice.facts) : `<p>${escapeHtml(notice.text).replace(/\n/g, '<br>')}</p>`;
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
          ...('facts' in notice ? { notice: notice.facts } : {}),
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
