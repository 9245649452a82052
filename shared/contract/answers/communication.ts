import * as z from '../../zod';
import { noticeCodes } from '../../communication/notices';
import { notificationTypes } from '../../communication/messages';
import { lazySchema } from '../../lazySchema';

/**
 * One send of a notification or program message to users: each user's mail is queued, then sent (with its in-app
 * item) or failed with SES's reason by the mail sender.
 */
export const notificationSendSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
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
  }),
);

/** What a notice the server wrote says (shared/communication/notices.ts): the web words it in the reader's language. */
const noticeFactsSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    code: z.enum(noticeCodes),
    name: z.string(),
    by: z.string(),
    notes: z.optional(z.string()),
    version: z.optional(z.number()),
  }),
);

const notificationSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
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
  }),
);

/** The answer of `notifications.types`. */
export const notificationsTypesAnswer = /* @__PURE__ */ lazySchema(() => z.array(z.enum(notificationTypes)));

/** The answer of `notifications.mine`. */
export const notificationsMineAnswer = /* @__PURE__ */ lazySchema(() =>
  z.object({ items: z.array(notificationSchema), unread: z.number() }),
);

/** The answer of `notifications.page`. */
export const notificationsPageAnswer = /* @__PURE__ */ lazySchema(() =>
  z.object({
    items: z.array(notificationSchema),
    /** Unread among all the user's notifications. */
    unread: z.number(),
    nextCursor: z.nullable(z.string()),
  }),
);

/** The answer of `notifications.readAll`. */
export const notificationsReadAllAnswer = /* @__PURE__ */ lazySchema(() => z.object({ marked: z.number() }));

/** The answer of `notifications.read`. */
export const notificationsReadAnswer = /* @__PURE__ */ lazySchema(() => z.object({ read: z.literal(true) }));
