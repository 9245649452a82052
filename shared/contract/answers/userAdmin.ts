import * as z from '../../zod';
import { lookupRowSchema } from './lookups';
import { pagedResult } from '../wrapper';
import { lazySchema } from '../../lazySchema';

export const userSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string(),
    email: z.string(),
    /** '' when the user has none (docs/decisions.md, 'Users have a first and a last name'). */
    firstName: z.string(),
    lastName: z.string(),
    /** The full name as every reader shows it: 'First Last' (the last name alone without a first name). */
    name: z.string(),
    phone: z.optional(z.string()),
    roles: z.array(z.string()),
    retailerIds: z.array(z.number()),
    active: z.boolean(),
    lastLoggedOn: z.optional(z.nullable(z.string())),
    version: z.number().check(z.int()),
  }),
);

export const retailerLookupRowSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ retailerId: z.number(), retailerName: z.string() }),
);

const emailListRowSchema = /* @__PURE__ */ lazySchema(() => z.object({ email: z.string(), name: z.string() }));

/** The answer of `users.list`. */
export const usersListAnswer = /* @__PURE__ */ lazySchema(() => pagedResult(userSchema));

/** The answer of `users.lookupRetailers`. */
export const usersLookupRetailersAnswer = /* @__PURE__ */ lazySchema(() => pagedResult(retailerLookupRowSchema));

/** The answer of `users.lookupUserRoles`. */
export const usersLookupUserRolesAnswer = /* @__PURE__ */ lazySchema(() => z.array(lookupRowSchema));

/** The answer of `users.lookupUsers`. */
export const usersLookupUsersAnswer = /* @__PURE__ */ lazySchema(() =>
  pagedResult(z.object({ id: z.string(), email: z.string(), name: z.string() })),
);

/** The answer of `users.emailList`. */
export const usersEmailListAnswer = /* @__PURE__ */ lazySchema(() => pagedResult(emailListRowSchema));

/** The answer of `users.retailers`. */
export const usersRetailersAnswer = /* @__PURE__ */ lazySchema(() => z.array(retailerLookupRowSchema));
