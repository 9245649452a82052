import type { FamilyRoutes } from '../route';
import { expenseRoutes } from '../routes/expenses';

/** The expenses family's routes: what its Lambda bundles (functions/expenses/handler.ts passes them to the kit). */
export const expensesFamily = { ...expenseRoutes } satisfies FamilyRoutes<'expenses'>;
