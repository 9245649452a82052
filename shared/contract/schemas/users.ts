import * as z from '../../zod';
import { inputMessages } from '../../messages';
import * as contractMessages from '../contractMessages';
import type { siteConfigEntrySchema } from '../answers/users';
import { lazySchema } from '../../lazySchema';
export type SiteConfigEntry = z.infer<typeof siteConfigEntrySchema>;

/** Track-login payload (spec 01, section 3): type 1 is a login, 2 a logout. */
export const trackLoginBodySchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    /** The Cognito ID token (a few kB with many groups); accepted for the spec's payload, never trusted. */
    token: z.string().check(z.minLength(1), z.maxLength(16_384, inputMessages.tooLong(16_384))),
    type: z.union([z.literal(1), z.literal(2)], { error: contractMessages.loginType }),
    url: z.string().check(z.maxLength(2000)),
  }),
);
