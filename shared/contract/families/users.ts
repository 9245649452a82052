import type { FamilyRoutes } from '../route';
import { accountRoutes } from '../routes/account';
import { userAdminRoutes } from '../routes/userAdmin';

/** The users family's routes: what its Lambda bundles (functions/users/handler.ts passes them to the kit). */
export const usersFamily = { ...accountRoutes, ...userAdminRoutes } satisfies FamilyRoutes<'users'>;
