import type { FamilyRoutes } from '../route';
import { inventoryRoutes } from '../routes/inventory';
import { referencePictureRoutes, referenceRoutes } from '../routes/reference';
import { retailerRoutes } from '../routes/retailers';

/** The reference family's routes: what its Lambda bundles (functions/reference/handler.ts passes them to the kit). */
export const referenceFamily = {
  ...retailerRoutes,
  ...referenceRoutes,
  ...referencePictureRoutes,
  ...inventoryRoutes,
} satisfies FamilyRoutes<'reference'>;
