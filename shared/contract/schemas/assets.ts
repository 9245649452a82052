import * as z from '../../zod';
import { communicationMessages } from '../../communication/messages';
import { body, email } from './mail';
import * as contractMessages from '../contractMessages';
import * as fieldLabels from '../fieldLabels';
import * as fieldMessages from '../../reference/fieldMessages';
import { lazySchema } from '../../lazySchema';

/** A send of asset links goes through the bulk mail queue, so one send may reach this many (docs/decisions.md, 'Bulk mail'). */
const MAX_ASSET_LINK_RECIPIENTS = 500;

export const sendAssetLinkSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
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
  }),
);
