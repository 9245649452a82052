import type { FamilyRoutes } from '../route';
import { expenseRoutes } from '../routes/expenses';
import { mindshareRoutes } from '../routes/mindshare';
import { wireReportRoutes } from '../routes/wireReport';

/** The expenses family's routes: what its Lambda bundles (functions/expenses/handler.ts passes them to the kit). */
export const expensesFamily = {
  ...expenseRoutes,
  ...mindshareRoutes,
  ...wireReportRoutes,
} satisfies FamilyRoutes<'expenses'>;
