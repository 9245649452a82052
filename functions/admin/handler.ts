import { randomUUID } from 'node:crypto';
import { claimCatalogue, isKnownClaim, resourceGroups } from '../../shared/claims';
import type { MenuEntry } from '../../shared/contract/schemas/admin';
import { buildMenuTree, visibleMenuTree } from '../../shared/menus';
import { Conflict, InvalidInput } from '../lib/errors';
import { adminFamily } from '../../shared/contract/families/admin';
import { familyHandler } from '../lib/familyHandler';
import { pageInMemory } from '../lib/paging';
import { createRole, deleteRole, getRole, listRoles, updateRole } from '../domain/roles/roleRepository';
import {
  clientSettingPartition,
  deleteInPartition,
  getInPartition,
  listPartition,
  menuPartition,
  saveInPartition,
  siteConfigPartition,
} from './siteSetupRepository';

type SiteConfigRecord = { id: string; configuration: string; operation: string; displayName?: string; version: number };
type ClientSetting = { id: string; name: string; value: string; version: number };
type MenuRecord = MenuEntry;

const toSiteConfig = (r: SiteConfigRecord): SiteConfigRecord => ({
  id: r.id ?? `${r.configuration}.${r.operation}`,
  configuration: r.configuration,
  operation: r.operation,
  ...(r.displayName ? { displayName: r.displayName } : {}),
  version: r.version ?? 1,
});
const toClientSetting = (r: ClientSetting): ClientSetting => ({
  id: r.id,
  name: r.name,
  value: r.value,
  version: r.version,
});
const toMenu = (r: MenuRecord): MenuEntry => ({
  id: r.id,
  displayName: r.displayName,
  icon: r.icon ?? '',
  navLink: r.navLink,
  parentId: r.parentId ?? null,
  resourceName: r.resourceName,
  claimName: r.claimName,
  order: r.order ?? 0,
  external: r.external ?? false,
  version: r.version ?? 1,
});
const menuTree = async () => buildMenuTree((await listPartition<MenuRecord>(menuPartition)).map(toMenu));

export const handler = familyHandler(adminFamily, {
  'sitesetup.list': async ({ query }) =>
    pageInMemory((await listPartition<SiteConfigRecord>(siteConfigPartition)).map(toSiteConfig), query, {
      searchFields: ['configuration', 'operation', 'displayName'],
      sortFields: ['configuration', 'operation', 'displayName'],
      defaultSort: 'configuration',
    }),
  'sitesetup.get': async ({ params }) =>
    toSiteConfig(await getInPartition<SiteConfigRecord>(siteConfigPartition, params.id)),
  'sitesetup.save': async ({ body }) => {
    const id = `${body.configuration}.${body.operation}`;
    const fields =
      body.version === undefined
        ? { configuration: body.configuration, operation: body.operation, displayName: body.displayName }
        : { displayName: body.displayName };
    return toSiteConfig(
      await saveInPartition<SiteConfigRecord>(siteConfigPartition, id, fields, body.version, {
        field: 'operation',
        message: 'This configuration and operation already exist.',
      }),
    );
  },
  'sitesetup.delete': async ({ params }) => {
    await deleteInPartition(siteConfigPartition, params.id);
    return { deleted: true as const };
  },

  'sitesetup.menus': async () => menuTree(),
  'sitesetup.roleMenus': async ({ params }) => visibleMenuTree(await menuTree(), (await getRole(params.id)).claims),
  'sitesetup.menuToEdit': async ({ params }) => toMenu(await getInPartition<MenuRecord>(menuPartition, params.id)),
  'sitesetup.editMenu': async ({ body }) => {
    const { id, version, ...fields } = body;
    if (id !== undefined && version === undefined) throw new InvalidInput({ version: ['Version is required'] });
    const menuId = id ?? randomUUID().slice(0, 8);
    if (fields.parentId !== null) {
      if (fields.parentId === menuId) throw new InvalidInput({ parentId: ['A menu entry cannot be its own parent.'] });
      await getInPartition(menuPartition, fields.parentId).catch(() => {
        throw new InvalidInput({ parentId: ['The parent menu entry does not exist.'] });
      });
    }
    return toMenu(
      await saveInPartition<MenuRecord>(menuPartition, menuId, fields, id === undefined ? undefined : version, {
        field: 'id',
        message: 'A menu entry with this id already exists.',
      }),
    );
  },
  'sitesetup.deleteMenu': async ({ params }) => {
    const entries = await listPartition<MenuRecord>(menuPartition);
    const children = entries.filter((e) => e.parentId === params.id).length;
    if (children > 0)
      throw new Conflict(
        `This menu entry cannot be deleted: it has ${children} ${children === 1 ? 'child entry' : 'child entries'}.`,
      );
    await deleteInPartition(menuPartition, params.id);
    return { deleted: true as const };
  },

  'sitesetup.saveRoleClaims': async ({ body }) => {
    const unknown = body.claims.filter((c) => !isKnownClaim(c));
    if (unknown.length)
      throw new InvalidInput({ claims: unknown.map((c) => `Unknown claim ${c.resource}/${c.operation}.`) });
    const claims = [
      ...new Map(
        body.claims.map((c) => [`${c.resource}/${c.operation}`, { resource: c.resource, operation: c.operation }]),
      ).values(),
    ];
    const role = { id: body.roleId, description: body.description, claims, retailerSide: body.retailerSide };
    return body.version === undefined ? createRole(role) : updateRole({ ...role, version: body.version });
  },
  'sitesetup.role': async ({ params }) => getRole(params.id),
  'sitesetup.deleteRole': async ({ params }) => {
    await deleteRole(params.id);
    return { deleted: true as const };
  },
  'sitesetup.lookupMenus': async () =>
    (await listPartition<MenuRecord>(menuPartition))
      .map((m) => ({ id: m.id, name: m.displayName }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  'sitesetup.lookupClaims': async () => claimCatalogue,
  'sitesetup.lookupResources': async () => [...new Set(claimCatalogue.map((c) => c.resource))].sort(),
  'sitesetup.lookupResourcesWithGroup': async () => {
    const groups = new Map<string, Map<string, string[]>>();
    for (const claim of claimCatalogue) {
      const group = resourceGroups[claim.resource] ?? 'Other';
      if (!groups.has(group)) groups.set(group, new Map());
      const resources = groups.get(group)!;
      resources.set(claim.resource, [...(resources.get(claim.resource) ?? []), claim.operation]);
    }
    return [...groups].map(([groupName, resources]) => ({
      groupName,
      resources: [...resources].map(([resource, operations]) => ({ resource, operations })),
    }));
  },
  'sitesetup.lookupRoles': async () => (await listRoles()).map((r) => ({ id: r.id, name: r.id })),

  'clientsettings.list': async ({ query }) =>
    pageInMemory((await listPartition<ClientSetting>(clientSettingPartition)).map(toClientSetting), query, {
      searchFields: ['name', 'value'],
      sortFields: ['name', 'value'],
      defaultSort: 'name',
    }),
  'clientsettings.get': async ({ params }) =>
    toClientSetting(await getInPartition<ClientSetting>(clientSettingPartition, params.id)),
  'clientsettings.save': async ({ body }) =>
    toClientSetting(
      await saveInPartition<ClientSetting>(
        clientSettingPartition,
        body.name,
        body.version === undefined ? { name: body.name, value: body.value } : { value: body.value },
        body.version,
        { field: 'name', message: 'A client setting with this name already exists.' },
      ),
    ),
  'clientsettings.delete': async ({ params }) => {
    await deleteInPartition(clientSettingPartition, params.id);
    return { deleted: true as const };
  },
  'clientsettings.mine': async () =>
    (await listPartition<ClientSetting>(clientSettingPartition)).map(({ name, value }) => ({ name, value })),
});
