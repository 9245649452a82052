import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { referenceKinds } from '../../../shared/reference/kinds';
import { languageBundle } from '../../vite.config';
import { SIDE_PANEL_MODES } from '../lib/sidePanel';
import { SKINS } from '../lib/layout';
import { adminPageTitle, appViewTarget, pageTitleKeys, shellRoutes } from './routeTable';

const srcDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const routes = shellRoutes.map((route) => ({ path: route.path }));
const matched = (path: string) => matchRoutes(routes, path)?.[0]?.route.path;

describe('the route table', () => {
  it("holds the spec's routes, in its spelling", () => {
    const cases: Record<string, string> = {
      '/home': 'home',
      '/myAccount': 'myAccount',
      '/admin/reference/sector': 'admin/*',
      '/campaign-library/42': 'campaign-library/:id',
      '/tactic-catalog/7/customize/2': 'tactic-catalog/:programId/customize/2',
      '/tactic-catalog/7/finalize/distribution': 'tactic-catalog/:programId/finalize/distribution',
      '/miscellaneous/search': 'miscellaneous/search',
      '/programoverview/1/2/2026': 'programoverview/:retailerId/:brandId/:budgetYear',
      '/expensemangement/mindshare': 'expensemangement/mindshare',
      '/po/reconciliation/9': 'po/reconciliation/:id',
      '/retailerprofiledocumentlib': 'retailerprofiledocumentlib',
      '/contact/4': 'contact/4',
    };
    for (const [path, route] of Object.entries(cases)) expect(matched(path), path).toBe(route);
    for (const path of ['/nowhere', '/contact/5', '/expensemangement/xyz', '/tactic-catalog/7/customize/3'])
      expect(matched(path), path).toBeUndefined();
  });

  it('names every page, side-panel mode, skin and reference kind in the us texts', async () => {
    const bundle = await languageBundle('us', srcDir);
    const has = (key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle) !==
      undefined;
    const keys = [
      ...shellRoutes.flatMap((route) => pageTitleKeys(route.pageTitle, { '*': '' })),
      ...['roles', 'menus', 'site-configuration', 'client-settings', 'users'].flatMap((page) =>
        pageTitleKeys(adminPageTitle, { '*': page }),
      ),
      ...Object.keys(referenceKinds).flatMap((kind) => pageTitleKeys(adminPageTitle, { '*': `reference/${kind}` })),
      ...SIDE_PANEL_MODES.map((mode) => `shell.sidePanel.modes.${mode}`),
      ...SKINS.map((skin) => `shell.layout.skins.${skin}`),
    ];
    expect(keys.filter((key) => !has(key))).toEqual([]);
  });

  it('gives every page an icon PrimeIcons draws, for the title of a page the menu does not name', async () => {
    const icons = await readFile(createRequire(import.meta.url).resolve('primeicons/primeicons.css'), 'utf8');
    const drawn = (icon: string) => /^pi pi-[\w-]+$/.test(icon) && icons.includes(`.${icon.slice(3)}:before`);
    const pages = shellRoutes.filter((route) => route.area);
    expect(pages.filter((route) => !drawn(route.icon ?? '')).map((route) => route.path)).toEqual([]);
  });

  it('leads every route of the shell to a page: its own, or the one its redirect names', () => {
    const lands = (path: string) => {
      const match = matchRoutes(routes, path)?.[0];
      const route = shellRoutes.find((r) => r.path === match?.route.path);
      if (!route || !match) return 'nowhere';
      if (route.area) return route.path;
      const target = shellRoutes.find((r) => r.path === matched(`/${route.redirect(match.params)}`));
      return target?.area ? target.path : 'nowhere';
    };
    const cases: Record<string, string> = {
      '/contact/1': 'contact/1',
      '/contact/4': 'contact/4',
      '/users': 'admin/*',
      '/smartadmin/app-layouts': 'home',
      '/smartadmin': 'home',
      '/app-views/profile': 'myAccount',
      '/app-views/search': 'miscellaneous/search',
      '/app-views/blog': 'home',
    };
    for (const [path, route] of Object.entries(cases)) expect(lands(path), path).toBe(route);
    const nowhere = shellRoutes
      .map((r) => `/${r.path.replace(/:\w+/g, '1').replace(/\*$/, 'x')}`)
      .filter((path) => lands(path) === 'nowhere');
    expect(nowhere).toEqual([]);
  });

  it('leads the theme app views to the page that does the same', () => {
    expect(appViewTarget({ '*': 'profile' })).toBe('myAccount');
    expect(appViewTarget({ '*': 'search' })).toBe('miscellaneous/search');
    expect(appViewTarget({ '*': 'gallery/2' })).toBe('home');
    expect(appViewTarget({ '*': '' })).toBe('home');
  });

  it('gives the admin pages their breadcrumbs', () => {
    expect(adminPageTitle({ '*': '' })).toEqual(['admin']);
    expect(adminPageTitle({ '*': 'users' })).toEqual(['admin', 'adminUsers']);
    expect(adminPageTitle({ '*': 'reference/brand' })).toEqual([
      'admin',
      'referenceData',
      'shell.referenceKinds.brand',
    ]);
  });
});
