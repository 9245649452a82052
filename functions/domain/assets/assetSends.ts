import * as recordMessages from '../../../shared/recordMessages';
import * as sendReportMessages from '../../../shared/communication/sendReportMessages';
import { randomUUID } from 'node:crypto';
import { assetLinkMessages } from '../../../shared/communication/messages';
import { clock } from '../../lib/clock';
import { InvalidInput, NotFound } from '../../lib/errors';
import type { RouteContext } from '../../lib/familyHandler';
import type { AuthContext } from '../../lib/identity';
import { enqueueMail } from '../../lib/mailQueue';
import { brandSideOnly, requireTactic } from './assetLinks';
import {
  createSend,
  getSend,
  listRecipients,
  recordOutcome,
  type AssetSend,
  type SendRecipient,
} from './assetSendRepository';
import { listTacticFiles } from './tacticFileRepository';
import { recipientReport } from '../bulkSends/bulkSendStore';

function report(send: AssetSend, recipients: SendRecipient[]) {
  return {
    sendId: send.sendId,
    tacticId: send.tacticId,
    subject: send.subject,
    createdAt: send.createdAt,
    total: send.total,
    ...recipientReport(
      recipients.map((r) => ({
        recipient: r.recipient,
        status: r.status,
        reason: r.reason,
        linkId: r.linkId,
        at: r.at,
      })),
    ),
  };
}

/**
 * Sends a tactic's files to many recipients through the bulk mail queue: the send and each recipient are recorded
 * (queued), one message per recipient goes on the queue, and the send is answered at once; the mail sender makes
 * each recipient's personal link (one token per person, so every download is tied to a person) and mails it.
 */
export async function queueAssetLinks(body: RouteContext<'tactics.sendAssetLink'>['body'], auth: AuthContext) {
  brandSideOnly(auth);
  const tactic = await requireTactic(body.tacticId);
  const files = (await listTacticFiles(body.tacticId)).filter(
    (f) => !body.documentIds || body.documentIds.includes(f.documentId),
  );
  if (!files.length) throw new InvalidInput({ documentIds: [assetLinkMessages.noFiles] });
  const recipients = [...new Set(body.to)];
  const send: AssetSend = {
    sendId: randomUUID(),
    tacticId: body.tacticId,
    tacticName: tactic.tacticName,
    subject: body.subject,
    additionalBody: body.additionalBody,
    files: files.map(({ documentId, fileName }) => ({ documentId, fileName })),
    total: recipients.length,
    sentBy: auth.subject,
    sentByName: auth.email,
    createdAt: clock.now().toISOString(),
  };
  await createSend(send, recipients);
  const refused = await enqueueMail(
    recipients.map((recipient) => ({ kind: 'assetLink', sendId: send.sendId, recipient })),
  );
  const at = clock.now().toISOString();
  for (const recipient of refused)
    await recordOutcome(send.sendId, recipient, { status: 'failed', reason: sendReportMessages.notQueued, at });
  return report(send, await listRecipients(send.sendId));
}

/** A send's report: each recipient queued, sent or failed with the reason (brand side, as the links are). */
export async function assetSendReport(sendId: string, auth: AuthContext) {
  brandSideOnly(auth);
  const send = await getSend(sendId);
  if (!send) throw new NotFound(recordMessages.send);
  return report(send, await listRecipients(sendId));
}
