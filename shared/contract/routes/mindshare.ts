import { knownClaims } from '../../claims';
import { answers, defineRoute } from '../route';
import type { expenseListPageSchema } from '../answers/expenses';
import {
  mindshareComponentParams,
  mindshareListQuerySchema,
  mindshareUpdateParams,
  mindshareUpdateQuery,
} from '../schemas/mindshare';
import type { mindshareComponentSchema } from '../answers/mindshare';

const family = 'expenses' as const;
const base = 'expensesmanagment';

/** Mindshare (spec 03, 'Expenses (prefix expensesmanagment)'): its list and a component's invoice assignment. */
export const mindshareRoutes = {
  'expenses.listMindshare': defineRoute({
    method: 'GET',
    path: `${base}/expenses-mindshare`,
    family,
    access: knownClaims.viewExpenses,
    query: mindshareListQuerySchema,
    response: answers<typeof expenseListPageSchema>(),
    summary: "The mindshare invoices the user may see (their retailers'), paged by cursor, searched and filtered.",
  }),
  'expenses.mindshareComponent': defineRoute({
    method: 'GET',
    path: `${base}/expenses-mindshare-component/{id}`,
    family,
    access: knownClaims.viewExpenses,
    params: mindshareComponentParams,
    response: answers<typeof mindshareComponentSchema>(),
    summary: "A component's mindshare invoices and its retailer's pending ones (the invoice-assignment modal).",
  }),
  'expenses.updateMindshareComponent': defineRoute({
    method: 'POST',
    path: `${base}/expenses-mindshare-update-component/{componentId}/{invoiceId}`,
    family,
    access: knownClaims.manageExpenses,
    params: mindshareUpdateParams,
    query: mindshareUpdateQuery,
    response: answers<typeof mindshareComponentSchema>(),
    summary: 'Assigns (selected=true) or unassigns a mindshare invoice on a component; answers the component.',
  }),
};
