import type { FamilyRoutes } from '../route';
import { contentRoutes } from '../routes/content';
import { documentRoutes } from '../routes/documents';

/** The documents family's routes (documents, and the content pages with their files): what its Lambda bundles (functions/documents/handler.ts passes them to the kit). */
export const documentsFamily = { ...documentRoutes, ...contentRoutes } satisfies FamilyRoutes<'documents'>;
