import * as z from '../../zod';
import { lazySchema } from '../../lazySchema';

/** A delete's answer. */
export const deletedAnswer = /* @__PURE__ */ lazySchema(() => z.object({ deleted: z.literal(true) }));
