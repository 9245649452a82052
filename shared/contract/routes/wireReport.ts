import { knownClaims } from '../../claims';
import { answers, defineRoute } from '../route';
import { confirmWiresSchema, wireReportQuerySchema } from '../schemas/wireReport';
import type { confirmWiresResultSchema, wireReportPageSchema } from '../answers/wireReport';

const family = 'expenses' as const;

/** The wire report (spec 01, section 7): the payable PO lines and their confirmation by finance. */
export const wireReportRoutes = {
  'expenses.wireReport': defineRoute({
    method: 'GET',
    path: 'report/wire',
    family,
    access: knownClaims.viewExpenses,
    query: wireReportQuerySchema,
    response: answers<typeof wireReportPageSchema>(),
    summary: "The approved PO lines not yet confirmed (the user's retailers'), paged by cursor and searched.",
  }),
  'expenses.confirmWires': defineRoute({
    method: 'PUT',
    path: 'report/confirm-tus-report',
    family,
    access: knownClaims.approveExpenses,
    body: confirmWiresSchema,
    response: answers<typeof confirmWiresResultSchema>(),
    summary: 'Confirms the wire of each PO line given (approved, not yet confirmed; audited); answers per PO.',
  }),
};
