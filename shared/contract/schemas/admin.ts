import * as z from '../../zod';
import { claimSchema } from '../../claims';
import { inputMessages } from '../../messages';
import { requiredText } from './text';
import * as contractMessages from '../contractMessages';
import * as fieldLabels from '../fieldLabels';
import * as referenceFieldLabels from '../../reference/fieldLabels';
import * as fieldMessages from '../../reference/fieldMessages';
import type { menuEntrySchema } from '../answers/admin';
import { lazySchema } from '../../lazySchema';

const identifier = (label: string) =>
  requiredText(fieldMessages.required(label), z.regex(/^[A-Za-z0-9_]{1,80}$/, contractMessages.identifierShape(label)));
export const siteConfigIdParams = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z
      .string()
      .check(z.regex(/^[A-Za-z0-9_]{1,80}\.[A-Za-z0-9_]{1,80}$/, contractMessages.unknownConfigurationEntry)),
  }),
);
export const saveSiteConfigSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    configuration: identifier(fieldLabels.configuration),
    operation: identifier(fieldLabels.operation),
    displayName: z.optional(
      z.string().check(z.trim(), z.maxLength(200, fieldMessages.tooLong(fieldLabels.displayName, 200))),
    ),
    /** Absent to create; the version read, to update. */
    version: z.optional(z.number().check(z.int(), z.gte(1))),
  }),
);
export type MenuEntry = z.infer<typeof menuEntrySchema>;
export type MenuNode = MenuEntry & { children: MenuNode[] };
export const menuIdParams = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string().check(z.regex(/^[a-z0-9-]{1,60}$/, contractMessages.unknownMenuEntry)),
  }),
);
export const saveMenuSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.optional(z.string().check(z.regex(/^[a-z0-9-]{1,60}$/, contractMessages.unknownMenuEntry))),
    version: z.optional(z.number().check(z.int(), z.gte(1))),
    displayName: z
      .string({ error: fieldMessages.required(fieldLabels.displayName) })
      .check(z.trim(), z.minLength(1, fieldMessages.required(fieldLabels.displayName)), z.maxLength(100)),
    icon: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
    navLink: z
      .string({ error: fieldMessages.required(fieldLabels.link) })
      .check(z.trim(), z.minLength(1, fieldMessages.required(fieldLabels.link)), z.maxLength(500)),
    parentId: z._default(z.nullable(z.string().check(z.regex(/^[a-z0-9-]{1,60}$/))), null),
    resourceName: z
      .string({ error: fieldMessages.required(fieldLabels.resource) })
      .check(z.trim(), z.minLength(1, fieldMessages.required(fieldLabels.resource)), z.maxLength(100)),
    claimName: z
      .string({ error: fieldMessages.required(fieldLabels.claim) })
      .check(z.trim(), z.minLength(1, fieldMessages.required(fieldLabels.claim)), z.maxLength(100)),
    order: z._default(z.number().check(z.int(), z.gte(0), z.lte(10000)), 0),
    external: z._default(z.boolean(), false),
  }),
);
export const roleIdParams = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string().check(z.regex(/^[A-Za-z0-9_-]{2,64}$/, contractMessages.unknownRole)),
  }),
);
export const saveRoleClaimsSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    roleId: requiredText(
      fieldMessages.required(fieldLabels.roleName),
      z.regex(/^[A-Za-z0-9_-]{2,64}$/, contractMessages.roleNameShape),
    ),
    description: z._default(z.string().check(z.trim(), z.maxLength(500)), ''),
    claims: z.array(claimSchema).check(z.maxLength(500)),
    retailerSide: z._default(z.boolean(), false),
    /** Absent to create the role; the version read, to update it. */
    version: z.optional(z.number().check(z.int(), z.gte(1))),
  }),
);
export const clientSettingIdParams = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string().check(z.regex(/^[A-Za-z0-9_.-]{1,80}$/, contractMessages.unknownClientSetting)),
  }),
);
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

export const saveClientSettingSchema = /* @__PURE__ */ lazySchema(() =>
  z
    .object({
      name: requiredText(
        fieldMessages.required(referenceFieldLabels.name),
        z.regex(/^[A-Za-z0-9_.-]{1,80}$/, contractMessages.settingNameShape),
      ),
      value: z
        .string({ error: fieldMessages.required(fieldLabels.value) })
        .check(z.maxLength(2000, fieldMessages.tooLong(fieldLabels.value, 2000))),
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
    ),
);
