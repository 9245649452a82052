import type { FamilyRoutes } from '../route';
import { adminRoutes } from '../routes/admin';

/** The admin family's routes: what its Lambda bundles (functions/admin/handler.ts passes them to the kit). */
export const adminFamily = { ...adminRoutes } satisfies FamilyRoutes<'admin'>;
