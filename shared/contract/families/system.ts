import type { FamilyRoutes } from '../route';
import { systemRoutes } from '../routes/system';

/** The system family's routes: what its Lambda bundles (functions/system/handler.ts passes them to the kit). */
export const systemFamily = { ...systemRoutes } satisfies FamilyRoutes<'system'>;
