import * as z from '../../zod';
import { communicationMessages } from '../../communication/messages';
import { body, email } from './mail';
import * as contractMessages from '../contractMessages';
import * as fieldLabels from '../fieldLabels';
import * as fieldMessages from '../../reference/fieldMessages';

/** A send of asset links goes through the bulk mail queue, so one send may reach this many (docs/decisions.md, 'Bulk mail'). */
const MAX_ASSET_LINK_RECIPIENTS = 500;

export const sendAssetLinkSchema = z.object({
  tacticId: z.number({ error: fieldMessages.required(fieldLabels.tactic) }).check(z.int(), z.positive()),
  to: z
    .array(email, { error: communicationMessages.toInvalid })
    .check(
      z.minLength(1, communicationMessages.toInvalid),
      z.maxLength(MAX_ASSET_LINK_RECIPIENTS, contractMessages.tooManyRecipients(MAX_ASSET_LINK_RECIPIENTS)),
    ),
  subject: z
    .string({ error: communicationMessages.subjectRequired })
    .check(
      z.trim(),
      z.minLength(1, communicationMessages.subjectRequired),
      z.maxLength(200, fieldMessages.tooLong(fieldLabels.subject, 200)),
    ),
  additionalBody: z._default(body, ''),
  /** Which of the tactic's files to send; all of them when omitted. */
  documentIds: z.optional(z.array(z.string().check(z.uuid())).check(z.maxLength(20))),
});

/** One send of asset links: each recipient's mail is queued, then sent (or failed with SES's reason) by the mail sender. */
export const assetSendSchema = z.object({
  sendId: z.string(),
  tacticId: z.number(),
  subject: z.string(),
  createdAt: z.string(),
  total: z.number(),
  queued: z.number(),
  sent: z.number(),
  failed: z.number(),
  recipients: z.array(
    z.object({
      recipient: z.string(),
      status: z.enum(['queued', 'sent', 'failed']),
      /** SES's reason when failed. */
      reason: z.nullable(z.string()),
      linkId: z.nullable(z.string()),
      at: z.nullable(z.string()),
    }),
  ),
});

export const assetLinkSchema = z.object({
  id: z.string(),
  tacticId: z.number(),
  recipient: z.string(),
  sentAt: z.string(),
  sentByName: z.string(),
  expiresAt: z.string(),
  status: z.enum(['active', 'expired', 'revoked']),
  downloadCount: z.number(),
  lastDownloadAt: z.nullable(z.string()),
  files: z.array(z.object({ documentId: z.string(), fileName: z.string() })),
});

export const tacticFileSchema = z.object({
  documentId: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number(),
  uploadedAt: z.string(),
});
