import * as z from 'zod';
import { claimSchema } from '../../claims';

const identifier = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .regex(/^[A-Za-z0-9_]{1,80}$/, `${label} may hold letters, digits and _ only`);

/** A site configuration flag (spec 01, section 6): switches a section on, or renames a label. */
export const siteConfigRecordSchema = z.object({
  id: z.string(),
  configuration: z.string(),
  operation: z.string(),
  displayName: z.string().optional(),
  version: z.number().int(),
});
export const siteConfigIdParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9_]{1,80}\.[A-Za-z0-9_]{1,80}$/, 'Unknown configuration entry'),
});
export const saveSiteConfigSchema = z.object({
  configuration: identifier('Configuration'),
  operation: identifier('Operation'),
  displayName: z.string().trim().max(200, 'Display name must be at most 200 characters').optional(),
  /** Absent to create; the version read, to update. */
  version: z.number().int().min(1).optional(),
});

/** A navigation menu entry (spec 01, section 3). Shown to users whose claims match resourceName/claimName. */
export const menuEntrySchema = z.object({
  id: z.string(),
  displayName: z.string(),
  icon: z.string(),
  navLink: z.string(),
  parentId: z.string().nullable(),
  resourceName: z.string(),
  claimName: z.string(),
  order: z.number().int(),
  /** External links open in a new tab. */
  external: z.boolean(),
  version: z.number().int(),
});
export type MenuEntry = z.infer<typeof menuEntrySchema>;
export type MenuNode = MenuEntry & { children: MenuNode[] };
export const menuNodeSchema: z.ZodType<MenuNode, MenuNode> = menuEntrySchema.extend({
  get children() {
    return z.array(menuNodeSchema);
  },
});
export const menuIdParams = z.object({ id: z.string().regex(/^[a-z0-9-]{1,60}$/, 'Unknown menu entry') });
export const saveMenuSchema = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9-]{1,60}$/, 'Unknown menu entry')
    .optional(),
  version: z.number().int().min(1).optional(),
  displayName: z.string({ error: 'Display name is required' }).trim().min(1, 'Display name is required').max(100),
  icon: z.string().trim().max(100).default(''),
  navLink: z.string({ error: 'Link is required' }).trim().min(1, 'Link is required').max(500),
  parentId: z
    .string()
    .regex(/^[a-z0-9-]{1,60}$/)
    .nullable()
    .default(null),
  resourceName: z.string({ error: 'Resource is required' }).trim().min(1, 'Resource is required').max(100),
  claimName: z.string({ error: 'Claim is required' }).trim().min(1, 'Claim is required').max(100),
  order: z.number().int().min(0).max(10000).default(0),
  external: z.boolean().default(false),
});

/** A role is a Cognito group; its claims live in the table. Retailer-side roles see only linked retailers. */
export const roleSchema = z.object({
  id: z.string(),
  description: z.string(),
  claims: z.array(claimSchema),
  retailerSide: z.boolean(),
  version: z.number().int(),
});
export const roleIdParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{2,64}$/, 'Unknown role') });
export const saveRoleClaimsSchema = z.object({
  roleId: z
    .string({ error: 'Role name is required' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{2,64}$/, 'Role name must be 2 to 64 letters, digits, - or _'),
  description: z.string().trim().max(500).default(''),
  claims: z.array(claimSchema).max(500),
  retailerSide: z.boolean().default(false),
  /** Absent to create the role; the version read, to update it. */
  version: z.number().int().min(1).optional(),
});

export const clientSettingSchema = z.object({
  id: z.string(),
  name: z.string(),
  value: z.string(),
  version: z.number().int(),
});
export const clientSettingIdParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9_.-]{1,80}$/, 'Unknown client setting'),
});
export const saveClientSettingSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .regex(/^[A-Za-z0-9_.-]{1,80}$/, 'Name may hold letters, digits, ., - and _ only'),
  value: z.string({ error: 'Value is required' }).max(2000, 'Value must be at most 2000 characters'),
  version: z.number().int().min(1).optional(),
});

export const lookupRowSchema = z.object({ id: z.string(), name: z.string() });
