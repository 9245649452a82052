import type { FamilyRoutes } from '../route';
import { documentRoutes } from '../routes/documents';

/** The documents family's routes: what its Lambda bundles (functions/documents/handler.ts passes them to the kit). */
export const documentsFamily = { ...documentRoutes } satisfies FamilyRoutes<'documents'>;
