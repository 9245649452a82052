import type { FamilyRoutes } from '../route';
import { reportRoutes } from '../routes/reports';

/** The reports family's routes: what its Lambda bundles (functions/reports/handler.ts passes them to the kit). */
export const reportsFamily = { ...reportRoutes } satisfies FamilyRoutes<'reports'>;
