import type { FamilyRoutes } from '../route';
import { assetRoutes } from '../routes/assets';

/** The assets family's routes: what its Lambda bundles (functions/assets/handler.ts passes them to the kit). */
export const assetsFamily = { ...assetRoutes } satisfies FamilyRoutes<'assets'>;
