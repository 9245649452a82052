import * as z from '../../zod';

/** A delete's answer. */
export const deletedAnswer = z.object({ deleted: z.literal(true) });
