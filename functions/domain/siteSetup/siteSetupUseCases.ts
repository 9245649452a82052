import * as adminMessages from '../../../shared/adminMessages';
import { inputMessages } from '../../../shared/messages';
import { randomUUID } from 'node:crypto';
import type { MenuEntry } from '../../../shared/contract/schemas/admin';
import type { TableQuery } from '../../../shared/contract/wrapper';
import { buildMenuTree, visibleMenuTree } from '../../../shared/menus';
import { Conflict, InvalidInput } from '../../lib/errors';
import type { RouteContext } from '../../lib/familyHandler';
import { pageInMemory } from '../../lib/paging';
import { getRole } from '../roles/roleRepository';
import {
  clientSettingPartition,
  deleteInPartition,
  getInPartition,
  listPartition,
  menuPartition,
  saveInPartition,
  siteConfigPartition,
  type Partitioned,
} from './siteSetupRepository';

/** The admin family's site setup: site configuration flags, menu entries and client settings. */
type SiteConfigRecord = { id: string; configuration: string; operation: string; displayName?: string; version: number };
type ClientSetting = { id: string; name: string; value: string; version: number };

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
const toMenu = (r: MenuEntry): MenuEntry => ({
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

/** Deletes one entry of a partition (a site configuration flag, a client setting). */
export async function removeFrom(partition: 'siteConfig' | 'clientSetting', id: string) {
  const partitions: Record<typeof partition, Partitioned> = {
    siteConfig: siteConfigPartition,
    clientSetting: clientSettingPartition,
  };
  await deleteInPartition(partitions[partition], id);
  return { deleted: true as const };
}

export const siteConfigPage = async (query: TableQuery) =>
  pageInMemory((await listPartition<SiteConfigRecord>(siteConfigPartition)).map(toSiteConfig), query, {
    searchFields: ['configuration', 'operation', 'displayName'],
    sortFields: ['configuration', 'operation', 'displayName'],
    defaultSort: 'configuration',
  });

export const siteConfigEntry = async (id: string) =>
  toSiteConfig(await getInPartition<SiteConfigRecord>(siteConfigPartition, id));

/** Creates a flag (configuration and operation make its id), or changes its display name at the version read. */
export async function saveSiteConfig(body: RouteContext<'sitesetup.save'>['body']) {
  const id = `${body.configuration}.${body.operation}`;
  const fields =
    body.version === undefined
      ? { configuration: body.configuration, operation: body.operation, displayName: body.displayName }
      : { displayName: body.displayName };
  return toSiteConfig(
    await saveInPartition<SiteConfigRecord>(siteConfigPartition, id, fields, body.version, {
      field: 'operation',
      message: adminMessages.configurationTaken,
    }),
  );
}

export const menuTree = async () => buildMenuTree((await listPartition<MenuEntry>(menuPartition)).map(toMenu));

/** The menu as a role sees it: the entries its claims open. */
export const roleMenuTree = async (roleId: string) => visibleMenuTree(await menuTree(), (await getRole(roleId)).claims);

export const menuEntry = async (id: string) => toMenu(await getInPartition<MenuEntry>(menuPartition, id));

/** Creates (no id) or updates a menu entry; its parent must exist and not be itself. */
export async function saveMenuEntry(body: RouteContext<'sitesetup.editMenu'>['body']) {
  const { id, version, ...fields } = body;
  if (id !== undefined && version === undefined) throw new InvalidInput({ version: [inputMessages.versionRequired] });
  const menuId = id ?? randomUUID().slice(0, 8);
  if (fields.parentId !== null) {
    if (fields.parentId === menuId) throw new InvalidInput({ parentId: [adminMessages.menuOwnParent] });
    await getInPartition(menuPartition, fields.parentId).catch(() => {
      throw new InvalidInput({ parentId: [adminMessages.menuParentMissing] });
    });
  }
  return toMenu(
    await saveInPartition<MenuEntry>(menuPartition, menuId, fields, id === undefined ? undefined : version, {
      field: 'id',
      message: adminMessages.menuIdTaken,
    }),
  );
}

/** Deletes a menu entry without children; one with children answers 409 saying how many. */
export async function deleteMenuEntry(id: string) {
  const entries = await listPartition<MenuEntry>(menuPartition);
  const children = entries.filter((e) => e.parentId === id).length;
  if (children > 0) throw new Conflict(adminMessages.menuHasChildren(children));
  await deleteInPartition(menuPartition, id);
  return { deleted: true as const };
}

export const menuLookup = async () =>
  (await listPartition<MenuEntry>(menuPartition))
    .map((m) => ({ id: m.id, name: m.displayName }))
    .sort((a, b) => a.name.localeCompare(b.name));

export const clientSettingsPage = async (query: TableQuery) =>
  pageInMemory((await listPartition<ClientSetting>(clientSettingPartition)).map(toClientSetting), query, {
    searchFields: ['name', 'value'],
    sortFields: ['name', 'value'],
    defaultSort: 'name',
  });

export const clientSetting = async (id: string) =>
  toClientSetting(await getInPartition<ClientSetting>(clientSettingPartition, id));

/** Creates a setting (its name is its id), or changes its value at the version read. */
export const saveClientSetting = async (body: RouteContext<'clientsettings.save'>['body']) =>
  toClientSetting(
    await saveInPartition<ClientSetting>(
      clientSettingPartition,
      body.name,
      body.version === undefined ? { name: body.name, value: body.value } : { value: body.value },
      body.version,
      { field: 'name', message: adminMessages.clientSettingTaken },
    ),
  );

/** Every client setting as a name and value (what the web app reads at start). */
export const clientSettingValues = async () =>
  (await listPartition<ClientSetting>(clientSettingPartition)).map(({ name, value }) => ({ name, value }));
