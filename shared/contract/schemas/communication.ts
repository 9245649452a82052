import * as z from '../../zod';
import {
  assetLinkMessages,
  communicationMessages,
  messageTypes,
  notificationTypes,
} from '../../communication/messages';
import { EMAIL_BODY_MAX_CHARS } from '../../constants';
import { body } from './mail';
import * as fieldLabels from '../fieldLabels';
import * as fieldMessages from '../../reference/fieldMessages';
import { lazySchema } from '../../lazySchema';

const userIds = /* @__PURE__ */ lazySchema(() =>
  z
    .array(z.string().check(z.minLength(1), z.maxLength(100)), { error: communicationMessages.usersRequired })
    .check(z.minLength(1, communicationMessages.usersRequired), z.maxLength(100)),
);

export const sendNotificationSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    type: z.enum(notificationTypes, { error: communicationMessages.notificationTypeRequired }),
    users: userIds,
    body: body.check(z.minLength(1, assetLinkMessages.messageRequired)),
  }),
);

export const sendProgramMessageSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
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
  }),
);
