import { createElement, type ComponentType } from 'react';
import type { Params } from 'react-router-dom';
import type { RouteName } from '../../../shared/contract/routes';
import { CONTACT_VARIANTS } from '../lib/contactDesks';

type AreaModule = Promise<{ default: ComponentType }>;

/**
 * The page title chain of a route (spec 01: breadcrumbs come from the route's pageTitle data): translation keys
 * under `shell.routes`, or full keys (containing a dot) for texts elsewhere.
 */
export type PageTitle = string[] | ((params: Params) => string[]);

interface ShellRouteBase {
  /** Below `/`, in the spec's spelling. */
  path: string;
  pageTitle: PageTitle;
}

/** A route of the shell: a page of an area, loaded on demand, or a redirect; never neither. */
export type ShellRoute =
  | (ShellRouteBase & {
      area: () => AreaModule;
      /**
       * The PrimeIcons class beside the page's title when no menu entry names the page (a program's pages, tasks, a
       * request); a menu entry's icon, the administrator's choice, wins.
       */
      icon: string;
      /**
       * The contract route the page is made of: a user who may not call it (web/src/lib/claims.ts, the kit's rule)
       * is told the page is not theirs instead of meeting the API's 403. Null: a page for every signed-in user, or
       * one that checks its parts itself (home, administration, assets).
       */
      needs: RouteName | null;
      redirect?: never;
    })
  | (ShellRouteBase & {
      area?: never;
      icon?: never;
      /**
       * A route kept for the spec's route table that has no page of its own: where it leads instead (a path below
       * `/`, reached with `replace`). `docs/decisions.md` (Web client) says why each one leads where it does.
       */
      redirect: (params: Params) => string;
    });

const home = () => import('../areas/home').then((m) => ({ default: m.HomePage }));
const tasks = () => import('../areas/home').then((m) => ({ default: m.TasksPage }));
const notFound = () => import('../areas/miscellaneous').then((m) => ({ default: m.NotFoundPage }));
const serverError = () => import('../areas/miscellaneous').then((m) => ({ default: m.ServerErrorPage }));
const search = () => import('../areas/miscellaneous').then((m) => ({ default: m.SearchPage }));
const contact = () => import('../areas/miscellaneous').then((m) => ({ default: m.ContactPage }));
const admin = () => import('../areas/admin');
const account = () => import('../areas/account');
const campaigns = (page: 'CampaignLibraryPage') => () =>
  import('../areas/campaigns').then((m) => ({ default: m[page] }));
const programs =
  (
    page:
      | 'ProgramDetailsPage'
      | 'TacticCatalogPage'
      | 'CustomizePage'
      | 'FinalizePage'
      | 'ProgramOverviewPage'
      | 'PromoCodeRequestPage',
  ) =>
  () =>
    import('../areas/programs').then((m) => ({ default: m[page] }));
const lists = (page: 'ProgramStatusPage' | 'MyCampaignsPage') => () =>
  import('../areas/status').then((m) => ({ default: m[page] }));
const brands = (page: 'BrandsSummaryPage' | 'BrandAllocationPage' | 'RetailerSummaryPage') => () =>
  import('../areas/brands').then((m) => ({ default: m[page] }));
const reports = (page: 'ReportingPage' | 'DashboardPage') => () =>
  import('../areas/reports').then((m) => ({ default: m[page] }));
const calendar = (page: 'EventsCalendarPage' | 'MyPlannerPage') => () =>
  import('../areas/calendar').then((m) => ({ default: m[page] }));
const content = (page: 'GuidelinesPage' | 'ResourcesPage') => () =>
  import('../areas/content').then((m) => ({ default: m[page] }));
const retailerProfile = (page: 'RetailerProfilePage' | 'OwnerResidentPage' | 'DocumentLibraryPage') => () =>
  import('../areas/retailerProfile').then((m) => ({ default: m[page] }));
/** Distribution is the delivery area's step, under the programs area's header: the shell puts one in the other. */
const distribution = () =>
  Promise.all([import('../areas/programs'), import('../areas/delivery')]).then(([programs, delivery]) => ({
    default: () => createElement(programs.ProgramStepFrame, null, createElement(delivery.DistributionPage)),
  }));
const requests = (page: 'RequestListPage' | 'RequestDetailsPage' | 'MessagesPage') => () =>
  import('../areas/requests').then((m) => ({ default: m[page] }));

/** The admin area routes its own pages below /admin; their titles for the breadcrumbs. */
const adminPages: Record<string, string> = {
  roles: 'adminRoles',
  menus: 'adminMenus',
  'site-configuration': 'adminSiteConfiguration',
  'client-settings': 'adminClientSettings',
  users: 'adminUsers',
};

export function adminPageTitle(params: Params): string[] {
  const [page, kind] = (params['*'] ?? '').split('/');
  if (!page) return ['admin'];
  if (page === 'reference')
    return kind ? ['admin', 'referenceData', `shell.referenceKinds.${kind}`] : ['admin', 'referenceData'];
  return adminPages[page] ? ['admin', adminPages[page]] : ['admin'];
}

const expensePages = {
  po: 'PoListPage',
  do: 'DoListPage',
  coupon: 'CouponListPage',
  promo: 'PromoListPage',
  mindshare: 'MindshareListPage',
} as const;
const expenseLists = {
  po: 'expenses.listPo',
  do: 'expenses.listDo',
  coupon: 'expenses.listCoupon',
  promo: 'expenses.listPromo',
  mindshare: 'expenses.listMindshare',
} as const;
const expenses = (page: keyof typeof expensePages): ShellRoute => ({
  path: `expensemangement/${page}`,
  icon: 'pi pi-dollar',
  pageTitle: ['expenseManagement', `expenses_${page}`],
  needs: expenseLists[page],
  area: () => import('../areas/expenses').then((m) => ({ default: m[expensePages[page]] })),
});
const reconciliationPages = {
  po: 'PoReconciliationPage',
  do: 'DoReconciliationPage',
  coupon: 'CouponReconciliationPage',
  promo: 'PromoReconciliationPage',
} as const;
const reconciliationReads = {
  po: 'expenses.reconciliationPo',
  do: 'expenses.reconciliationDo',
  coupon: 'expenses.reconciliationCoupon',
  promo: 'expenses.reconciliationPromo',
} as const;
const reconciliation = (kind: keyof typeof reconciliationPages): ShellRoute => ({
  path: `${kind}/reconciliation/:id`,
  icon: 'pi pi-calculator',
  pageTitle: ['expenseManagement', `reconciliation_${kind}`],
  needs: reconciliationReads[kind],
  area: () => import('../areas/expenses').then((m) => ({ default: m[reconciliationPages[kind]] })),
});

/**
 * The theme's app views (spec 01: theme-provided pages; their screens are not shown) lead to the product's page
 * doing the same: the profile to My Account, search to the search page, anything else home.
 */
const appViewPages: Record<string, string> = {
  profile: 'myAccount',
  search: 'miscellaneous/search',
  timeline: 'home',
};
export function appViewTarget(params: Params): string {
  const [view] = (params['*'] ?? '').split('/');
  return (view && appViewPages[view]) || 'home';
}

/** Every route of the spec's route table inside the shell (spec 01, section 2). */
export const shellRoutes: ShellRoute[] = [
  { path: 'home', icon: 'pi pi-home', pageTitle: ['home'], needs: null, area: home },
  ...CONTACT_VARIANTS.map((variant) => ({
    path: `contact/${variant}`,
    icon: 'pi pi-phone',
    pageTitle: ['contact'],
    needs: null,
    area: contact,
  })),
  { path: 'myAccount', icon: 'pi pi-user', pageTitle: ['myAccount'], needs: null, area: account },
  {
    path: 'eventsCalendar',
    icon: 'pi pi-calendar',
    pageTitle: ['eventsCalendar'],
    needs: 'campaigns.eventsCalendar',
    area: calendar('EventsCalendarPage'),
  },
  { path: 'admin/*', icon: 'pi pi-cog', pageTitle: adminPageTitle, needs: null, area: admin },
  {
    path: 'mycampaigns',
    icon: 'pi pi-flag',
    pageTitle: ['myCampaigns'],
    needs: 'campaigns.myCampaigns',
    area: lists('MyCampaignsPage'),
  },
  {
    path: 'campaign-library',
    icon: 'pi pi-book',
    pageTitle: ['campaignLibrary'],
    needs: 'users.themeFavorites',
    area: campaigns('CampaignLibraryPage'),
  },
  {
    path: 'campaign-library/:id',
    icon: 'pi pi-book',
    pageTitle: ['campaignLibrary', 'campaignProgram'],
    needs: 'users.themeFavorites',
    area: campaigns('CampaignLibraryPage'),
  },
  {
    path: 'myplanner',
    icon: 'pi pi-calendar-plus',
    pageTitle: ['myPlanner'],
    needs: 'campaigns.eventsCalendar',
    area: calendar('MyPlannerPage'),
  },
  {
    path: 'tactic-catalog',
    icon: 'pi pi-shopping-cart',
    pageTitle: ['tacticCatalog'],
    needs: 'users.tacticFavorites',
    area: programs('TacticCatalogPage'),
  },
  {
    path: 'tactic-catalog/:programId',
    icon: 'pi pi-shopping-cart',
    pageTitle: ['tacticCatalog'],
    needs: 'users.tacticFavorites',
    area: programs('TacticCatalogPage'),
  },
  {
    path: 'tactic-catalog/:programId/customize/2',
    icon: 'pi pi-sliders-h',
    pageTitle: ['tacticCatalog', 'customize'],
    needs: 'programs.customizations',
    area: programs('CustomizePage'),
  },
  {
    path: 'tactic-catalog/:programId/finalize',
    icon: 'pi pi-check-circle',
    pageTitle: ['tacticCatalog', 'finalize'],
    needs: 'programs.cart',
    area: programs('FinalizePage'),
  },
  {
    path: 'tactic-catalog/:programId/finalize/distribution',
    icon: 'pi pi-truck',
    pageTitle: ['tacticCatalog', 'finalize', 'distribution'],
    needs: 'delivery.information',
    area: distribution,
  },
  {
    path: 'assets',
    icon: 'pi pi-images',
    pageTitle: ['assets'],
    needs: null,
    area: () => import('../areas/assets').then((m) => ({ default: m.AssetsPage })),
  },
  {
    path: 'assets/:type',
    icon: 'pi pi-images',
    pageTitle: ['assets'],
    needs: null,
    area: () => import('../areas/assets').then((m) => ({ default: m.AssetsPage })),
  },
  { path: 'smartadmin/*', pageTitle: ['smartadmin'], redirect: () => 'home' },
  { path: 'app-views/*', pageTitle: ['appViews'], redirect: appViewTarget },
  {
    path: 'miscellaneous/search',
    icon: 'pi pi-search',
    pageTitle: ['miscellaneous', 'search'],
    needs: null,
    area: search,
  },
  {
    path: 'miscellaneous/error404',
    icon: 'pi pi-exclamation-triangle',
    pageTitle: ['miscellaneous', 'error404'],
    needs: null,
    area: notFound,
  },
  {
    path: 'miscellaneous/error500',
    icon: 'pi pi-exclamation-circle',
    pageTitle: ['miscellaneous', 'error500'],
    needs: null,
    area: serverError,
  },
  {
    path: 'productionprocessing',
    icon: 'pi pi-box',
    pageTitle: ['productionProcessing'],
    needs: 'production.programs',
    area: () => import('../areas/production').then((m) => ({ default: m.ProductionPage })),
  },
  {
    path: 'brandssummary',
    icon: 'pi pi-chart-bar',
    pageTitle: ['brandsSummary'],
    needs: 'brands.summary',
    area: brands('BrandsSummaryPage'),
  },
  {
    path: 'brandallocation/:id',
    icon: 'pi pi-chart-pie',
    pageTitle: ['brandsSummary', 'brandAllocation'],
    needs: 'brands.allocation',
    area: brands('BrandAllocationPage'),
  },
  {
    path: 'retailersummary',
    icon: 'pi pi-shop',
    pageTitle: ['retailerSummary'],
    needs: 'retailers.summary',
    area: brands('RetailerSummaryPage'),
  },
  {
    path: 'programoverview/:retailerId/:brandId/:budgetYear',
    icon: 'pi pi-table',
    pageTitle: ['programOverview'],
    needs: 'programs.overview',
    area: programs('ProgramOverviewPage'),
  },
  {
    path: 'programdetails/:id',
    icon: 'pi pi-file',
    pageTitle: ['programDetails'],
    needs: 'programs.details',
    area: programs('ProgramDetailsPage'),
  },
  ...(Object.keys(expensePages) as (keyof typeof expensePages)[]).map(expenses),
  {
    path: 'promocoderequest/:id',
    icon: 'pi pi-ticket',
    pageTitle: ['promoCodeRequest'],
    needs: 'promos.ofProgram',
    area: programs('PromoCodeRequestPage'),
  },
  ...(['po', 'do', 'coupon', 'promo'] as const).map(reconciliation),
  { path: 'messages', icon: 'pi pi-envelope', pageTitle: ['messages'], needs: null, area: requests('MessagesPage') },
  {
    path: 'wirereport',
    icon: 'pi pi-money-bill',
    pageTitle: ['wireReport'],
    needs: 'expenses.wireReport',
    area: () => import('../areas/expenses').then((m) => ({ default: m.WireReportPage })),
  },
  {
    path: 'dashboard',
    icon: 'pi pi-th-large',
    pageTitle: ['dashboard'],
    needs: 'dashboard.dashboardOptions',
    area: reports('DashboardPage'),
  },
  {
    path: 'guidelines',
    icon: 'pi pi-info-circle',
    pageTitle: ['guidelines'],
    needs: 'content.get',
    area: content('GuidelinesPage'),
  },
  {
    path: 'resources',
    icon: 'pi pi-folder-open',
    pageTitle: ['resources'],
    needs: 'content.get',
    area: content('ResourcesPage'),
  },
  {
    path: 'reporting',
    icon: 'pi pi-chart-line',
    pageTitle: ['reporting'],
    needs: 'reports.reportList',
    area: reports('ReportingPage'),
  },
  // Ours (the spec names the task lists and their calls, not a page): the lists the home card and the bell lead to.
  { path: 'tasks', icon: 'pi pi-check-square', pageTitle: ['tasks'], needs: 'tasks.actionRequired', area: tasks },
  {
    path: 'communicationrequest',
    icon: 'pi pi-comments',
    pageTitle: ['communicationRequests'],
    needs: 'communicationRequests.list',
    area: requests('RequestListPage'),
  },
  {
    path: 'communicationrequest/:id',
    icon: 'pi pi-comment',
    pageTitle: ['communicationRequests', 'communicationRequest'],
    needs: 'communicationRequests.get',
    area: requests('RequestDetailsPage'),
  },
  {
    path: 'program-status',
    icon: 'pi pi-list',
    pageTitle: ['programStatus'],
    needs: 'programs.statusList',
    area: lists('ProgramStatusPage'),
  },
  {
    path: 'retailerprofile',
    icon: 'pi pi-id-card',
    pageTitle: ['retailerProfile'],
    needs: 'retailerProfile.get',
    area: retailerProfile('RetailerProfilePage'),
  },
  {
    path: 'retailerprofileownerresident',
    icon: 'pi pi-user',
    pageTitle: ['retailerProfile', 'ownerResident'],
    needs: 'retailerProfile.owners',
    area: retailerProfile('OwnerResidentPage'),
  },
  {
    path: 'retailerprofiledocumentlib',
    icon: 'pi pi-folder',
    pageTitle: ['retailerProfile', 'documentLibrary'],
    needs: 'retailerProfile.library',
    area: retailerProfile('DocumentLibraryPage'),
  },
  { path: 'users', pageTitle: ['admin', 'adminUsers'], redirect: () => 'admin/users' },
  {
    path: 'addressbook',
    icon: 'pi pi-map-marker',
    pageTitle: ['addressBook'],
    needs: 'delivery.addressBook',
    area: () => import('../areas/delivery').then((m) => ({ default: m.AddressBookPage })),
  },
];

/** The auth pages, outside the shell; only login is built. */
export const authPages = ['register', 'forgot', 'locked'] as const;

/** The full translation keys of a route's page titles. */
export function pageTitleKeys(pageTitle: PageTitle, params: Params): string[] {
  const keys = typeof pageTitle === 'function' ? pageTitle(params) : pageTitle;
  return keys.map((key) => (key.includes('.') ? key : `shell.routes.${key}`));
}
