import { claimCatalogue } from '../../shared/claims';
import { adminFamily } from '../../shared/contract/families/admin';
import {
  claimResources,
  claimResourcesByGroup,
  removeRole,
  roleLookup,
  saveRoleClaims,
} from '../domain/roles/roleClaims';
import { getRole } from '../domain/roles/roleRepository';
import {
  clientSetting,
  clientSettingsPage,
  clientSettingValues,
  deleteMenuEntry,
  menuEntry,
  menuLookup,
  menuTree,
  removeFrom,
  roleMenuTree,
  saveClientSetting,
  saveMenuEntry,
  saveSiteConfig,
  siteConfigEntry,
  siteConfigPage,
} from '../domain/siteSetup/siteSetupUseCases';
import { familyHandler } from '../lib/familyHandler';

/** The admin family: routes only, over the site setup and roles domains (functions/domain/siteSetup, roles). */
export const handler = familyHandler(adminFamily, {
  'sitesetup.list': ({ query }) => siteConfigPage(query),
  'sitesetup.get': ({ params }) => siteConfigEntry(params.id),
  'sitesetup.save': ({ body }) => saveSiteConfig(body),
  'sitesetup.delete': ({ params }) => removeFrom('siteConfig', params.id),
  'sitesetup.menus': () => menuTree(),
  'sitesetup.roleMenus': ({ params }) => roleMenuTree(params.id),
  'sitesetup.menuToEdit': ({ params }) => menuEntry(params.id),
  'sitesetup.editMenu': ({ body }) => saveMenuEntry(body),
  'sitesetup.deleteMenu': ({ params }) => deleteMenuEntry(params.id),
  'sitesetup.saveRoleClaims': ({ body }) => saveRoleClaims(body),
  'sitesetup.role': ({ params }) => getRole(params.id),
  'sitesetup.deleteRole': ({ params }) => removeRole(params.id),
  'sitesetup.lookupMenus': () => menuLookup(),
  'sitesetup.lookupClaims': async () => claimCatalogue,
  'sitesetup.lookupResources': async () => claimResources(),
  'sitesetup.lookupResourcesWithGroup': async () => claimResourcesByGroup(),
  'sitesetup.lookupRoles': () => roleLookup(),
  'clientsettings.list': ({ query }) => clientSettingsPage(query),
  'clientsettings.get': ({ params }) => clientSetting(params.id),
  'clientsettings.save': ({ body }) => saveClientSetting(body),
  'clientsettings.delete': ({ params }) => removeFrom('clientSetting', params.id),
  'clientsettings.mine': () => clientSettingValues(),
});
