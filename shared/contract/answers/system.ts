import * as z from '../../zod';
import { lazySchema } from '../../lazySchema';

/** The answer of `health`. */
export const healthAnswer = /* @__PURE__ */ lazySchema(() => z.object({ status: z.literal('ok'), time: z.string() }));

/** The answer of `site.name`. */
export const siteNameAnswer = /* @__PURE__ */ lazySchema(() => z.object({ siteName: z.string() }));

/** The answer of `site.loginMessage`. */
export const siteLoginMessageAnswer = /* @__PURE__ */ lazySchema(() => z.object({ message: z.nullable(z.string()) }));
