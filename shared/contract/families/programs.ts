import type { FamilyRoutes } from '../route';
import { programJobRoutes } from '../routes/jobs';
import { programRoutes } from '../routes/programs';
import { promoCodeRoutes } from '../routes/promoCodes';

/** The programs family's routes: what its Lambda bundles (functions/programs/handler.ts passes them to the kit). */
export const programsFamily = {
  ...programRoutes,
  ...programJobRoutes,
  ...promoCodeRoutes,
} satisfies FamilyRoutes<'programs'>;
