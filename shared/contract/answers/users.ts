import * as z from '../../zod';

export const siteConfigEntrySchema = z.object({
  configuration: z.string(),
  operation: z.string(),
  displayName: z.optional(z.string()),
});

export const trackLoginResultSchema = z.object({ lastLoggedOn: z.nullable(z.string()) });
