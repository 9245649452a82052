import type { FamilyRoutes } from '../route';
import { campaignRoutes } from '../routes/campaigns';

/** The campaigns family's routes: what its Lambda bundles (functions/campaigns/handler.ts passes them to the kit). */
export const campaignsFamily = { ...campaignRoutes } satisfies FamilyRoutes<'campaigns'>;
