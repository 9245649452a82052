import type { FamilyRoutes } from '../route';
import { deliveryRoutes } from '../routes/delivery';

/** The delivery family's routes: what its Lambda bundles (functions/delivery/handler.ts passes them to the kit). */
export const deliveryFamily = { ...deliveryRoutes } satisfies FamilyRoutes<'delivery'>;
