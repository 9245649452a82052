import type { FamilyRoutes } from '../route';
import { communicationRoutes } from '../routes/communication';

/** The communication family's routes: what its Lambda bundles (functions/communication/handler.ts passes them to the kit). */
export const communicationFamily = { ...communicationRoutes } satisfies FamilyRoutes<'communication'>;
