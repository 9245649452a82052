import * as z from '../../zod';
import { knownClaims } from '../../claims';
import { answers, defineRoute } from '../route';
import { uploadRequestSchema, programIdParams } from '../schemas/common';
import type { documentUploadSchema } from '../answers/documents';
import {
  addComponentSchema,
  componentIdParams,
  addProgramTacticSchema,
  programTacticIdParams,
  removeProgramTacticQuery,
  updateProgramTacticSchema,
  createProgramSchema,
  programListQuery,
  myCampaignsQuery,
  saveFundingSourcesSchema,
  copyProgramSchema,
  transitionBodySchema,
  approverLookupQuery,
  updateProgramSchema,
} from '../schemas/programs';
import type {
  componentSchema,
  budgetSummarySchema,
  cartSchema,
  programTacticSchema,
  checkResultSchema,
  programDetailsSchema,
  programListPageSchema,
} from '../answers/programs';
import { componentFileUploads } from '../../uploads';
import * as contractMessages from '../contractMessages';
import * as fieldLabels from '../fieldLabels';
import * as fieldMessages from '../../reference/fieldMessages';
import { inputMessages } from '../../messages';
import type {
  programsCanSubmitAnswer,
  programsApproversAnswer,
  programsAuditAnswer,
  programsAllocationRemainingAnswer,
  componentsFilesAnswer,
  programsStatusConfigAnswer,
  programsOverviewAnswer,
} from '../answers/programs';
import { lazySchema } from '../../lazySchema';

const view = knownClaims.viewPrograms;
const transition = (path: string, claim: { resource: string; operation: string }, summary: string) =>
  defineRoute({
    method: 'POST',
    path,
    family: 'programs',
    access: claim,
    params: programIdParams,
    body: transitionBodySchema,
    response: answers<typeof programDetailsSchema>(),
    summary,
  });

/** Programs: create, edit, funding, lifecycle and lists (spec 02, section 7). */
export const programRoutes = {
  'programs.create': defineRoute({
    method: 'POST',
    path: 'programs',
    family: 'programs',
    access: view,
    body: createProgramSchema,
    response: answers<typeof programDetailsSchema>(),
    summary: 'Creates a program (status 10) with its funding sources.',
  }),
  'programs.get': defineRoute({
    method: 'GET',
    path: 'programs/{id}',
    family: 'programs',
    access: view,
    params: programIdParams,
    response: answers<typeof programDetailsSchema>(),
    summary: 'The program with its funding sources, read in one Query.',
  }),
  'programs.details': defineRoute({
    method: 'GET',
    path: 'programs/{id}/programdetails',
    family: 'programs',
    access: view,
    params: programIdParams,
    response: answers<typeof programDetailsSchema>(),
    summary: 'Program details (same aggregate).',
  }),
  'programs.update': defineRoute({
    method: 'POST',
    path: 'programs/{id}',
    family: 'programs',
    access: view,
    params: programIdParams,
    body: updateProgramSchema,
    response: answers<typeof programDetailsSchema>(),
    summary: "Updates the program's fields at the version read.",
  }),
  'programs.saveFundingSources': defineRoute({
    method: 'POST',
    path: 'programs/{id}/save-funding-sources',
    family: 'programs',
    access: view,
    params: programIdParams,
    body: saveFundingSourcesSchema,
    response: answers<typeof programDetailsSchema>(),
    summary: 'Replaces the funding sources (status 10 or 80 only).',
  }),
  'programs.copy': defineRoute({
    method: 'POST',
    path: 'programs/copy',
    family: 'programs',
    access: view,
    body: copyProgramSchema,
    response: answers<typeof programDetailsSchema>(),
    summary:
      "Copies a program (name prefixed 'Copy of - ') with its funding sources and tactics, as a new program; the fields and funding sources given replace the source's on the copy, checked as a create's.",
  }),
  'programs.additional': defineRoute({
    method: 'POST',
    path: 'programs/crete-new-additionl',
    family: 'programs',
    access: view,
    body: lazySchema(() =>
      z.object({
        programId: z.number({ error: fieldMessages.required(fieldLabels.program) }).check(z.int(), z.positive()),
        filters: z._default(
          z
            .array(
              z.object({
                parameter: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
                value: z.string().check(z.trim(), z.maxLength(500)),
              }),
            )
            .check(z.maxLength(50)),
          [],
        ),
      }),
    ),
    response: answers<typeof programDetailsSchema>(),
    summary:
      'An additional program beside an existing one: same retailer, budget year, theme, driver, stores and funding sources, no tactics; the filters are kept in its note.',
  }),
  'programs.prefill': defineRoute({
    method: 'POST',
    path: 'programs/prefill/{id}',
    family: 'programs',
    access: view,
    params: lazySchema(() =>
      z.object({
        id: z.coerce
          .number({ error: contractMessages.unknownCampaignTheme })
          .check(z.int(), z.positive(contractMessages.unknownCampaignTheme)),
      }),
    ),
    body: lazySchema(() =>
      z.pick(createProgramSchema, {
        retailerId: true,
        fiscalYear: true,
        accountLocations: true,
        fundingSources: true,
      }),
    ),
    response: answers<typeof programDetailsSchema>(),
    summary: "Creates a program prefilled from a theme of type 2: the theme's name, dates, description and tactics.",
  }),
  'programs.submit': transition('programs/{id}/submit', knownClaims.submitProgram, 'Submits the program for approval.'),
  'programs.approve': transition('programs/{id}/approve', knownClaims.approveProgram, 'Approves a submitted program.'),
  'programs.reject': transition(
    'programs/{id}/reject-program',
    knownClaims.approveProgram,
    'Rejects a submitted program, with notes.',
  ),
  'programs.cancel': transition('programs/{id}/cancel', knownClaims.submitProgram, 'Cancels the program.'),
  'programs.close': transition('programs/{id}/close', knownClaims.approveProgram, 'Closes an approved program.'),
  'programs.revise': transition(
    'programs/{id}/revise',
    knownClaims.reviseProgram,
    'Reopens an approved or rejected program for planning (status 80).',
  ),
  'programs.deactivate': transition('programs/de-activate/{id}', knownClaims.submitProgram, 'Deactivates the program.'),
  'programs.delete': transition('programs/delete-program/{id}', knownClaims.submitProgram, 'Deletes a new program.'),
  'programs.canDelete': defineRoute({
    method: 'GET',
    path: 'programs/check-candelete/{id}',
    family: 'programs',
    access: view,
    params: programIdParams,
    response: answers<typeof checkResultSchema>(),
    summary: "'DELETE' when the program may be deleted, otherwise the reason.",
  }),
  'programs.canDeactivate': defineRoute({
    method: 'GET',
    path: 'programs/check-candeactivate/{id}',
    family: 'programs',
    access: view,
    params: programIdParams,
    response: answers<typeof checkResultSchema>(),
    summary: "'DEACTIVATE' when the program may be deactivated, otherwise the reason.",
  }),
  'programs.canSubmit': defineRoute({
    method: 'GET',
    path: 'programs/can-submit/{id}',
    family: 'programs',
    access: view,
    params: programIdParams,
    response: answers<typeof programsCanSubmitAnswer>(),
    summary: 'Whether the program may be submitted now, and why not.',
  }),
  'programs.approvers': defineRoute({
    method: 'GET',
    path: 'programs/{id}/approvers',
    family: 'programs',
    access: knownClaims.submitProgram,
    params: programIdParams,
    query: approverLookupQuery,
    response: answers<typeof programsApproversAnswer>(),
    summary:
      "The Approvers modal's typeahead: active users who may approve the program (Finalize/Approve, the program's retailer), by e-mail or name (at most 20).",
  }),
  'programs.audit': defineRoute({
    method: 'GET',
    path: 'programs/{id}/audit',
    family: 'programs',
    access: view,
    params: programIdParams,
    response: answers<typeof programsAuditAnswer>(),
    summary: 'The audit trail: every status and budget change, who, when, from, to, notes.',
  }),
  'programs.allocationRemaining': defineRoute({
    method: 'GET',
    path: 'programs/{id}/allocation-remaining',
    family: 'programs',
    access: view,
    params: programIdParams,
    response: answers<typeof programsAllocationRemainingAnswer>(),
    summary:
      "Each brand's remaining allocation at the program's retailer and budget year: allocated less what other programs plan.",
  }),
  'programs.allocationRemainingAt': defineRoute({
    method: 'GET',
    path: 'programs/allocation-remaining',
    family: 'programs',
    access: view,
    query: lazySchema(() =>
      z.object({
        retailerId: z.coerce
          .number({ error: fieldMessages.required(fieldLabels.retailer) })
          .check(z.int(), z.positive(fieldMessages.required(fieldLabels.retailer))),
        fiscalYear: z.coerce
          .number({ error: fieldMessages.fiscalYearRequired })
          .check(z.int(), z.gte(2000), z.lte(2100)),
      }),
    ),
    response: answers<typeof programsAllocationRemainingAnswer>(),
    summary:
      "Each brand's remaining allocation at a retailer for a budget year, for a program not yet saved: allocated less what every program plans.",
  }),
  'programtactics.add': defineRoute({
    method: 'POST',
    path: 'programtactics',
    family: 'programs',
    access: view,
    body: addProgramTacticSchema,
    response: answers<typeof programDetailsSchema>(),
    summary: "Puts a catalog tactic into the program's cart, with its cost allocated to funding sources.",
  }),
  'programtactics.get': defineRoute({
    method: 'GET',
    path: 'programtactics/{id}',
    family: 'programs',
    access: view,
    params: programTacticIdParams,
    response: answers<typeof programTacticSchema>(),
    summary: 'One program tactic.',
  }),
  'programtactics.update': defineRoute({
    method: 'POST',
    path: 'programtactics/{id}',
    family: 'programs',
    access: view,
    params: programTacticIdParams,
    body: updateProgramTacticSchema,
    response: answers<typeof programDetailsSchema>(),
    summary: "Changes a program tactic's quantity, dates, description or allocation.",
  }),
  'programtactics.remove': defineRoute({
    method: 'DELETE',
    path: 'programtactics/{id}',
    family: 'programs',
    access: knownClaims.deleteProgramTactic,
    params: programTacticIdParams,
    query: removeProgramTacticQuery,
    response: answers<typeof programDetailsSchema>(),
    summary: 'Removes a tactic from the program (claim ProgramTactic/Delete).',
  }),
  'programtactics.canDelete': defineRoute({
    method: 'GET',
    path: 'programtactics/check-candelete/{id}',
    family: 'programs',
    access: view,
    params: programTacticIdParams,
    response: answers<typeof checkResultSchema>(),
    summary: "'DELETE' when the tactic may be removed, otherwise the reason.",
  }),
  'components.add': defineRoute({
    method: 'POST',
    path: 'programtactics/component',
    family: 'programs',
    access: view,
    body: addComponentSchema,
    response: answers<typeof programDetailsSchema>(),
    summary: 'Adds a component to a program tactic.',
  }),
  'components.get': defineRoute({
    method: 'GET',
    path: 'programtactics/component/{id}',
    family: 'programs',
    access: view,
    params: componentIdParams,
    response: answers<typeof componentSchema>(),
    summary: 'One component.',
  }),
  'components.canDelete': defineRoute({
    method: 'GET',
    path: 'programtactics/check-candelete-component/{id}',
    family: 'programs',
    access: view,
    params: componentIdParams,
    response: answers<typeof checkResultSchema>(),
    summary: "'DELETE' when the component may be removed, otherwise the reason.",
  }),
  'components.delete': defineRoute({
    method: 'POST',
    path: 'programtactics/delete-component/{id}',
    family: 'programs',
    access: knownClaims.deleteProgramTactic,
    params: componentIdParams,
    body: lazySchema(() =>
      z.object({ version: z.number({ error: inputMessages.versionRequired }).check(z.int(), z.gte(1)) }),
    ),
    response: answers<typeof programDetailsSchema>(),
    summary: 'Removes a component (claim ProgramTactic/Delete).',
  }),
  'components.files': defineRoute({
    method: 'GET',
    path: 'programtactics/component-files/{id}',
    family: 'programs',
    access: view,
    params: componentIdParams,
    response: answers<typeof componentsFilesAnswer>(),
    summary: "A component's files.",
  }),
  'components.upload': defineRoute({
    method: 'POST',
    path: 'programtactics/component/{id}/upload',
    family: 'programs',
    access: knownClaims.uploadDocument,
    params: componentIdParams,
    body: lazySchema(() => uploadRequestSchema(componentFileUploads)),
    response: answers<typeof documentUploadSchema>(),
    summary: 'A presigned upload of a file to the component (50 MB at most).',
  }),
  'components.deleteFile': defineRoute({
    method: 'POST',
    path: 'programtactics/component/deleteFile',
    family: 'programs',
    access: view,
    body: lazySchema(() =>
      z.object({
        componentId: componentIdParams.shape.id,
        key: z.string().check(z.uuid(contractMessages.unknownFile)),
      }),
    ),
    response: answers<typeof componentsFilesAnswer>(),
    summary: "Removes a file from the component's list.",
  }),
  'programs.cart': defineRoute({
    method: 'GET',
    path: 'programs/{id}/cart-tactics',
    family: 'programs',
    access: view,
    params: programIdParams,
    response: answers<typeof cartSchema>(),
    summary: 'The cart: tactics grouped by delivery method, with costs, total and budget.',
  }),
  'programs.cartSummary': defineRoute({
    method: 'GET',
    path: 'programs/{id}/tacticcartsummary',
    family: 'programs',
    access: view,
    params: programIdParams,
    response: answers<typeof budgetSummarySchema>(),
    summary: 'What each funding source has left after the cart, and overspend warnings.',
  }),
  'programs.statusConfig': defineRoute({
    method: 'GET',
    path: 'programs/status-config',
    family: 'programs',
    access: view,
    response: answers<typeof programsStatusConfigAnswer>(),
    summary: 'The program statuses, for filters and labels.',
  }),
  'programs.overview': defineRoute({
    method: 'GET',
    path: 'programs/overview',
    family: 'programs',
    access: view,
    query: lazySchema(() =>
      z.object({
        retailerId: z.coerce
          .number({ error: fieldMessages.required(fieldLabels.retailer) })
          .check(z.int(), z.positive(fieldMessages.required(fieldLabels.retailer))),
        brandId: z.coerce
          .number({ error: fieldMessages.required(fieldLabels.brand) })
          .check(z.int(), z.positive(fieldMessages.required(fieldLabels.brand))),
        budgetYear: z.coerce
          .number({ error: fieldMessages.fiscalYearRequired })
          .check(z.int(), z.gte(2000), z.lte(2100)),
      }),
    ),
    response: answers<typeof programsOverviewAnswer>(),
    summary:
      "A retailer's programs of a budget year that a brand funds, with the brand's targets and what its tactics use.",
  }),
  'campaigns.myCampaigns': defineRoute({
    method: 'GET',
    path: 'campaigns/MyCampaignsContainer',
    family: 'programs',
    access: knownClaims.viewCampaigns,
    query: myCampaignsQuery,
    response: answers<typeof programListPageSchema>(),
    summary: 'The programs the signed-in user created, newest first, with their theme and status.',
  }),
  'programs.statusList': defineRoute({
    method: 'GET',
    path: 'programs/status-list',
    family: 'programs',
    access: view,
    query: programListQuery,
    response: answers<typeof programListPageSchema>(),
    summary: 'Programs of a budget year (optionally one retailer), newest first, paged in DynamoDB.',
  }),
};
