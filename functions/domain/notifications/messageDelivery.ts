import * as recordMessages from '../../../shared/recordMessages';
import { serverMessages } from '../../../shared/messages';
import { Forbidden, InvalidInput, NotFound } from '../../lib/errors';
import { escapeHtml } from '../../lib/html';
import { sanitizeRichText } from '../../lib/richText';
import { retailerScopeOf, sharesRetailer, type AuthContext } from '../../lib/identity';
import { publicBaseUrl } from '../../lib/publicUrl';
import { loadVisibleProgram } from '../programs/guard';
import { getUser } from '../users/userProfileRepository';
import {
  getNotificationSend,
  listNotificationRecipients,
  type NotificationRecipient,
  type NotificationSend,
} from './notificationSendRepository';
import { queueNotificationSend } from './notificationQueue';
import { recipientReport } from '../bulkSends/bulkSendStore';

function report(send: NotificationSend, recipients: NotificationRecipient[]) {
  return {
    sendId: send.sendId,
    type: send.type,
    subject: send.subject,
    programId: send.programId,
    createdAt: send.createdAt,
    total: send.total,
    ...recipientReport(
      recipients.map((r) => ({ userId: r.userId, recipient: r.email, status: r.status, reason: r.reason, at: r.at })),
    ),
  };
}

/**
 * Delivers one message to each user through the bulk mail queue (docs/decisions.md, 'Bulk mail'): the recipients are
 * checked here (unknown users, a retailer-side sender's scope: nothing is sent otherwise), the send and each
 * recipient recorded (queued), one message per recipient put on the queue, and the send's report answered at once.
 * The mail sender mails each user and then puts their in-app item; a user whose mail SES refused gets neither.
 */
async function deliver(
  auth: AuthContext,
  userIds: string[],
  message: { type: string; bodyHtml: string; subject: string; programId: number | null; link?: string },
) {
  const ids = [...new Set(userIds)];
  const [users, scope] = await Promise.all([
    Promise.all(ids.map((id) => getUser(id).catch(() => null))),
    retailerScopeOf(auth),
  ]);
  const unknown = ids.filter((_, i) => !users[i] || users[i]!.active === false);
  if (unknown.length) throw new InvalidInput({ users: unknown.map(recordMessages.unknownUser) });
  // A retailer-side user may address only the users of their own retailers; nothing is sent otherwise.
  if (users.some((user) => !sharesRetailer(scope, user!))) throw new Forbidden(serverMessages.recipientsOutOfScope);
  const html = `${message.bodyHtml}${message.link ? `<p><a href="${escapeHtml(message.link)}">Open it in the planner</a></p>` : ''}<p>— ${escapeHtml(auth.email)}</p>`;
  const send = await queueNotificationSend(
    {
      type: message.type,
      subject: message.subject,
      html,
      body: message.bodyHtml,
      programId: message.programId,
      sender: auth,
    },
    users.map((user) => ({ userId: user!.id, email: user!.email })),
  );
  return report(send, await listNotificationRecipients(send.sendId));
}

/** `notifications`: a notification of a type to users, in the app and by e-mail. */
export const sendNotification = async (auth: AuthContext, body: { type: string; users: string[]; body: string }) =>
  deliver(auth, body.users, {
    type: body.type,
    bodyHtml: await sanitizeRichText(body.body),
    subject: `${body.type} from ${auth.email}`,
    programId: null,
  });

/** `programs/send-message`: a message about a program the sender may see, linking to it. */
export async function sendProgramMessage(
  auth: AuthContext,
  body: { programId: number; type: string; message: string; users: string[] },
) {
  const { program } = await loadVisibleProgram(body.programId, auth);
  return deliver(auth, body.users, {
    type: body.type,
    bodyHtml: `<p>${escapeHtml(body.message).replace(/\n/g, '<br>')}</p>`,
    subject: `${body.type}: ${program.name ?? `Program ${program.id}`}`,
    programId: program.id,
    link: `${publicBaseUrl()}/#/programdetails/${program.id}`,
  });
}

/** `notifications/sends/{id}`: a send's report, its sender's own only (anyone else: not found). */
export async function notificationSendReport(sendId: string, auth: AuthContext) {
  const send = await getNotificationSend(sendId);
  if (!send || send.sentBy !== auth.subject) throw new NotFound(recordMessages.send);
  return report(send, await listNotificationRecipients(sendId));
}
