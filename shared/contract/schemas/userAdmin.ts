import * as z from '../../zod';
import { tableQuery } from '../wrapper';
import { phoneNumber, requiredText } from './text';
import * as contractMessages from '../contractMessages';
import * as referenceFieldLabels from '../../reference/fieldLabels';
import * as fieldMessages from '../../reference/fieldMessages';
import { inputMessages } from '../../messages';
import type { userSchema } from '../answers/userAdmin';
import { lazySchema } from '../../lazySchema';
export type User = z.infer<typeof userSchema>;

/** A user's first name may be missing (spec 03: it falls back to Unknown); the last name is required. */
const NAME_PART_MAX_CHARS = 100;
const firstName = /* @__PURE__ */ lazySchema(() =>
  z._default(
    z
      .string({ error: contractMessages.firstNameText })
      .check(
        z.trim(),
        z.maxLength(NAME_PART_MAX_CHARS, fieldMessages.tooLong(referenceFieldLabels.firstName, NAME_PART_MAX_CHARS)),
      ),
    '',
  ),
);
const lastName = /* @__PURE__ */ lazySchema(() =>
  requiredText(
    fieldMessages.required(referenceFieldLabels.lastName),
    z.maxLength(NAME_PART_MAX_CHARS, fieldMessages.tooLong(referenceFieldLabels.lastName, NAME_PART_MAX_CHARS)),
  ),
);
const roles = /* @__PURE__ */ lazySchema(() =>
  z
    .array(z.string().check(z.regex(/^[A-Za-z0-9_-]{2,64}$/)))
    .check(z.minLength(1, contractMessages.chooseARole), z.maxLength(20)),
);
const retailerIds = /* @__PURE__ */ lazySchema(() =>
  z._default(z.array(z.number().check(z.int(), z.positive())).check(z.maxLength(1000)), []),
);

export const createUserSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    email: requiredText(
      fieldMessages.required(referenceFieldLabels.email),
      z.toLowerCase(),
      z.email(fieldMessages.emailInvalid),
      z.maxLength(254),
    ),
    firstName,
    lastName,
    roles,
    retailerIds,
    active: z._default(z.boolean(), true),
  }),
);
export const updateUserSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string().check(z.minLength(1), z.maxLength(100)),
    version: z.number({ error: inputMessages.versionRequired }).check(z.int(), z.gte(1)),
    firstName,
    lastName,
    roles,
    retailerIds,
    active: z.boolean(),
  }),
);
export const updateLoggedUserSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    version: z.number({ error: inputMessages.versionRequired }).check(z.int(), z.gte(1)),
    firstName,
    lastName,
    phone: z.optional(phoneNumber),
  }),
);
export const userIdParams = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string().check(z.regex(/^[A-Za-z0-9-]{1,100}$/, contractMessages.unknownUser)),
  }),
);
export const userListQuery = /* @__PURE__ */ lazySchema(() =>
  z.extend(tableQuery, {
    role: z.optional(z.string().check(z.maxLength(64))),
    active: z.optional(z.enum(['true', 'false'])),
  }),
);

/** Recipient suggestions (`users/email-list`): a short page, searched in e-mail and name. */
const EMAIL_LIST_MAX_PAGE_SIZE = 20;
export const emailListQuery = /* @__PURE__ */ lazySchema(() =>
  z.object({
    searchTerm: z.optional(z.string().check(z.maxLength(200))),
    pageIndex: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(1000)), 0),
    pageSize: z._default(
      z.coerce.number().check(z.int(), z.gte(1), z.lte(EMAIL_LIST_MAX_PAGE_SIZE)),
      EMAIL_LIST_MAX_PAGE_SIZE,
    ),
  }),
);
