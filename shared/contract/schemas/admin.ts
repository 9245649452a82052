import * as z from '../../zod';
import { claimSchema } from '../../claims';
import { inputMessages } from '../../messages';
import { requiredText } from './text';

const identifier = (label: string) =>
  requiredText(`${label} is required`, z.regex(/^[A-Za-z0-9_]{1,80}$/, `${label} may hold letters, digits and _ only`));

/** A site configuration flag (spec 01, section 6): switches a section on, or renames a label. */
export const siteConfigRecordSchema = z.object({
  id: z.string(),
  configuration: z.string(),
  operation: z.string(),
  displayName: z.optional(z.string()),
  version: z.number().check(z.int()),
});
export const siteConfigIdParams = z.object({
  id: z.string().check(z.regex(/^[A-Za-z0-9_]{1,80}\.[A-Za-z0-9_]{1,80}$/, 'Unknown configuration entry')),
});
export const saveSiteConfigSchema = z.object({
  configuration: identifier('Configuration'),
  operation: identifier('Operation'),
  displayName: z.optional(z.string().check(z.trim(), z.maxLength(200, 'Display name must be at most 200 characters'))),
  /** Absent to create; the version read, to update. */
  version: z.optional(z.number().check(z.int(), z.gte(1))),
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
export type MenuEntry = z.infer<typeof menuEntrySchema>;
export type MenuNode = MenuEntry & { children: MenuNode[] };
export const menuNodeSchema: z.ZodMiniType<MenuNode, MenuNode> = z.extend(menuEntrySchema, {
  get children() {
    return z.array(menuNodeSchema);
  },
});
export const menuIdParams = z.object({ id: z.string().check(z.regex(/^[a-z0-9-]{1,60}$/, 'Unknown menu entry')) });
export const saveMenuSchema = z.object({
  id: z.optional(z.string().check(z.regex(/^[a-z0-9-]{1,60}$/, 'Unknown menu entry'))),
  version: z.optional(z.number().check(z.int(), z.gte(1))),
  displayName: z
    .string({ error: 'Display name is required' })
    .check(z.trim(), z.minLength(1, 'Display name is required'), z.maxLength(100)),
  icon: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
  navLink: z
    .string({ error: 'Link is required' })
    .check(z.trim(), z.minLength(1, 'Link is required'), z.maxLength(500)),
  parentId: z._default(z.nullable(z.string().check(z.regex(/^[a-z0-9-]{1,60}$/))), null),
  resourceName: z
    .string({ error: 'Resource is required' })
    .check(z.trim(), z.minLength(1, 'Resource is required'), z.maxLength(100)),
  claimName: z
    .string({ error: 'Claim is required' })
    .check(z.trim(), z.minLength(1, 'Claim is required'), z.maxLength(100)),
  order: z._default(z.number().check(z.int(), z.gte(0), z.lte(10000)), 0),
  external: z._default(z.boolean(), false),
});

/** A role is a Cognito group; its claims live in the table. Retailer-side roles see only linked retailers. */
export const roleSchema = z.object({
  id: z.string(),
  description: z.string(),
  claims: z.array(claimSchema),
  retailerSide: z.boolean(),
  version: z.number().check(z.int()),
});
export const roleIdParams = z.object({ id: z.string().check(z.regex(/^[A-Za-z0-9_-]{2,64}$/, 'Unknown role')) });
export const saveRoleClaimsSchema = z.object({
  roleId: requiredText(
    'Role name is required',
    z.regex(/^[A-Za-z0-9_-]{2,64}$/, 'Role name must be 2 to 64 letters, digits, - or _'),
  ),
  description: z._default(z.string().check(z.trim(), z.maxLength(500)), ''),
  claims: z.array(claimSchema).check(z.maxLength(500)),
  retailerSide: z._default(z.boolean(), false),
  /** Absent to create the role; the version read, to update it. */
  version: z.optional(z.number().check(z.int(), z.gte(1))),
});

export const clientSettingSchema = z.object({
  id: z.string(),
  name: z.string(),
  value: z.string(),
  version: z.number().check(z.int()),
});
export const clientSettingIdParams = z.object({
  id: z.string().check(z.regex(/^[A-Za-z0-9_.-]{1,80}$/, 'Unknown client setting')),
});
/**
 * Client settings whose value is one of a closed set: the web falls back to its default on any other value, so the
 * server refuses it, naming the allowed values. ClientSkin names a skin (spec 01: seven client skins plus default;
 * the skins' CSS lives in web/src/skins).
 */
export const CLIENT_SKINS = ['default', 'ocean', 'forest', 'sunset', 'berry', 'ruby', 'graphite', 'midnight'] as const;
export const CLIENT_SKIN_SETTING = 'ClientSkin';
const closedClientSettings: Readonly<Record<string, readonly string[]>> = {
  [CLIENT_SKIN_SETTING]: CLIENT_SKINS,
};

export const saveClientSettingSchema = z
  .object({
    name: requiredText(
      'Name is required',
      z.regex(/^[A-Za-z0-9_.-]{1,80}$/, 'Name may hold letters, digits, ., - and _ only'),
    ),
    value: z.string({ error: 'Value is required' }).check(z.maxLength(2000, 'Value must be at most 2000 characters')),
    version: z.optional(z.number().check(z.int(), z.gte(1))),
  })
  .check(
    z.superRefine((setting, ctx) => {
      const allowed = closedClientSettings[setting.name];
      if (allowed && !allowed.includes(setting.value.trim()))
        ctx.addIssue({
          code: 'custom',
          path: ['value'],
          input: setting.value,
          message: inputMessages.notOneOf(setting.name, allowed),
        });
    }),
  );
