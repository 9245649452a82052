import * as z from '../../zod';
import { knownClaims } from '../../claims';
import { answers, defineRoute } from '../route';
import { tableQuery } from '../wrapper';
import * as contractMessages from '../contractMessages';
import * as fieldLabels from '../fieldLabels';
import * as fieldMessages from '../../reference/fieldMessages';
import { inputMessages } from '../../messages';
import type {
  retailersBrandsAnswer,
  retailersActiveAnswer,
  retailersActivePagedAnswer,
  retailersAccountLocationsAnswer,
  retailersUpdateFlagsAnswer,
} from '../answers/retailers';
import { lazySchema } from '../../lazySchema';

const retailerId = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.coerce
      .number({ error: contractMessages.idNotANumber })
      .check(z.int(), z.positive(contractMessages.idNotANumber)),
  }),
);

/** Retailer calls beyond the generic reference ones (spec 01, section 7). */
export const retailerRoutes = {
  'retailers.brands': defineRoute({
    method: 'GET',
    path: 'retailers/{id}/brands',
    family: 'reference',
    access: 'signed-in',
    params: retailerId,
    response: answers<typeof retailersBrandsAnswer>(),
    summary: "A retailer's brands.",
  }),
  'retailers.active': defineRoute({
    method: 'GET',
    path: 'retailers/active',
    family: 'reference',
    access: 'signed-in',
    response: answers<typeof retailersActiveAnswer>(),
    summary: 'Every active retailer the user may see.',
  }),
  'retailers.activePaged': defineRoute({
    method: 'GET',
    path: 'retailers/active-paged',
    family: 'reference',
    access: 'signed-in',
    query: tableQuery,
    response: answers<typeof retailersActivePagedAnswer>(),
    summary: 'Active retailers the user may see, paged (typeaheads).',
  }),
  'retailers.accountLocations': defineRoute({
    method: 'GET',
    path: 'retailers/account-location/lookup',
    family: 'reference',
    access: 'signed-in',
    query: lazySchema(() =>
      z.extend(tableQuery, {
        retailerId: z.coerce
          .number({ error: fieldMessages.required(fieldLabels.retailer) })
          .check(z.int(), z.positive(fieldMessages.required(fieldLabels.retailer))),
      }),
    ),
    response: answers<typeof retailersAccountLocationsAnswer>(),
    summary: "A retailer's account locations (stores), paged.",
  }),
  'retailers.updateFlags': defineRoute({
    method: 'POST',
    path: 'retailers/update-flags',
    family: 'reference',
    access: knownClaims.manageReferenceData,
    body: lazySchema(() =>
      z.object({
        id: z.number().check(z.int(), z.positive()),
        version: z.number({ error: inputMessages.versionRequired }).check(z.int(), z.gte(1)),
        isProperty: z.optional(z.boolean()),
        suppressEmailContacts: z.optional(z.boolean()),
        generateEmailReadyCopy: z.optional(z.boolean()),
        active: z.optional(z.boolean()),
      }),
    ),
    response: answers<typeof retailersUpdateFlagsAnswer>(),
    summary: "Changes a retailer's flags at the version read.",
  }),
  'sectors.retailers': defineRoute({
    method: 'GET',
    path: 'sectors/retailers/{id}',
    family: 'reference',
    access: 'signed-in',
    params: retailerId,
    response: answers<typeof retailersActiveAnswer>(),
    summary: 'The retailers of a sector that the user may see.',
  }),
};
