import * as z from '../../zod';
import { lazySchema } from '../../lazySchema';

export const siteConfigEntrySchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    configuration: z.string(),
    operation: z.string(),
    displayName: z.optional(z.string()),
  }),
);

export const trackLoginResultSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ lastLoggedOn: z.nullable(z.string()) }),
);
