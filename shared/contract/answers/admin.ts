import * as z from '../../zod';
import { claimSchema } from '../../claims';
import { lookupRowSchema } from './lookups';
import { pagedResult } from '../wrapper';
import type { MenuNode } from '../schemas/admin';

/** A site configuration flag (spec 01, section 6): switches a section on, or renames a label. */
export const siteConfigRecordSchema = z.object({
  id: z.string(),
  configuration: z.string(),
  operation: z.string(),
  displayName: z.optional(z.string()),
  version: z.number().check(z.int()),
});

/** A navigation menu entry (spec 01, section 3). Shown to users whose claims match resourceName/claimName. */
export const menuEntrySchema = z.object({
  id: z.string(),
  displayName: z.string(),
  icon: z.string(),
  navLink: z.string(),
  parentId: z.nullable(z.string()),
  resourceName: z.string(),
  claimName: z.string(),
  order: z.number().check(z.int()),
  /** External links open in a new tab. */
  external: z.boolean(),
  version: z.number().check(z.int()),
});

export const menuNodeSchema: z.ZodMiniType<MenuNode, MenuNode> = z.extend(menuEntrySchema, {
  get children() {
    return z.array(menuNodeSchema);
  },
});

/** A role is a Cognito group; its claims live in the table. Retailer-side roles see only linked retailers. */
export const roleSchema = z.object({
  id: z.string(),
  description: z.string(),
  claims: z.array(claimSchema),
  retailerSide: z.boolean(),
  version: z.number().check(z.int()),
});

export const clientSettingSchema = z.object({
  id: z.string(),
  name: z.string(),
  value: z.string(),
  version: z.number().check(z.int()),
});

/** The answer of `sitesetup.list`. */
export const sitesetupListAnswer = pagedResult(siteConfigRecordSchema);

/** The answer of `sitesetup.menus`, `sitesetup.roleMenus`. */
export const sitesetupMenusAnswer = z.array(menuNodeSchema);

/** The answer of `sitesetup.lookupMenus`, `sitesetup.lookupRoles`. */
export const sitesetupLookupMenusAnswer = z.array(lookupRowSchema);

/** The answer of `sitesetup.lookupClaims`. */
export const sitesetupLookupClaimsAnswer = z.array(claimSchema);

/** The answer of `sitesetup.lookupResources`. */
export const sitesetupLookupResourcesAnswer = z.array(z.string());

/** The answer of `sitesetup.lookupResourcesWithGroup`. */
export const sitesetupLookupResourcesWithGroupAnswer = z.array(
  z.object({
    groupName: z.string(),
    resources: z.array(z.object({ resource: z.string(), operations: z.array(z.string()) })),
  }),
);

/** The answer of `clientsettings.list`. */
export const clientsettingsListAnswer = pagedResult(clientSettingSchema);

/** The answer of `clientsettings.mine`. */
export const clientsettingsMineAnswer = z.array(z.object({ name: z.string(), value: z.string() }));
