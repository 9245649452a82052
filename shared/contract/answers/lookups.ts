import * as z from '../../zod';
import { lazySchema } from '../../lazySchema';

/**
 * A row of a short lookup (roles, users to pick): its own module, so a route module that answers one does not
 * bundle the schemas of the area that defined it first (a schema module builds its top-level schemas on import).
 */
export const lookupRowSchema = /* @__PURE__ */ lazySchema(() => z.object({ id: z.string(), name: z.string() }));
