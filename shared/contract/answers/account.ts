import * as z from '../../zod';
import { claimSchema } from '../../claims';
import { siteConfigEntrySchema } from './users';

/** The answer of `users.claims`. */
export const usersClaimsAnswer = z.array(claimSchema);

/** The answer of `users.scope`. */
export const usersScopeAnswer = z.object({ retailerSide: z.boolean() });

/** The answer of `users.initialRoute`. */
export const usersInitialRouteAnswer = z.object({ route: z.string() });

/** The answer of `users.siteconfig`. */
export const usersSiteconfigAnswer = z.array(siteConfigEntrySchema);
