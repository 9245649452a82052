import * as z from '../../zod';

/**
 * A row of a short lookup (roles, users to pick): its own module, so a route module that answers one does not
 * bundle the schemas of the area that defined it first (a schema module builds its top-level schemas on import).
 */
export const lookupRowSchema = z.object({ id: z.string(), name: z.string() });
