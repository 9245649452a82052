import type { FamilyRoutes } from '../route';
import { brandAllocationRoutes } from '../routes/allocations';
import { brandJobRoutes } from '../routes/jobs';

/** The brands family's routes: what its Lambda bundles (functions/brands/handler.ts passes them to the kit). */
export const brandsFamily = { ...brandJobRoutes, ...brandAllocationRoutes } satisfies FamilyRoutes<'brands'>;
