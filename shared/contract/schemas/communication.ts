import * as z from '../../zod';
import {
  assetLinkMessages,
  communicationMessages,
  messageTypes,
  notificationTypes,
} from '../../communication/messages';
import { noticeCodes } from '../../communication/notices';
import { EMAIL_BODY_MAX_CHARS } from '../../constants';
import { body } from './mail';
import * as fieldLabels from '../fieldLabels';
import * as fieldMessages from '../../reference/fieldMessages';

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

/** What a notice the server wrote says (shared/communication/notices.ts): the web words it in the reader's language. */
const noticeFactsSchema = z.object({
  code: z.enum(noticeCodes),
  name: z.string(),
  by: z.string(),
  notes: z.optional(z.string()),
  version: z.optional(z.number()),
});

export const notificationSchema = z.object({
  id: z.string(),
  type: z.string(),
  /** As sent: sanitised HTML, in English when the server wrote it (then `notice` says what it says). */
  body: z.string(),
  notice: z.optional(noticeFactsSchema),
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
  programId: z.number({ error: fieldMessages.required(fieldLabels.program) }).check(z.int(), z.positive()),
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
