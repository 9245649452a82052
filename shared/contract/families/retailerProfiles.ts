import type { FamilyRoutes } from '../route';
import { retailerProfileRoutes } from '../routes/retailerProfile';

/** The retailer profile family's routes: what its Lambda bundles (functions/retailerProfiles/handler.ts passes them to the kit). */
export const retailerProfilesFamily = { ...retailerProfileRoutes } satisfies FamilyRoutes<'retailerProfiles'>;
