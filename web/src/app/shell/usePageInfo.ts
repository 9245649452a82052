import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router-dom';
import { menuEntryForRoute } from '../../../../shared/menus';
import type { ShellRouteHandle } from '../router';
import { pageTitleKeys } from '../routeTable';
import { menuLabel, useVisibleMenus } from '../../lib/menus';

export interface PageInfo {
  /** From the menu entry of the current route, else the last breadcrumb. */
  title: string;
  /** From the menu entry of the current route, else the route's own. */
  icon?: string;
  /** From the route's pageTitle data. */
  breadcrumbs: string[];
}

const hasPageTitle = (handle: unknown): handle is ShellRouteHandle =>
  typeof handle === 'object' && handle !== null && 'pageTitle' in handle;

/** The current page's title, icon and breadcrumbs (spec 01, section 2, navigation menu). */
export function usePageInfo(): PageInfo {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const matches = useMatches();
  const menus = useVisibleMenus();
  return useMemo(() => {
    const match = [...matches].reverse().find((m) => hasPageTitle(m.handle));
    const handle = match && hasPageTitle(match.handle) ? match.handle : undefined;
    const keys = handle && match ? pageTitleKeys(handle.pageTitle, match.params) : [];
    const entry = menuEntryForRoute(menus, location.pathname);
    // A page the texts do not know yet (a reference kind added since) is named by its menu entry, else its key.
    const breadcrumbs = keys.map((key, index) =>
      i18n.exists(key)
        ? t(key)
        : index === keys.length - 1 && entry
          ? menuLabel(t, entry.displayName)
          : key.split('.').at(-1)!,
    );
    const title = entry ? menuLabel(t, entry.displayName) : (breadcrumbs.at(-1) ?? t('shell.appName'));
    return { title, icon: entry?.icon || handle?.icon, breadcrumbs };
  }, [matches, menus, location.pathname, t, i18n]);
}
