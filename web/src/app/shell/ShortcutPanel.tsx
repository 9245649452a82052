import { Button } from 'primereact/button';
import { useEffect, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SHORTCUT_ANIMATION_MS, SHORTCUT_CLOSE_DELAY_MS } from '../../lib/layout';
import { ACCOUNT_PATH } from './Header';
import { menuLabel, menuPath, useVisibleMenus } from '../../lib/menus';

/** The shortcut panel (slides in and out): a tile per top-level page the user may open, and the account. */
export function ShortcutPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const menus = useVisibleMenus();
  const closing = useRef<number | undefined>(undefined);
  const tiles = [
    ...menus
      .filter((node) => !node.external)
      .map((node) => ({ id: node.id, link: node.navLink, icon: node.icon, label: menuLabel(t, node.displayName) })),
    { id: 'my-account', link: ACCOUNT_PATH, icon: 'pi pi-user', label: t('shell.routes.myAccount') },
  ];

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);
  useEffect(() => () => window.clearTimeout(closing.current), []);

  // The panel slides out a moment after a tile is chosen, so the choice is seen.
  const closeSoon = () => {
    window.clearTimeout(closing.current);
    closing.current = window.setTimeout(onClose, SHORTCUT_CLOSE_DELAY_MS);
  };

  return (
    <div
      className={open ? 'shortcut-layer open' : 'shortcut-layer'}
      style={{ '--shortcut-animation': `${SHORTCUT_ANIMATION_MS}ms` } as CSSProperties}
      inert={!open}
      aria-hidden={!open}
    >
      <div className="shortcut-backdrop" onClick={onClose} />
      <section className="shortcut-panel" aria-label={t('shell.shortcut.title')}>
        <ul>
          {tiles.map((tile) => (
            <li key={tile.id}>
              <Link to={menuPath(tile.link)} className="shortcut-tile" onClick={closeSoon}>
                <i className={tile.icon || 'pi pi-link'} aria-hidden="true" />
                <span>{tile.label}</span>
              </Link>
            </li>
          ))}
        </ul>
        <Button
          icon="pi pi-times"
          text
          rounded
          className="shortcut-close"
          aria-label={t('shell.shortcut.close')}
          onClick={onClose}
        />
      </section>
    </div>
  );
}
