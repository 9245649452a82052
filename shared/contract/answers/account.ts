import * as z from '../../zod';
import { claimSchema } from '../../claims';
import { siteConfigEntrySchema } from './users';
import { lazySchema } from '../../lazySchema';

/** The answer of `users.claims`. */
export const usersClaimsAnswer = /* @__PURE__ */ lazySchema(() => z.array(claimSchema));

/** The answer of `users.scope`. */
export const usersScopeAnswer = /* @__PURE__ */ lazySchema(() => z.object({ retailerSide: z.boolean() }));

/** The answer of `users.initialRoute`. */
export const usersInitialRouteAnswer = /* @__PURE__ */ lazySchema(() => z.object({ route: z.string() }));

/** The answer of `users.siteconfig`. */
export const usersSiteconfigAnswer = /* @__PURE__ */ lazySchema(() => z.array(siteConfigEntrySchema));
