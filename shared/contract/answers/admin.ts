import * as z from '../../zod';
import { claimSchema } from '../../claims';
import { lookupRowSchema } from './lookups';
import { pagedResult } from '../wrapper';
import type { MenuNode } from '../schemas/admin';
import { lazySchema } from '../../lazySchema';

/** A site configuration flag (spec 01, section 6): switches a section on, or renames a label. */
export const siteConfigRecordSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string(),
    configuration: z.string(),
    operation: z.string(),
    displayName: z.optional(z.string()),
    version: z.number().check(z.int()),
  }),
);

/** A navigation menu entry (spec 01, section 3). Shown to users whose claims match resourceName/claimName. */
export const menuEntrySchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
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
  }),
);

export const menuNodeSchema: z.ZodMiniType<MenuNode, MenuNode> = /* @__PURE__ */ lazySchema(() =>
  z.extend(menuEntrySchema, {
    get children() {
      return z.array(menuNodeSchema);
    },
  }),
);

/** A role is a Cognito group; its claims live in the table. Retailer-side roles see only linked retailers. */
export const roleSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string(),
    description: z.string(),
    claims: z.array(claimSchema),
    retailerSide: z.boolean(),
    version: z.number().check(z.int()),
  }),
);

export const clientSettingSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    value: z.string(),
    version: z.number().check(z.int()),
  }),
);

/** The answer of `sitesetup.list`. */
export const sitesetupListAnswer = /* @__PURE__ */ lazySchema(() => pagedResult(siteConfigRecordSchema));

/** The answer of `sitesetup.menus`, `sitesetup.roleMenus`. */
export const sitesetupMenusAnswer = /* @__PURE__ */ lazySchema(() => z.array(menuNodeSchema));

/** The answer of `sitesetup.lookupMenus`, `sitesetup.lookupRoles`. */
export const sitesetupLookupMenusAnswer = /* @__PURE__ */ lazySchema(() => z.array(lookupRowSchema));

/** The answer of `sitesetup.lookupClaims`. */
export const sitesetupLookupClaimsAnswer = /* @__PURE__ */ lazySchema(() => z.array(claimSchema));

/** The answer of `sitesetup.lookupResources`. */
export const sitesetupLookupResourcesAnswer = /* @__PURE__ */ lazySchema(() => z.array(z.string()));

/** The answer of `sitesetup.lookupResourcesWithGroup`. */
export const sitesetupLookupResourcesWithGroupAnswer = /* @__PURE__ */ lazySchema(() =>
  z.array(
    z.object({
      groupName: z.string(),
      resources: z.array(z.object({ resource: z.string(), operations: z.array(z.string()) })),
    }),
  ),
);

/** The answer of `clientsettings.list`. */
export const clientsettingsListAnswer = /* @__PURE__ */ lazySchema(() => pagedResult(clientSettingSchema));

/** The answer of `clientsettings.mine`. */
export const clientsettingsMineAnswer = /* @__PURE__ */ lazySchema(() =>
  z.array(z.object({ name: z.string(), value: z.string() })),
);
