import * as z from '../../zod';
import { ISO_DATE_SHAPE, isCalendarDate } from '../../format/date';
import { inputMessages, validationMessages } from '../../messages';
import { extensionsOf, isAllowedType, mediaTypeOf, namesAFile, uploadMessages, type UploadTypes } from '../../uploads';
import * as contractMessages from '../contractMessages';
import { lazySchema } from '../../lazySchema';

/**
 * The contract's shared field schemas: every date, amount, quantity, list cursor and upload request of the API
 * is one of these, so a class of bad input is refused the same way everywhere (docs/decisions.md, "Bad input").
 */

/** Money travels as a number of dollars; more than this is a typo, not a budget. */
export const MAX_MONEY = 1_000_000_000;
/** Units of a tactic, a component or a location's distribution. */
export const MAX_QUANTITY = 1_000_000;
/** Opaque list positions are short base64url texts. */
const MAX_CURSOR_CHARS = 2000;

/**
 * A calendar date as it travels: ISO `YYYY-MM-DD` naming a real day (2026-02-30 and 2026-13-45 are refused with
 * the spec's 'Invalid date format'). `requiredMessage` words a missing or empty date.
 */
export const calendarDate = (requiredMessage?: string) =>
  z.string(requiredMessage ? { error: requiredMessage } : undefined).check(
    // Empty is missing, not malformed: a required date says so (the required-text rule, `requiredText`).
    ...(requiredMessage ? [z.refine<string>((v) => v.trim() !== '', { message: requiredMessage, abort: true })] : []),
    z.maxLength(10, { message: validationMessages.invalidDate, abort: true }),
    z.regex(ISO_DATE_SHAPE, { message: validationMessages.invalidDate, abort: true }),
    z.refine(isCalendarDate, validationMessages.invalidDate),
  );

/** An amount of money: a finite number of dollars from 0 to MAX_MONEY (NaN, Infinity and negatives refused). */
export const money = (messages: { required?: string; negative?: string } = {}) =>
  z
    .number({ error: (issue) => (issue.input === undefined && messages.required) || inputMessages.amountNotANumber })
    .check(z.gte(0, messages.negative ?? inputMessages.amountNegative), z.lte(MAX_MONEY, inputMessages.amountTooLarge));

/** A count of units: a whole number from `min` (0 unless said) to MAX_QUANTITY. */
export const quantity = (opts: { required?: string; min?: number; minMessage?: string } = {}) =>
  z
    .number({ error: (issue) => (issue.input === undefined && opts.required) || inputMessages.quantityNotANumber })
    .check(
      z.int(inputMessages.quantityNotANumber),
      z.gte(opts.min ?? 0, opts.minMessage ?? inputMessages.quantityNegative),
      z.lte(MAX_QUANTITY, inputMessages.quantityTooLarge),
    );

/**
 * A list position the server gave out (`nextCursor`), sent back as is. The contract checks its syntax; the
 * server decodes it against the list it is for (functions/lib/queryPages.ts) and refuses one from another list.
 */
export const listCursor = /* @__PURE__ */ lazySchema(() =>
  z
    .string()
    .check(
      z.maxLength(MAX_CURSOR_CHARS, { message: inputMessages.badCursor, abort: true }),
      z.regex(/^[A-Za-z0-9_-]+$/, inputMessages.badCursor),
    ),
);

/**
 * Asks for an upload slot for one purpose, given its allow-list (shared/uploads.ts, `documentUploads`, ...). The
 * size is checked here (the 50 MB limit answers 413 in the handler, so a too-large file is refused before any byte
 * moves) and signed into the URL with the type, which must be on the list. A refusal of the type or of an empty file names the file
 * (`uploadMessages`), at the field it is about.
 */
export const uploadRequestSchema = (allowed: UploadTypes) =>
  z
    .object({
      fileName: z.string().check(z.trim(), z.minLength(1), z.maxLength(255, inputMessages.tooLong(255))),
      contentType: z.pipe(
        z.string().check(z.trim(), z.minLength(1), z.maxLength(255, inputMessages.tooLong(255))),
        z.transform(mediaTypeOf),
      ),
      size: z.number().check(z.int()),
    })
    .check(
      z.superRefine(
        (file, ctx) => {
          if (!isAllowedType(allowed, file.contentType))
            ctx.addIssue({
              code: 'custom',
              path: ['contentType'],
              message: uploadMessages.type(file.fileName, extensionsOf(allowed).join(', ')),
            });
          if (file.size <= 0)
            ctx.addIssue({ code: 'custom', path: ['size'], message: uploadMessages.empty(file.fileName) });
        },
        { when: namesAFile },
      ),
    );
export type UploadRequest = z.infer<ReturnType<typeof uploadRequestSchema>>;

/**
 * A program named in a path (`{id}`). Here, not with the program schemas, so the families that only name a program
 * (delivery, expenses) do not bundle those.
 */
export const programIdParams = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.coerce
      .number({ error: contractMessages.unknownProgram })
      .check(z.int(), z.positive(contractMessages.unknownProgram)),
  }),
);
