import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '../../../../../../shared/contract/schemas/admin';
import { menuLabel } from '../../../../lib/menus';

/** The entries as the menu shows them to the reader: by their name in the reader's language when it has one. */
function MenuList({ nodes }: { nodes: readonly MenuNode[] }) {
  const { t } = useTranslation();
  return (
    <ul>
      {nodes.map((node) => (
        <li key={node.id}>
          <i className={`${node.icon} menu-icon-preview`} aria-hidden />
          {menuLabel(t, node.displayName)}
          {node.children.length > 0 && <MenuList nodes={node.children} />}
        </li>
      ))}
    </ul>
  );
}

/**
 * The menu entries a role's claims unlock: as saved (from the server), or, while the checklist has unsaved
 * changes, as they will be after saving.
 */
export function RoleMenus({ menus, pending }: { menus: readonly MenuNode[] | undefined; pending: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="role-menus" aria-labelledby="role-menus-title">
      <h3 id="role-menus-title">{pending ? t('admin.roles.menusAfterSave') : t('admin.roles.menus')}</h3>
      {pending && <Message severity="info" text={t('admin.roles.unsaved')} />}
      {menus === undefined ? null : menus.length === 0 ? <p>{t('admin.roles.noMenus')}</p> : <MenuList nodes={menus} />}
    </section>
  );
}
