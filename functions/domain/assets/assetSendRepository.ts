import { bulkSendStore, type RecipientStatus, type SendOutcome } from '../bulkSends/bulkSendStore';

/**
 * One send of a tactic's asset links to many recipients (docs/data-model.md, 'Bulk mail'): `ASSETSEND#{sendId}` /
 * `SEND` holds what every mail of it says; `ASSETSEND#{sendId}` / `TO#{recipient}` each recipient's outcome, which
 * the mail sender Lambda records (queued, then sent with its link, or failed with SES's reason).
 */
export interface AssetSend {
  sendId: string;
  tacticId: number;
  tacticName: string;
  subject: string;
  additionalBody: string;
  files: { documentId: string; fileName: string }[];
  total: number;
  sentBy: string;
  sentByName: string;
  createdAt: string;
}
export interface SendRecipient {
  recipient: string;
  status: RecipientStatus;
  reason: string | null;
  linkId: string | null;
  at: string | null;
  claimedAt?: string;
}

const store = bulkSendStore<AssetSend, SendRecipient, { linkId: string }>('ASSETSEND', ['linkId']);

/** The send and each recipient, queued: written before any message is put on the queue. */
export const createSend = (send: AssetSend, recipients: string[]) =>
  store.create(
    send,
    recipients.map((recipient) => ({ id: recipient, fields: { recipient } })),
  );

export const getSend = (sendId: string) => store.get(sendId);

/** Every recipient of a send with their outcome. */
export const listRecipients = (sendId: string) => store.recipients(sendId);

/** The sender claims a recipient before sending; false when another delivery has it or it is done. */
export const claimRecipient = async (sendId: string, recipient: string, now: string, staleBefore: string) =>
  (await store.claim(sendId, recipient, now, staleBefore)) !== null;

/** Records a recipient's outcome: sent (its link), failed (the reason), or queued again for another try. */
export const recordOutcome = (sendId: string, recipient: string, outcome: SendOutcome<{ linkId: string }>) =>
  store.record(sendId, recipient, outcome);
