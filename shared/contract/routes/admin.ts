import * as z from 'zod';
import { claimSchema, knownClaims } from '../../claims';
import { defineRoute } from '../route';
import {
  clientSettingIdParams,
  clientSettingSchema,
  lookupRowSchema,
  menuEntrySchema,
  menuIdParams,
  menuNodeSchema,
  roleIdParams,
  roleSchema,
  saveClientSettingSchema,
  saveMenuSchema,
  saveRoleClaimsSchema,
  saveSiteConfigSchema,
  siteConfigIdParams,
  siteConfigRecordSchema,
} from '../schemas/admin';
import { pagedResult, tableQuery } from '../wrapper';

const manage = knownClaims.manageSiteSetup;
const deleted = z.object({ deleted: z.literal(true) });

/** Site setup: roles and their claims, menus, site configuration flags, client settings (spec 01, section 7). */
export const adminRoutes = {
  'sitesetup.list': defineRoute({ method: 'GET', path: 'sitesetup', family: 'admin', access: manage, query: tableQuery, response: pagedResult(siteConfigRecordSchema), summary: 'Site configuration flags, paged.' }),
  'sitesetup.get': defineRoute({ method: 'GET', path: 'sitesetup/{id}', family: 'admin', access: manage, params: siteConfigIdParams, response: siteConfigRecordSchema, summary: 'One site configuration flag (id configuration.operation).' }),
  'sitesetup.save': defineRoute({ method: 'PUT', path: 'sitesetup', family: 'admin', access: manage, body: saveSiteConfigSchema, response: siteConfigRecordSchema, summary: 'Creates a flag, or updates its display name at the version read.' }),
  'sitesetup.delete': defineRoute({ method: 'DELETE', path: 'sitesetup/{id}', family: 'admin', access: manage, params: siteConfigIdParams, response: deleted, summary: 'Removes a flag.' }),
  'sitesetup.menus': defineRoute({ method: 'GET', path: 'sitesetup/menus', family: 'admin', access: 'account', response: z.array(menuNodeSchema), summary: 'The whole navigation tree; the client shows the entries whose claim the user holds.' }),
  'sitesetup.roleMenus': defineRoute({ method: 'GET', path: 'sitesetup/menus/{id}', family: 'admin', access: manage, params: roleIdParams, response: z.array(menuNodeSchema), summary: "The navigation tree as a role's claims unlock it." }),
  'sitesetup.menuToEdit': defineRoute({ method: 'GET', path: 'sitesetup/menutoedit/{id}', family: 'admin', access: manage, params: menuIdParams, response: menuEntrySchema, summary: 'One menu entry for editing.' }),
  'sitesetup.editMenu': defineRoute({ method: 'PUT', path: 'sitesetup/editmenu', family: 'admin', access: manage, body: saveMenuSchema, response: menuEntrySchema, summary: 'Creates a menu entry, or updates one at the version read.' }),
  'sitesetup.deleteMenu': defineRoute({ method: 'DELETE', path: 'sitesetup/menus/{id}', family: 'admin', access: manage, params: menuIdParams, response: deleted, summary: 'Removes a menu entry without children.' }),
  'sitesetup.saveRoleClaims': defineRoute({ method: 'POST', path: 'sitesetup/save-role-claims', family: 'admin', access: manage, body: saveRoleClaimsSchema, response: roleSchema, summary: "Creates a role (a Cognito group) or saves a role's claims at the version read." }),
  'sitesetup.role': defineRoute({ method: 'GET', path: 'sitesetup/role/{id}', family: 'admin', access: manage, params: roleIdParams, response: roleSchema, summary: 'One role with its claims.' }),
  'sitesetup.deleteRole': defineRoute({ method: 'DELETE', path: 'sitesetup/role/{id}', family: 'admin', access: manage, params: roleIdParams, response: deleted, summary: 'Deletes a role nobody holds; otherwise 409 with the reason.' }),
  'sitesetup.lookupMenus': defineRoute({ method: 'GET', path: 'sitesetup/lookup/menus', family: 'admin', access: manage, response: z.array(lookupRowSchema), summary: 'Menu entries as id/name rows.' }),
  'sitesetup.lookupClaims': defineRoute({ method: 'GET', path: 'sitesetup/lookup/claims', family: 'admin', access: manage, response: z.array(claimSchema), summary: 'The claim catalogue.' }),
  'sitesetup.lookupResources': defineRoute({ method: 'GET', path: 'sitesetup/lookup/resources', family: 'admin', access: manage, response: z.array(z.string()), summary: 'Resource names of the claim catalogue.' }),
  'sitesetup.lookupResourcesWithGroup': defineRoute({
    method: 'GET',
    path: 'sitesetup/lookup/resources-with-groupname',
    family: 'admin',
    access: manage,
    response: z.array(z.object({ groupName: z.string(), resources: z.array(z.object({ resource: z.string(), operations: z.array(z.string()) })) })),
    summary: 'The claim catalogue grouped by area, for the role editor.',
  }),
  'sitesetup.lookupRoles': defineRoute({ method: 'GET', path: 'sitesetup/lookup/roles', family: 'admin', access: manage, response: z.array(lookupRowSchema), summary: 'Every role.' }),
  'clientsettings.list': defineRoute({ method: 'GET', path: 'customizationrequest/clientsettings', family: 'admin', access: manage, query: tableQuery, response: pagedResult(clientSettingSchema), summary: 'Client settings, paged.' }),
  'clientsettings.get': defineRoute({ method: 'GET', path: 'customizationrequest/clientsettings/{id}', family: 'admin', access: manage, params: clientSettingIdParams, response: clientSettingSchema, summary: 'One client setting.' }),
  'clientsettings.save': defineRoute({ method: 'POST', path: 'customizationrequest/clientsettings', family: 'admin', access: manage, body: saveClientSettingSchema, response: clientSettingSchema, summary: 'Creates a client setting or updates it at the version read.' }),
  'clientsettings.delete': defineRoute({ method: 'DELETE', path: 'customizationrequest/clientsettings/{id}', family: 'admin', access: manage, params: clientSettingIdParams, response: deleted, summary: 'Removes a client setting.' }),
  'clientsettings.mine': defineRoute({ method: 'GET', path: 'clientsettings', family: 'admin', access: 'account', response: z.array(z.object({ name: z.string(), value: z.string() })), summary: 'The client settings every signed-in user receives (skin, labels).' }),
};
