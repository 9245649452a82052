import * as z from '../../zod';
import { knownClaims } from '../../claims';
import { answers, defineRoute } from '../route';
import { uploadRequestSchema, programIdParams } from '../schemas/common';
import type { documentUploadSchema } from '../answers/documents';
import { programTacticIdParams } from '../schemas/programs';
import type { programDetailsSchema, programListPageSchema } from '../answers/programs';
import {
  archiveBodySchema,
  archiveListQuery,
  lookupQuery,
  myProgramsQuery,
  overviewDetailsQuery,
  saveProgramTacticSchema,
  thumbnailsQuery,
  validateSkuQuery,
} from '../schemas/tactics';
import type { archiveListSchema, overviewDetailsSchema, validateSkuSchema } from '../answers/tactics';
import { tacticImageUploads } from '../../uploads';
import * as contractMessages from '../contractMessages';
import { inputMessages } from '../../messages';
import type {
  tacticsThumbnailsAnswer,
  tacticsLookupDeliveryMethodsAnswer,
  tacticsLookupStatusAnswer,
  tacticsLookupTacticsAnswer,
  tacticsLookupParentTacticsAnswer,
  componentsLookupVendorsAnswer,
  vendorsChildrenAnswer,
  lookupOptionsAnswer,
} from '../answers/tactics';
import { lazySchema } from '../../lazySchema';

const view = knownClaims.viewPrograms;
const lookup = (path: string, summary: string) =>
  defineRoute({
    method: 'GET',
    path,
    family: 'programs',
    access: view,
    query: lookupQuery,
    response: answers<typeof lookupOptionsAnswer>(),
    summary,
  });
const programTacticId = /* @__PURE__ */ lazySchema(() => programTacticIdParams.shape.id);

/**
 * The remaining program screens (spec 02, sections 2 and 7; docs/decisions.md, 'Tactics' and 'Archive and
 * drafts'): the Create tactic modal, its lookups and SKU check, the Delete Tactic action, tactic pictures and
 * thumbnails, archive, drafts and the overview's details. All in the programs family.
 */
export const tacticRoutes = {
  'tactics.saveProgramTactic': defineRoute({
    method: 'POST',
    path: 'tactics/save-program-tactic',
    family: 'programs',
    access: view,
    body: saveProgramTacticSchema,
    response: answers<typeof programDetailsSchema>(),
    summary: 'Creates or replaces a tactic made in the Create tactic modal, with its component tabs.',
  }),
  'programtactics.delete': defineRoute({
    method: 'POST',
    path: 'programtactics/delete/{id}',
    family: 'programs',
    access: knownClaims.deleteProgramTactic,
    params: programTacticIdParams,
    body: lazySchema(() =>
      z.object({ version: z.number({ error: inputMessages.versionRequired }).check(z.int(), z.gte(1)) }),
    ),
    response: answers<typeof programDetailsSchema>(),
    summary: 'Delete Tactic (claim ProgramTactic/Delete): only when the can-delete check answers DELETE.',
  }),
  'tactics.validateSku': defineRoute({
    method: 'GET',
    path: 'tactics/validate-sku',
    family: 'programs',
    access: view,
    query: validateSkuQuery,
    response: answers<typeof validateSkuSchema>(),
    summary: "Whether a SKU is free: not another catalog tactic's, nor another tactic's of the program.",
  }),
  'tactics.uploadImage': defineRoute({
    method: 'POST',
    path: 'programs/programtactic/{id}/upload',
    family: 'programs',
    access: knownClaims.uploadDocument,
    params: programTacticIdParams,
    body: lazySchema(() => uploadRequestSchema(tacticImageUploads)),
    response: answers<typeof documentUploadSchema>(),
    summary: "A presigned upload of a program tactic's picture (an image, 50 MB at most).",
  }),
  'tactics.thumbnails': defineRoute({
    method: 'GET',
    path: 'tactics/thumbnails',
    family: 'programs',
    access: view,
    query: thumbnailsQuery,
    response: answers<typeof tacticsThumbnailsAnswer>(),
    summary: 'Short-lived picture links of catalog tactics, themes and program tactics (300x200 by default).',
  }),
  'tactics.lookup.productionOptions': lookup('tactics/lookup/production-options', 'Production options.'),
  'tactics.lookup.documentTypes': lookup('tactics/lookup/documenttypes', 'Document types of a component.'),
  'tactics.lookup.outputTypes': lookup('tactics/lookup/outputtypes', 'Output types of a component.'),
  'tactics.lookup.shopTypes': lookup('tactics/lookup/shop-types', 'Shop types of a tactic.'),
  'tactics.lookup.tacticCategories': lookup('tactics/lookup/tacticcategory', "The catalog's tactic categories."),
  'tactics.lookup.deliveryMethods': defineRoute({
    method: 'GET',
    path: 'tactics/lookup/delivery-methods',
    family: 'programs',
    access: view,
    query: lazySchema(() =>
      z.extend(lookupQuery, {
        productionOptionId: z.optional(
          z.coerce.number({ error: contractMessages.unknownProductionOption }).check(z.int(), z.positive()),
        ),
      }),
    ),
    response: answers<typeof tacticsLookupDeliveryMethodsAnswer>(),
    summary: 'Active delivery methods (of one production option, or all).',
  }),
  'tactics.lookup.manufacturer': lookup('tactics/lookup/manufacturer', 'Active manufacturers.'),
  'tactics.lookup.status': defineRoute({
    method: 'GET',
    path: 'tactics/lookup/status',
    family: 'programs',
    access: view,
    query: lookupQuery,
    response: answers<typeof tacticsLookupStatusAnswer>(),
    summary: "Tactic order statuses (what tactics/orderstatus sets), in the flow's order.",
  }),
  'tactics.lookup.tactics': defineRoute({
    method: 'GET',
    path: 'tactics/lookup/tactics',
    family: 'programs',
    access: view,
    query: lookupQuery,
    response: answers<typeof tacticsLookupTacticsAnswer>(),
    summary: 'Catalog tactics by name or SKU.',
  }),
  'tactics.lookup.parentTactics': defineRoute({
    method: 'GET',
    path: 'tactics/lookup/parent-tactics',
    family: 'programs',
    access: view,
    query: lazySchema(() =>
      z.extend(lookupQuery, {
        programId: programIdParams.shape.id,
        programTacticId: z.optional(programTacticId),
      }),
    ),
    response: answers<typeof tacticsLookupParentTacticsAnswer>(),
    summary: "The program's tactics a tactic may hang under.",
  }),
  'tactics.lookup.childTactics': defineRoute({
    method: 'GET',
    path: 'tactics/lookup/child-tactics',
    family: 'programs',
    access: view,
    query: lazySchema(() => z.extend(lookupQuery, { programTacticId })),
    response: answers<typeof tacticsLookupParentTacticsAnswer>(),
    summary: "The program's tactics that hang under one of its tactics.",
  }),
  'components.lookup.vendors': defineRoute({
    method: 'GET',
    path: 'programtactics/lookup/vendors-paged',
    family: 'programs',
    access: view,
    query: lookupQuery,
    response: answers<typeof componentsLookupVendorsAnswer>(),
    summary: 'Vendors, paged.',
  }),
  'components.lookup.childVendors': defineRoute({
    method: 'GET',
    path: 'programtactics/lookup/vendors-child-paged',
    family: 'programs',
    access: view,
    query: lazySchema(() =>
      z.extend(lookupQuery, { vendorId: z.optional(z.coerce.number().check(z.int(), z.positive())) }),
    ),
    response: answers<typeof componentsLookupVendorsAnswer>(),
    summary: 'Sub vendors (of one vendor), paged.',
  }),
  'components.lookup.barcodeDestination': lookup('programtactics/lookup/barcode-destination', 'Barcode destinations.'),
  'components.lookup.mediaType': lookup('programtactics/lookup/media-type', 'Media types.'),
  'vendors.children': defineRoute({
    method: 'GET',
    path: 'vendors/child/{id}',
    family: 'programs',
    access: view,
    params: lazySchema(() =>
      z.object({
        id: z.coerce
          .number({ error: contractMessages.unknownVendor })
          .check(z.int(), z.positive(contractMessages.unknownVendor)),
      }),
    ),
    response: answers<typeof vendorsChildrenAnswer>(),
    summary: 'Every sub vendor of a vendor.',
  }),
  'programs.archive': defineRoute({
    method: 'PUT',
    path: 'programs/archive/{id}',
    family: 'programs',
    access: view,
    params: programIdParams,
    body: archiveBodySchema,
    response: answers<typeof programDetailsSchema>(),
    summary: 'Archives (or restores) a program not waiting for a decision.',
  }),
  'programs.archiveList': defineRoute({
    method: 'PUT',
    path: 'programs/archive-list',
    family: 'programs',
    access: view,
    query: archiveListQuery,
    response: answers<typeof archiveListSchema>(),
    summary: 'Archives several programs; says which were archived and why others were not.',
  }),
  'programs.draft': defineRoute({
    method: 'GET',
    path: 'programs/draft',
    family: 'programs',
    access: view,
    query: myProgramsQuery,
    response: answers<typeof programListPageSchema>(),
    summary: "The caller's new programs (drafts) not archived, newest first.",
  }),
  'programs.archived': defineRoute({
    method: 'GET',
    path: 'programs/archived',
    family: 'programs',
    access: view,
    query: myProgramsQuery,
    response: answers<typeof programListPageSchema>(),
    summary: "The caller's archived programs, newest first.",
  }),
  'programs.overviewDetails': defineRoute({
    method: 'GET',
    path: 'programs/overview-details',
    family: 'programs',
    access: view,
    query: overviewDetailsQuery,
    response: answers<typeof overviewDetailsSchema>(),
    summary: "One program of the overview: its tactics' cost on one brand, with the brand's targets.",
  }),
};
