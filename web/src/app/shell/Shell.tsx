import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { PageSpinner } from '../../components/PageSpinner';
import { CLIENT_NAME_SETTING, updateLayout, useLayout } from '../../lib/layout';
import { onForbidden } from '../../lib/api';
import { CLAIMS_REFRESH_MS, createClaimsRefresher } from '../../lib/claimsRefresh';
import { refreshSessionData, useSession } from '../../lib/session';
import { closeSidePanel, useSidePanelState } from '../../lib/sidePanel';
import { SidePanel } from '../sidePanel/SidePanel';
import { Footer } from './Footer';
import { Header } from './Header';
import { LayoutSwitcher } from './LayoutSwitcher';
import { Navigation } from './Navigation';
import { Ribbon } from './Ribbon';
import { ShortcutPanel } from './ShortcutPanel';
import { usePageInfo } from './usePageInfo';
import { useMobileView } from './useMobileView';
import { isInPageUpdate } from '../../lib/inPageUpdate';
import './shell.css';

/**
 * The authenticated frame around every area (spec 01, section 2, shell layout): header, navigation, ribbon,
 * the page with the side panel beside it, footer, shortcut panel and layout switcher.
 */
export function Shell() {
  const { t } = useTranslation();
  const location = useLocation();
  const layout = useLayout();
  const session = useSession();
  const sidePanel = useSidePanelState();
  const page = usePageInfo();
  const mobile = useMobileView();
  const [mobileNavOpen, setMobileNavOpen] = useState(false);
  const [switcherOpen, setSwitcherOpen] = useState(false);
  const clientName = session?.clientSettings.find((s) => s.name === CLIENT_NAME_SETTING)?.value;

  // Every route change closes the side panel and the mobile menu: a navigation in the app (a re-navigation to the
  // same URL included, which gets a new key) and a move by URL (typed or pasted: the hash router gives every such
  // location the key 'default', so the path and query say it moved). A page writing its own state to its query
  // (paging, search, filters) is no route change.
  const inPage = isInPageUpdate(location);
  useEffect(() => {
    if (inPage) return;
    closeSidePanel();
    setMobileNavOpen(false);
  }, [inPage, location.key, location.pathname, location.search]);
  const pageKey = usePageKey(location.key, inPage);

  // A role change reaches the menus and claims without a new sign-in: within a minute, or at once when the
  // server refuses a call (403).
  useEffect(() => {
    const refresher = createClaimsRefresher(refreshSessionData);
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') void refresher.tick();
    }, CLAIMS_REFRESH_MS / 4);
    const stop = onForbidden(() => void refresher.forbidden());
    return () => {
      window.clearInterval(timer);
      stop();
    };
  }, []);

  useEffect(() => {
    document.title = [page.title, clientName || t('shell.appName')].join(' | ');
  }, [page.title, clientName, t]);

  const toggleMenu = () =>
    mobile ? setMobileNavOpen((open) => !open) : updateLayout({ menuMinified: !layout.menuMinified });
  const classes = [
    'shell',
    layout.fixedHeader && 'fixed-header',
    layout.fixedNavigation && 'fixed-navigation',
    layout.fixedRibbon && 'fixed-ribbon',
    layout.fixedFooter && 'fixed-footer',
    layout.insideContainer && 'inside-container',
    layout.menuOnTop && !mobile && 'menu-on-top',
    layout.menuMinified && !layout.menuOnTop && !mobile && 'menu-minified',
    mobile && 'mobile-view',
    mobileNavOpen && 'mobile-nav-open',
  ].filter(Boolean);

  return (
    <div className={classes.join(' ')}>
      <a
        className="skip-link"
        href="#main-content"
        onClick={(e) => (e.preventDefault(), document.getElementById('main-content')?.focus())}
      >
        {t('shell.skipToContent')}
      </a>
      <Header
        clientName={clientName}
        onToggleMenu={toggleMenu}
        menuExpanded={mobile ? mobileNavOpen : !layout.menuMinified}
        onToggleSettings={() => setSwitcherOpen((open) => !open)}
        settingsOpen={switcherOpen}
        onToggleShortcuts={() => updateLayout({ shortcutOpen: !layout.shortcutOpen })}
      />
      <div className="shell-body">
        <Navigation horizontal={layout.menuOnTop && !mobile} />
        {mobileNavOpen && <div className="nav-backdrop" onClick={() => setMobileNavOpen(false)} />}
        <div className="shell-column">
          <Ribbon page={page} />
          <div className={sidePanel ? 'shell-main with-side-panel' : 'shell-main'}>
            {/* Keyed by the navigation: going again to the URL already shown remounts (reloads) the page. Its path
                says which page is on screen: a page being left stays until the next one is drawn. */}
            <main className="shell-page" id="main-content" tabIndex={-1} key={pageKey} data-path={location.pathname}>
              <div className="page-heading">
                {page.icon && <i className={page.icon} aria-hidden="true" />}
                <h1>{page.title}</h1>
              </div>
              <Suspense fallback={<PageSpinner />}>
                <Outlet />
              </Suspense>
            </main>
            <SidePanel />
          </div>
        </div>
      </div>
      <Footer clientName={clientName} />
      <ShortcutPanel open={layout.shortcutOpen} onClose={() => updateLayout({ shortcutOpen: false })} />
      <LayoutSwitcher open={switcherOpen} onClose={() => setSwitcherOpen(false)} />
      {/* A new page starts at its top; the browser's back button returns to where the user was. */}
      <ScrollRestoration />
    </div>
  );
}

/** The key of the last navigation: a page's own query writes keep it, so they do not remount the page. */
function usePageKey(locationKey: string, inPage: boolean) {
  const [pageKey, setPageKey] = useState(locationKey);
  // Derived from the previous render (React's documented pattern), so the page never renders under a stale key.
  if (!inPage && pageKey !== locationKey) setPageKey(locationKey);
  return inPage ? pageKey : locationKey;
}
