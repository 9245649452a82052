import * as z from '../../zod';
import { knownClaims } from '../../claims';
import {
  pictureKinds,
  referenceKinds,
  type referenceRecordSchema,
  referenceSaveSchema,
  type ReferenceKindName,
} from '../../reference/kinds';
import { answers, defineRoute, type RouteDefinition } from '../route';
import { uploadRequestSchema } from '../schemas/common';
import type { documentUploadSchema } from '../answers/documents';
import type { deletedAnswer } from '../answers/common';
import { tableQuery, type pagedResult } from '../wrapper';
import { tacticImageUploads } from '../../uploads';
import * as contractMessages from '../contractMessages';
import { lazySchema } from '../../lazySchema';

/** Where the spec puts each reference kind's calls (spec 01, section 7); deletes and unlisted paths are ours. */
export const referencePaths: Record<
  ReferenceKindName,
  { list: string; get: string; save: string; update?: string; delete: string }
> = {
  fiscalYear: {
    list: 'fiscal-year',
    get: 'fiscal-year/edit/{id}',
    save: 'fiscal-year',
    update: 'fiscal-year',
    delete: 'fiscal-year/{id}',
  },
  strategicBusinessInitiative: {
    list: 'StrategicBusinesInitiative',
    get: 'StrategicBusinesInitiative/edit/{id}',
    save: 'StrategicBusinesInitiative',
    update: 'StrategicBusinesInitiative',
    delete: 'StrategicBusinesInitiative/{id}',
  },
  bigCategory: {
    list: 'categories/big-categories',
    get: 'categories/big-categories/{id}',
    save: 'categories/big-categories',
    delete: 'categories/big-categories/{id}',
  },
  category: { list: 'categories', get: 'categories/{id}', save: 'categories', delete: 'categories/{id}' },
  sector: { list: 'sectors', get: 'sectors/{id}', save: 'sectors', delete: 'sectors/{id}' },
  subSector: {
    list: 'sectors/sub-sector',
    get: 'sectors/sub-sector/{id}',
    save: 'sectors/sub-sector',
    delete: 'sectors/sub-sector/{id}',
  },
  country: {
    list: 'reference/countries',
    get: 'reference/countries/{id}',
    save: 'reference/countries',
    delete: 'reference/countries/{id}',
  },
  state: {
    list: 'reference/states',
    get: 'reference/states/{id}',
    save: 'reference/states',
    delete: 'reference/states/{id}',
  },
  deliveryMethod: {
    list: 'reference/delivery-methods',
    get: 'reference/delivery-methods/{id}',
    save: 'reference/delivery-methods',
    delete: 'reference/delivery-methods/{id}',
  },
  manufacturer: {
    list: 'production/manufactures',
    get: 'production/manufactures/{id}',
    save: 'production/manufacturer',
    delete: 'production/manufacturer/{id}',
  },
  productionProcessing: {
    list: 'production/productionprocessing',
    get: 'production/productionprocessing/{id}',
    save: 'production/productionprocessing',
    delete: 'production/productionprocessing/{id}',
  },
  brand: { list: 'brands', get: 'brands/edit/{id}', save: 'brands', update: 'brands', delete: 'brands/{id}' },
  retailer: {
    list: 'retailers',
    get: 'retailers/edit/{id}',
    save: 'retailers',
    update: 'retailers',
    delete: 'retailers/{id}',
  },
  contact: { list: 'ccrcontact', get: 'ccrcontact/edit/{id}', save: 'ccrcontact', delete: 'ccrcontact/{id}' },
  themeCategory: {
    list: 'campaigns/lookup/theme-categories',
    get: 'campaigns/theme-categories/{id}',
    save: 'campaigns/theme-categories',
    delete: 'campaigns/theme-categories/{id}',
  },
  tacticType: {
    list: 'tactics/lookup/tactic-types',
    get: 'tactics/lookup/tactic-types/{id}',
    save: 'tactics/lookup/tactic-types',
    delete: 'tactics/lookup/tactic-types/{id}',
  },
  productType: {
    list: 'tactics/lookup/producttypes',
    get: 'tactics/lookup/producttypes/{id}',
    save: 'tactics/lookup/producttypes',
    delete: 'tactics/lookup/producttypes/{id}',
  },
  componentType: {
    list: 'programtactics/lookup/component-type',
    get: 'programtactics/lookup/component-type/{id}',
    save: 'programtactics/lookup/component-type',
    delete: 'programtactics/lookup/component-type/{id}',
  },
  tactic: { list: 'tactics/all', get: 'tactics/edit/{id}', save: 'tactics', update: 'tactics', delete: 'tactics/{id}' },
  campaignTheme: { list: 'campaigns/all', get: 'campaigns/{id}', save: 'campaigns', delete: 'campaigns/{id}' },
};

type ReferenceOperation = 'list' | 'get' | 'save' | 'update' | 'delete';
export type ReferenceRouteName = `reference.${ReferenceKindName}.${ReferenceOperation}`;
type ReferenceRoute = RouteDefinition & { family: 'reference' };
/** A reference record's schema: the routes below are typed by the kind's name only (`ReferenceRoute`). */
type RecordSchema = ReturnType<typeof referenceRecordSchema>;

const referenceIdParams = (kind: ReferenceKindName) =>
  z.object({
    id:
      referenceKinds[kind].id.type === 'number'
        ? z.coerce
            .number({ error: contractMessages.idNotANumber })
            .check(z.int(), z.positive(contractMessages.idNotANumber))
        : z.string().check(z.regex(/^[A-Z0-9]{2,3}$/, contractMessages.unknownCode)),
  });

/** Comma-separated ids (`1,4,7`) of a list field: a record matches when its list holds any of them. */
const idList = /* @__PURE__ */ lazySchema(() =>
  z.optional(
    z.pipe(
      z.string().check(z.regex(/^\d{1,10}(,\d{1,10}){0,49}$/, contractMessages.idList)),
      z.transform((text) => text.split(',').map(Number)),
    ),
  ),
);

/**
 * The list query: the table query, an `active` filter, and a filter per field that points at another kind
 * (one id, or for list fields such as a theme's brands, several).
 */
const referenceListQuery = (kind: ReferenceKindName) =>
  z.extend(tableQuery, {
    active: z.optional(z.enum(['true', 'false'])),
    ...Object.fromEntries(
      referenceKinds[kind].references.map((r) => [
        r.field,
        'many' in r && r.many
          ? idList
          : referenceKinds[r.kind as ReferenceKindName].id.type === 'number'
            ? z.optional(z.coerce.number().check(z.int(), z.positive()))
            : z.optional(z.string().check(z.maxLength(3))),
      ]),
    ),
  });

function routesOfKind(kind: ReferenceKindName): [ReferenceRouteName, ReferenceRoute][] {
  const { label, plural } = referenceKinds[kind];
  const paths = referencePaths[kind];
  const manage = knownClaims.manageReferenceData;
  const list: [ReferenceRouteName, ReferenceRoute][] = [
    [
      `reference.${kind}.list`,
      {
        method: 'GET',
        path: paths.list,
        family: 'reference',
        access: 'signed-in',
        query: lazySchema(() => referenceListQuery(kind)),
        response: answers<ReturnType<typeof pagedResult<RecordSchema>>>(),
        summary: `Paged, sorted, searched list of ${plural}.`,
      },
    ],
    [
      `reference.${kind}.get`,
      {
        method: 'GET',
        path: paths.get,
        family: 'reference',
        access: 'signed-in',
        params: lazySchema(() => referenceIdParams(kind)),
        response: answers<RecordSchema>(),
        summary: `One ${label.toLowerCase()}.`,
      },
    ],
    [
      `reference.${kind}.save`,
      {
        method: 'POST',
        path: paths.save,
        family: 'reference',
        access: manage,
        body: lazySchema(() => referenceSaveSchema(kind)),
        response: answers<RecordSchema>(),
        summary: `Creates a ${label.toLowerCase()}, or updates it when the body has an id and version.`,
      },
    ],
    [
      `reference.${kind}.delete`,
      {
        method: 'DELETE',
        path: paths.delete,
        family: 'reference',
        access: manage,
        params: lazySchema(() => referenceIdParams(kind)),
        response: answers<typeof deletedAnswer>(),
        summary: `Deletes a ${label.toLowerCase()} nothing points at; otherwise 409 with the reason.`,
      },
    ],
  ];
  if (paths.update) {
    list.push([
      `reference.${kind}.update`,
      {
        method: 'PUT',
        path: paths.update,
        family: 'reference',
        access: manage,
        body: lazySchema(() => referenceSaveSchema(kind)),
        response: answers<RecordSchema>(),
        summary: `Updates a ${label.toLowerCase()} read at the given version.`,
      },
    ]);
  }
  return list;
}

export const referenceRoutes = Object.fromEntries(
  (Object.keys(referenceKinds) as ReferenceKindName[]).flatMap(routesOfKind),
) as Record<ReferenceRouteName, ReferenceRoute>;

/**
 * The picture of a catalog tactic or campaign theme (docs/decisions.md, 'Reference pictures'): a presigned upload
 * of an image, with the limits of a program tactic's picture; saving the record with the answer's id as its
 * `documentId` makes it the record's picture. Asked before the record exists, so a new record can have one too.
 */
export const referencePictureRoutes = {
  'reference.uploadPicture': defineRoute({
    method: 'POST',
    path: 'reference/pictures',
    family: 'reference',
    access: knownClaims.manageReferenceData,
    body: lazySchema(() =>
      z.extend(uploadRequestSchema(tacticImageUploads), {
        kind: z.enum(pictureKinds, { error: contractMessages.tacticOrTheme }),
      }),
    ),
    response: answers<typeof documentUploadSchema>(),
    summary: "A presigned upload of a catalog tactic's or campaign theme's picture (an image, 50 MB at most).",
  }),
};
