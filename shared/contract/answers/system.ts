import * as z from '../../zod';

/** The answer of `health`. */
export const healthAnswer = z.object({ status: z.literal('ok'), time: z.string() });

/** The answer of `site.name`. */
export const siteNameAnswer = z.object({ siteName: z.string() });

/** The answer of `site.loginMessage`. */
export const siteLoginMessageAnswer = z.object({ message: z.nullable(z.string()) });
