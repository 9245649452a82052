import * as z from '../../zod';
import { communicationMessages } from '../../communication/messages';
import { EMAIL_BODY_MAX_CHARS } from '../../constants';
import { lazySchema } from '../../lazySchema';

/** Rich-text bodies are limited to under 5,000 characters, as submitted (spec 03, section 9). */
export const body = /* @__PURE__ */ lazySchema(() =>
  z.string().check(z.maxLength(EMAIL_BODY_MAX_CHARS - 1, communicationMessages.bodyTooLong)),
);

/** An e-mail address a user types: trimmed, lower case, at most 254 characters. */
export const email = /* @__PURE__ */ lazySchema(() =>
  z
    .string()
    .check(
      z.trim(),
      z.toLowerCase(),
      z.email(communicationMessages.toInvalid),
      z.maxLength(254, communicationMessages.toInvalid),
    ),
);
