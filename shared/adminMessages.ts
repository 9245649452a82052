/**
 * The administration's refusals (roles, users, menus, content pages); ours.
 *
 * A module of named exports, imported as a namespace (`import * as adminMessages from`), so a Lambda bundles only the
 * texts it names (an object literal is bundled whole; docs/decisions.md, 'Lean bundles').
 */
export const roleNameTaken = 'A role with this name already exists.';
export const roleInUse = (members: number) =>
  `This role cannot be deleted: ${members} ${members === 1 ? 'user holds' : 'users hold'} it.`;
export const userEmailTaken = 'A user with this e-mail already exists.';
export const menuOwnParent = 'A menu entry cannot be its own parent.';
export const menuParentMissing = 'The parent menu entry does not exist.';
export const menuHasChildren = (children: number) =>
  `This menu entry cannot be deleted: it has ${children} ${children === 1 ? 'child entry' : 'child entries'}.`;
export const contentFileNotUploaded = 'A file was not uploaded for this page.';
export const unknownClaim = (claim: string) => `Unknown claim ${claim}.`;
export const configurationTaken = 'This configuration and operation already exist.';
export const menuIdTaken = 'A menu entry with this id already exists.';
export const clientSettingTaken = 'A client setting with this name already exists.';
