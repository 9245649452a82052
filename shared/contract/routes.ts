import type { RouteDefinition } from './route';
import { accountRoutes } from './routes/account';
import { adminRoutes } from './routes/admin';
import { brandAllocationRoutes } from './routes/allocations';
import { assetRoutes } from './routes/assets';
import { campaignRoutes } from './routes/campaigns';
import { contentRoutes } from './routes/content';
import { communicationRoutes } from './routes/communication';
import { deliveryRoutes } from './routes/delivery';
import { documentRoutes } from './routes/documents';
import { inventoryRoutes } from './routes/inventory';
import { expenseRoutes } from './routes/expenses';
import { brandJobRoutes, programJobRoutes } from './routes/jobs';
import { mindshareRoutes } from './routes/mindshare';
import { productionRoutes } from './routes/production';
import { programRoutes } from './routes/programs';
import { promoCodeRoutes } from './routes/promoCodes';
import { reportRoutes } from './routes/reports';
import { referencePictureRoutes, referenceRoutes } from './routes/reference';
import { retailerProfileRoutes } from './routes/retailerProfile';
import { retailerRoutes } from './routes/retailers';
import { systemRoutes } from './routes/system';
import { tablePreferenceRoutes } from './routes/tablePreferences';
import { tacticRoutes } from './routes/tactics';
import { taskRoutes } from './routes/tasks';
import { userAdminRoutes } from './routes/userAdmin';
import { wireReportRoutes } from './routes/wireReport';

/**
 * The route contract: every API route of the product. Functions dispatch and validate from it, the CDK API
 * stack creates its routes from it, the local gateway serves it, the web client calls it by name, and the
 * contract tests enumerate it. A route missing here does not exist.
 *
 * A Lambda never imports this table: each family's handler takes its own part (shared/contract/families/), so its
 * bundle builds only its routes' schemas (docs/decisions.md, 'Lean bundles').
 */
export const routes = {
  ...systemRoutes,
  ...accountRoutes,
  ...documentRoutes,
  ...userAdminRoutes,
  ...adminRoutes,
  ...contentRoutes,
  ...retailerRoutes,
  ...retailerProfileRoutes,
  ...referenceRoutes,
  ...referencePictureRoutes,
  ...inventoryRoutes,
  ...programRoutes,
  ...productionRoutes,
  ...tacticRoutes,
  ...brandJobRoutes,
  ...brandAllocationRoutes,
  ...programJobRoutes,
  ...campaignRoutes,
  ...promoCodeRoutes,
  ...taskRoutes,
  ...tablePreferenceRoutes,
  ...reportRoutes,
  ...assetRoutes,
  ...communicationRoutes,
  ...deliveryRoutes,
  ...expenseRoutes,
  ...mindshareRoutes,
  ...wireReportRoutes,
} satisfies Record<string, RouteDefinition>;

export type RouteName = keyof typeof routes;
export type NamedRoute = RouteDefinition & { name: RouteName };
export const routeList: NamedRoute[] = Object.entries(routes).map(([name, route]) => ({
  name: name as RouteName,
  ...route,
}));
