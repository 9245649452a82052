import type { FamilyRoutes } from '../route';
import { programJobRoutes } from '../routes/jobs';
import { productionRoutes } from '../routes/production';
import { programRoutes } from '../routes/programs';
import { promoCodeRoutes } from '../routes/promoCodes';
import { tablePreferenceRoutes } from '../routes/tablePreferences';
import { tacticRoutes } from '../routes/tactics';
import { taskRoutes } from '../routes/tasks';

/** The programs family's routes: what its Lambda bundles (functions/programs/handler.ts passes them to the kit). */
export const programsFamily = {
  ...programRoutes,
  ...productionRoutes,
  ...tacticRoutes,
  ...programJobRoutes,
  ...promoCodeRoutes,
  ...taskRoutes,
  ...tablePreferenceRoutes,
} satisfies FamilyRoutes<'programs'>;
