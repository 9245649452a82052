import { z } from 'zod';
import { knownClaims } from '../../claims';
import { defineRoute } from '../route';
import {
  addProgramTacticSchema,
  budgetSummarySchema,
  cartSchema,
  programTacticIdParams,
  programTacticSchema,
  removeProgramTacticQuery,
  updateProgramTacticSchema,
  auditEntrySchema,
  checkResultSchema,
  createProgramSchema,
  programDetailsSchema,
  programIdParams,
  programListQuery,
  myCampaignsQuery,
  programListRowSchema,
  saveFundingSourcesSchema,
  transitionBodySchema,
  updateProgramSchema,
} from '../schemas/programs';
import { pagedResult } from '../wrapper';

const view = knownClaims.viewPrograms;
const transition = (path: string, claim: { resource: string; operation: string }, summary: string) =>
  defineRoute({ method: 'POST', path, family: 'programs', access: claim, params: programIdParams, body: transitionBodySchema, response: programDetailsSchema, summary });

/** Programs: create, edit, funding, lifecycle and lists (spec 02, section 7). */
export const programRoutes = {
  'programs.create': defineRoute({ method: 'POST', path: 'programs', family: 'programs', access: view, body: createProgramSchema, response: programDetailsSchema, summary: 'Creates a program (status 10) with its funding sources.' }),
  'programs.get': defineRoute({ method: 'GET', path: 'programs/{id}', family: 'programs', access: view, params: programIdParams, response: programDetailsSchema, summary: 'The program with its funding sources, read in one Query.' }),
  'programs.details': defineRoute({ method: 'GET', path: 'programs/{id}/programdetails', family: 'programs', access: view, params: programIdParams, response: programDetailsSchema, summary: 'Program details (same aggregate).' }),
  'programs.update': defineRoute({ method: 'POST', path: 'programs/{id}', family: 'programs', access: view, params: programIdParams, body: updateProgramSchema, response: programDetailsSchema, summary: "Updates the program's fields at the version read." }),
  'programs.saveFundingSources': defineRoute({ method: 'POST', path: 'programs/{id}/save-funding-sources', family: 'programs', access: view, params: programIdParams, body: saveFundingSourcesSchema, response: programDetailsSchema, summary: 'Replaces the funding sources (status 10 or 80 only).' }),
  'programs.copy': defineRoute({
    method: 'POST',
    path: 'programs/copy',
    family: 'programs',
    access: view,
    body: z.object({ programId: z.number({ error: 'Program is required' }).int().positive() }),
    response: programDetailsSchema,
    summary: "Copies a program (name prefixed 'Copy of - ') with its funding sources and tactics, as a new program.",
  }),
  'programs.prefill': defineRoute({
    method: 'POST',
    path: 'programs/prefill/{id}',
    family: 'programs',
    access: view,
    params: z.object({ id: z.coerce.number({ error: 'Unknown campaign theme' }).int().positive('Unknown campaign theme') }),
    body: createProgramSchema.pick({ retailerId: true, fiscalYear: true, accountLocations: true, fundingSources: true }),
    response: programDetailsSchema,
    summary: "Creates a program prefilled from a theme of type 2: the theme's name, dates, description and tactics.",
  }),
  'programs.submit': transition('programs/{id}/submit', knownClaims.submitProgram, 'Submits the program for approval.'),
  'programs.approve': transition('programs/{id}/approve', knownClaims.approveProgram, 'Approves a submitted program.'),
  'programs.reject': transition('programs/{id}/reject-program', knownClaims.approveProgram, 'Rejects a submitted program, with notes.'),
  'programs.cancel': transition('programs/{id}/cancel', knownClaims.submitProgram, 'Cancels the program.'),
  'programs.close': transition('programs/{id}/close', knownClaims.approveProgram, 'Closes an approved program.'),
  'programs.revise': transition('programs/{id}/revise', knownClaims.reviseProgram, 'Reopens an approved or rejected program for planning (status 80).'),
  'programs.deactivate': transition('programs/de-activate/{id}', knownClaims.submitProgram, 'Deactivates the program.'),
  'programs.delete': transition('programs/delete-program/{id}', knownClaims.submitProgram, 'Deletes a new program.'),
  'programs.canDelete': defineRoute({ method: 'GET', path: 'programs/check-candelete/{id}', family: 'programs', access: view, params: programIdParams, response: checkResultSchema, summary: "'DELETE' when the program may be deleted, otherwise the reason." }),
  'programs.canDeactivate': defineRoute({ method: 'GET', path: 'programs/check-candeactivate/{id}', family: 'programs', access: view, params: programIdParams, response: checkResultSchema, summary: "'DEACTIVATE' when the program may be deactivated, otherwise the reason." }),
  'programs.canSubmit': defineRoute({ method: 'GET', path: 'programs/can-submit/{id}', family: 'programs', access: view, params: programIdParams, response: z.object({ canSubmit: z.boolean(), reason: z.string().nullable() }), summary: 'Whether the program may be submitted now, and why not.' }),
  'programs.audit': defineRoute({ method: 'GET', path: 'programs/{id}/audit', family: 'programs', access: view, params: programIdParams, response: z.array(auditEntrySchema), summary: 'The audit trail: every status and budget change, who, when, from, to, notes.' }),
  'programtactics.add': defineRoute({ method: 'POST', path: 'programtactics', family: 'programs', access: view, body: addProgramTacticSchema, response: programDetailsSchema, summary: "Puts a catalog tactic into the program's cart, with its cost allocated to funding sources." }),
  'programtactics.get': defineRoute({ method: 'GET', path: 'programtactics/{id}', family: 'programs', access: view, params: programTacticIdParams, response: programTacticSchema, summary: 'One program tactic.' }),
  'programtactics.update': defineRoute({ method: 'POST', path: 'programtactics/{id}', family: 'programs', access: view, params: programTacticIdParams, body: updateProgramTacticSchema, response: programDetailsSchema, summary: "Changes a program tactic's quantity, dates, description or allocation." }),
  'programtactics.remove': defineRoute({ method: 'DELETE', path: 'programtactics/{id}', family: 'programs', access: knownClaims.deleteProgramTactic, params: programTacticIdParams, query: removeProgramTacticQuery, response: programDetailsSchema, summary: 'Removes a tactic from the program (claim ProgramTactic/Delete).' }),
  'programtactics.canDelete': defineRoute({ method: 'GET', path: 'programtactics/check-candelete/{id}', family: 'programs', access: view, params: programTacticIdParams, response: checkResultSchema, summary: "'DELETE' when the tactic may be removed, otherwise the reason." }),
  'programs.cart': defineRoute({ method: 'GET', path: 'programs/{id}/cart-tactics', family: 'programs', access: view, params: programIdParams, response: cartSchema, summary: 'The cart: tactics grouped by delivery method, with costs, total and budget.' }),
  'programs.cartSummary': defineRoute({ method: 'GET', path: 'programs/{id}/tacticcartsummary', family: 'programs', access: view, params: programIdParams, response: budgetSummarySchema, summary: 'What each funding source has left after the cart, and overspend warnings.' }),
  'campaigns.myCampaigns': defineRoute({
    method: 'GET',
    path: 'campaigns/MyCampaignsContainer',
    family: 'programs',
    access: knownClaims.viewCampaigns,
    query: myCampaignsQuery,
    response: pagedResult(programListRowSchema).extend({ nextCursor: z.string().nullable() }),
    summary: 'The programs the signed-in user created, newest first, with their theme and status.',
  }),
  'programs.statusList': defineRoute({
    method: 'GET',
    path: 'programs/status-list',
    family: 'programs',
    access: view,
    query: programListQuery,
    response: pagedResult(programListRowSchema).extend({ nextCursor: z.string().nullable() }),
    summary: 'Programs of a budget year (optionally one retailer), newest first, paged in DynamoDB.',
  }),
};
