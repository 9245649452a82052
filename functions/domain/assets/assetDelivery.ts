import { randomBytes } from 'node:crypto';
import { clock } from '../../lib/clock';
import { logger } from '../../lib/logger';
import { sendMail } from '../../lib/mail';
import { MAX_ATTEMPTS, passing, reasonOf, STALE_CLAIM_MS } from '../../lib/mailFailures';
import { publicBaseUrl } from '../../lib/publicUrl';
import { createPendingLink, discardPending, hashToken, markSent, newToken } from './assetLinkRepository';
import { assetMail } from './assetMail';
import { claimRecipient, getSend, recordOutcome, type AssetSend } from './assetSendRepository';

/**
 * Mails one recipient of a send their personal link (the mail sender Lambda, per queue message): claimed first, so a
 * second delivery of the message sends nothing twice; the outcome recorded on the recipient. Answers 'retry' when the
 * failure may pass and the message should come back (the recipient is queued again), else 'done'.
 */
export async function deliverAssetLink(
  sendId: string,
  recipient: string,
  attempt: number,
  sends: Map<string, Promise<AssetSend | undefined>>,
): Promise<'done' | 'retry'> {
  if (!sends.has(sendId)) sends.set(sendId, getSend(sendId));
  const send = await sends.get(sendId);
  if (!send) return 'done';
  const now = clock.now();
  if (
    !(await claimRecipient(
      sendId,
      recipient,
      now.toISOString(),
      new Date(now.getTime() - STALE_CLAIM_MS).toISOString(),
    ))
  )
    return 'done';
  const token = newToken();
  const link = await createPendingLink(
    {
      id: `${send.tacticId}.${randomBytes(8).toString('hex')}`,
      tacticId: send.tacticId,
      recipient,
      sentAt: now.toISOString(),
      sentBy: send.sentBy,
      sentByName: send.sentByName,
      files: send.files,
      tokenHash: hashToken(token),
    },
    now,
  );
  try {
    const mail = await assetMail({
      subject: send.subject,
      additionalBody: send.additionalBody,
      tacticName: send.tacticName,
      url: `${publicBaseUrl()}/api/asset-links/${token}`,
      files: send.files.map((f) => f.fileName),
      senderName: send.sentByName,
    });
    await sendMail({ to: [recipient], ...mail });
    await markSent(link);
    await recordOutcome(sendId, recipient, { status: 'sent', linkId: link.id, at: clock.now().toISOString() });
    return 'done';
  } catch (error) {
    await discardPending(link);
    const again = passing(error) && attempt < MAX_ATTEMPTS;
    logger.warn('asset link mail failed', { sendId, recipient, attempt, again, reason: reasonOf(error) });
    if (again) {
      await recordOutcome(sendId, recipient, { status: 'queued' });
      return 'retry';
    }
    await recordOutcome(sendId, recipient, {
      status: 'failed',
      reason: reasonOf(error),
      at: clock.now().toISOString(),
    });
    return 'done';
  }
}
