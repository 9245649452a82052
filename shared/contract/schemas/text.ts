import * as z from '../../zod';
import { inputMessages } from '../../messages';
import { PHONE_MAX_CHARS, PHONE_OR_EMPTY } from '../../phone';
import { lazySchema } from '../../lazySchema';

/**
 * Texts with a shape, in a module of their own: a schema module builds its top-level schemas when a bundle imports
 * it, so the route modules that need only these (administration, users) do not take common.ts's along.
 */

/**
 * A required text that also has a shape (a pattern, an e-mail): empty, it says `requiredMessage` (the spec's
 * 'X is required'); only a typed value of the wrong shape gets the shape's message. Trimmed first.
 */
export const requiredText = (requiredMessage: string, ...checks: z.core.$ZodCheck<string>[]) =>
  z
    .string({ error: requiredMessage })
    .check(z.trim(), z.minLength(1, { message: requiredMessage, abort: true }), ...checks);

/**
 * The one phone schema of the product: trimmed, empty or a phone number, one message. Each place wraps it as its
 * absence travels (`z.optional`, `z.nullish`, `z._default(phoneNumber, '')`).
 */
export const phoneNumber = /* @__PURE__ */ lazySchema(() =>
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(PHONE_MAX_CHARS, { message: inputMessages.phoneInvalid, abort: true }),
      z.regex(PHONE_OR_EMPTY, inputMessages.phoneInvalid),
    ),
);
