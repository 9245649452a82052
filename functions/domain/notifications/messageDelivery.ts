import { assetLinkMessages } from '../../../shared/communication/messages';
import { serverMessages } from '../../../shared/messages';
import { clock } from '../../lib/clock';
import { Forbidden, InvalidInput, UpstreamFailed } from '../../lib/errors';
import { escapeHtml, htmlToText, sanitizeRichText } from '../../lib/html';
import { retailerScopeOf, sharesRetailer, type AuthContext } from '../../lib/identity';
import { sendMail } from '../../lib/mail';
import { publicBaseUrl } from '../../lib/publicUrl';
import { loadVisibleProgram } from '../programs/guard';
import { getUser } from '../users/userAdminRepository';
import { notificationId, putNotification } from './notificationRepository';

/**
 * Delivers one message to each user: by e-mail first, then in the app. A user whose mail SES refused gets
 * nothing (no in-app item either), and the sender is told who did not receive it.
 */
async function deliver(
  auth: AuthContext,
  userIds: string[],
  message: { type: string; bodyHtml: string; subject: string; programId: number | null; link?: string },
) {
  const [users, scope] = await Promise.all([
    Promise.all([...new Set(userIds)].map((id) => getUser(id).catch(() => null))),
    retailerScopeOf(auth),
  ]);
  const unknown = [...new Set(userIds)].filter((_, i) => !users[i] || users[i]!.active === false);
  if (unknown.length) throw new InvalidInput({ users: unknown.map((id) => `The user ${id} does not exist.`) });
  // A retailer-side user may address only the users of their own retailers; nothing is sent otherwise.
  if (users.some((user) => !sharesRetailer(scope, user!))) throw new Forbidden(serverMessages.recipientsOutOfScope);
  const html = `${message.bodyHtml}${message.link ? `<p><a href="${escapeHtml(message.link)}">Open it in the planner</a></p>` : ''}<p>— ${escapeHtml(auth.email)}</p>`;
  const sent: string[] = [];
  const failed: string[] = [];
  for (const user of users) {
    try {
      await sendMail({ to: [user!.email], subject: message.subject, html, text: htmlToText(html) });
    } catch {
      failed.push(user!.email);
      continue;
    }
    const at = clock.now();
    await putNotification(user!.id, {
      id: notificationId(at),
      type: message.type,
      body: message.bodyHtml,
      fromName: auth.email,
      at: at.toISOString(),
      read: false,
      programId: message.programId,
    });
    sent.push(user!.email);
  }
  if (failed.length) throw new UpstreamFailed(assetLinkMessages.mailFailedFor(failed, sent));
  return { sent, failed };
}

/** `notifications`: a notification of a type to users, in the app and by e-mail. */
export const sendNotification = (auth: AuthContext, body: { type: string; users: string[]; body: string }) =>
  deliver(auth, body.users, {
    type: body.type,
    bodyHtml: sanitizeRichText(body.body),
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
