import * as z from '../../zod';
import {
  assetLinkMessages,
  communicationMessages,
  messageTypes,
  notificationTypes,
} from '../../communication/messages';
import { EMAIL_BODY_MAX_CHARS } from '../../constants';

/** A send of asset links goes through the bulk mail queue, so one send may reach this many (docs/decisions.md, 'Bulk mail'). */
const MAX_ASSET_LINK_RECIPIENTS = 500;

/** Rich-text bodies are limited to under 5,000 characters, as submitted (spec 03, section 9). */
const body = z.string().check(z.maxLength(EMAIL_BODY_MAX_CHARS - 1, communicationMessages.bodyTooLong));
const email = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.email(communicationMessages.toInvalid),
    z.maxLength(254, communicationMessages.toInvalid),
  );

export const sendAssetLinkSchema = z.object({
  tacticId: z.number({ error: 'Tactic is required' }).check(z.int(), z.positive()),
  to: z
    .array(email, { error: communicationMessages.toInvalid })
    .check(
      z.minLength(1, communicationMessages.toInvalid),
      z.maxLength(MAX_ASSET_LINK_RECIPIENTS, `Send to at most ${MAX_ASSET_LINK_RECIPIENTS} recipients at once`),
    ),
  subject: z
    .string({ error: communicationMessages.subjectRequired })
    .check(
      z.trim(),
      z.minLength(1, communicationMessages.subjectRequired),
      z.maxLength(200, 'Subject must be at most 200 characters'),
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

/**
 * One send of a notification or program message to users: each user's mail is queued, then sent (with its in-app
 * item) or failed with SES's reason by the mail sender.
 */
export const notificationSendSchema = z.object({
  sendId: z.string(),
  type: z.string(),
  subject: z.string(),
  programId: z.nullable(z.number()),
  createdAt: z.string(),
  total: z.number(),
  queued: z.number(),
  sent: z.number(),
  failed: z.number(),
  recipients: z.array(
    z.object({
      userId: z.string(),
      /** The user's e-mail address. */
      recipient: z.string(),
      status: z.enum(['queued', 'sent', 'failed']),
      /** SES's reason when failed. */
      reason: z.nullable(z.string()),
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

export const notificationSchema = z.object({
  id: z.string(),
  type: z.string(),
  body: z.string(),
  fromName: z.string(),
  at: z.string(),
  read: z.boolean(),
  programId: z.nullable(z.number()),
  /** The communication request it concerns; opening the notice leads there (else to the program, if any). */
  requestId: z.optional(z.nullable(z.number())),
});

const userIds = z
  .array(z.string().check(z.minLength(1), z.maxLength(100)), { error: communicationMessages.usersRequired })
  .check(z.minLength(1, communicationMessages.usersRequired), z.maxLength(100));

export const sendNotificationSchema = z.object({
  type: z.enum(notificationTypes, { error: communicationMessages.notificationTypeRequired }),
  users: userIds,
  body: body.check(z.minLength(1, assetLinkMessages.messageRequired)),
});

export const sendProgramMessageSchema = z.object({
  programId: z.number({ error: 'Program is required' }).check(z.int(), z.positive()),
  message: z
    .string({ error: assetLinkMessages.messageRequired })
    .check(
      z.trim(),
      z.minLength(1, assetLinkMessages.messageRequired),
      z.maxLength(EMAIL_BODY_MAX_CHARS - 1, communicationMessages.bodyTooLong),
    ),
  type: z.enum(messageTypes, { error: assetLinkMessages.typeRequired }),
  users: userIds,
});
