import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import type { MenuNode } from '../../../../shared/contract/schemas/admin';
import { menuLabel, menuPath, useVisibleMenus } from '../../lib/menus';

function containsRoute(node: MenuNode, pathname: string): boolean {
  return node.children.some(
    (child) => (!child.external && menuPath(child.navLink) === pathname) || containsRoute(child, pathname),
  );
}

function MenuItem({ node, depth, horizontal }: { node: MenuNode; depth: number; horizontal: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const item = useRef<HTMLLIElement>(null);
  const label = menuLabel(t, node.displayName);
  const hasChildren = node.children.length > 0;
  const dropdown = horizontal && depth === 0 && hasChildren;
  const [open, setOpen] = useState(() => !horizontal && containsRoute(node, pathname));
  // Beside the page, landing on a child's page (a link, the search, the back button) opens its parent; on top,
  // a drop-down closes once a page is chosen.
  useEffect(() => {
    if (dropdown) setOpen(false);
    else if (containsRoute(node, pathname)) setOpen(true);
  }, [node, pathname, dropdown]);
  // A drop-down also closes on a click elsewhere.
  useEffect(() => {
    if (!dropdown || !open) return;
    const onClick = (event: MouseEvent) => item.current?.contains(event.target as Node) || setOpen(false);
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [dropdown, open]);

  const content = (
    <>
      {node.icon && <i className={`menu-icon ${node.icon}`} aria-hidden="true" />}
      <span className="menu-label">{label}</span>
    </>
  );
  const link = node.external ? (
    <a className="menu-link" href={node.navLink} target="_blank" rel="noopener noreferrer" title={label}>
      {content}
      <i role="img" className="pi pi-external-link menu-external" aria-label={t('shell.nav.opensInNewTab')} />
    </a>
  ) : (
    // A click on the entry of the current route navigates again, which reloads the page (the shell keys it).
    <NavLink className="menu-link" to={menuPath(node.navLink)} end title={label}>
      {content}
    </NavLink>
  );

  return (
    <li ref={item} className={`menu-item depth-${depth}${hasChildren ? ' has-children' : ''}${open ? ' open' : ''}`}>
      <div className="menu-row">
        {link}
        {hasChildren && (
          <button
            type="button"
            className="menu-toggle-children"
            aria-expanded={open}
            aria-label={t(open ? 'shell.nav.collapse' : 'shell.nav.expand', { name: label })}
            onClick={() => setOpen(!open)}
          >
            <i className={open ? 'pi pi-angle-up' : 'pi pi-angle-down'} aria-hidden="true" />
          </button>
        )}
      </div>
      {hasChildren && open && (
        <ul className="menu-children">
          {node.children.map((child) => (
            <MenuItem key={child.id} node={child} depth={depth + 1} horizontal={horizontal} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** The navigation menu: the cached site menus, each entry shown only when the user's claims match it. */
export function Navigation({ horizontal }: { horizontal: boolean }) {
  const { t } = useTranslation();
  const menus = useVisibleMenus();
  return (
    <nav
      id="shell-navigation"
      className={horizontal ? 'shell-nav horizontal' : 'shell-nav'}
      aria-label={t('shell.nav.label')}
    >
      <ul className="menu-root">
        {menus.map((node) => (
          <MenuItem key={node.id} node={node} depth={0} horizontal={horizontal} />
        ))}
      </ul>
    </nav>
  );
}
