import * as z from '../../zod';
import { tacticMessages } from '../../tactics/tacticRules';
import { tableQuery } from '../wrapper';
import { calendarDate, listCursor, money, quantity } from './common';
import * as contractMessages from '../contractMessages';
import * as fieldLabels from '../fieldLabels';
import * as referenceFieldLabels from '../../reference/fieldLabels';
import * as fieldMessages from '../../reference/fieldMessages';
import { inputMessages } from '../../messages';
import { lazySchema } from '../../lazySchema';

/** The Create tactic modal and its lookups (spec 02, sections 2, 5 and 7; docs/decisions.md, 'Tactics'). */

const optionalId = /* @__PURE__ */ lazySchema(() => z.nullish(z.number().check(z.int(), z.positive())));
const text = (max: number) => z.nullish(z.string().check(z.trim(), z.maxLength(max, inputMessages.tooLong(max))));

/** One component tab. `id` names a component already saved (kept with its files); none: a new one. */
const componentInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.nullish(z.string().check(z.regex(/^c\d{1,4}$/, contractMessages.unknownComponent))),
    name: z.nullish(z.string({ error: tacticMessages.componentNameRequired }).check(z.trim(), z.maxLength(200))),
    componentTypeId: z.nullish(z.number({ error: tacticMessages.componentTypeRequired }).check(z.int(), z.positive())),
    description: text(2000),
    quantity: z.nullish(quantity()),
    vendorId: optionalId,
    childVendorId: optionalId,
    barcodeDestinationId: optionalId,
    mediaTypeId: optionalId,
    productionOptionId: optionalId,
    documentTypeId: optionalId,
    outputTypeId: optionalId,
  }),
);

/**
 * `tactics/save-program-tactic`: a tactic made in the program (not picked from the catalog), with its component
 * tabs, created (no programTacticId) or replaced whole at the program's version. Required fields are checked by
 * `tacticErrors` (shared/tactics/tacticRules.ts) so web and server answer the same messages.
 */
export const saveProgramTacticSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    programId: z.number({ error: fieldMessages.required(fieldLabels.program) }).check(z.int(), z.positive()),
    version: z.number({ error: inputMessages.versionRequired }).check(z.int(), z.gte(1)),
    programTacticId: z.nullish(z.string().check(z.regex(/^\d{1,12}-\d{1,6}$/, contractMessages.unknownProgramTactic))),
    tacticTypeId: z.nullish(
      z.number({ error: tacticMessages.typeRequired }).check(z.int(), z.positive(tacticMessages.typeRequired)),
    ),
    tacticName: text(200),
    sku: text(60),
    description: text(2000),
    purpose: text(2000),
    productTypeId: optionalId,
    deliveryMethodId: optionalId,
    shopTypeId: optionalId,
    tacticCategoryId: optionalId,
    parentTacticId: z.nullish(z.string().check(z.regex(/^\d{1,12}-\d{1,6}$/, contractMessages.unknownProgramTactic))),
    unitCost: z._default(
      money({ negative: fieldMessages.unitCostNegative }).check(z.lte(1_000_000, fieldMessages.unitCostTooLarge)),
      0,
    ),
    orderQuantity: z._default(quantity({ min: 1, minMessage: contractMessages.quantityAtLeastOne }), 1),
    startDate: z.nullish(calendarDate()),
    endDate: z.nullish(calendarDate()),
    components: z._default(
      z.array(componentInputSchema).check(z.maxLength(10, contractMessages.tooManyComponents)),
      [],
    ),
  }),
);

export const lookupOptionSchema = /* @__PURE__ */ lazySchema(() => z.object({ id: z.number(), name: z.string() }));

/** A lookup's query: the table query (searchTerm, pageIndex, pageSize, sortBy). */
export const lookupQuery = tableQuery;

export const validateSkuQuery = /* @__PURE__ */ lazySchema(() =>
  z.object({
    sku: z
      .string({ error: fieldMessages.required(referenceFieldLabels.sku) })
      .check(z.trim(), z.minLength(1, fieldMessages.required(referenceFieldLabels.sku)), z.maxLength(60)),
    /** The tactic being edited: a catalog tactic's id, or a program tactic's `{programId}-{seq}`. */
    tacticId: z.optional(z.string().check(z.regex(/^\d{1,12}(-\d{1,6})?$/, contractMessages.unknownTactic))),
    /** The program whose tactics share the SKU space of the catalog. */
    programId: z.optional(z.coerce.number().check(z.int(), z.positive())),
  }),
);

const idList = /* @__PURE__ */ lazySchema(() =>
  z.optional(
    z.pipe(
      z.string().check(z.regex(/^[\w-]{1,40}(,[\w-]{1,40}){0,99}$/, contractMessages.idList)),
      z.transform((t) => t.split(',')),
    ),
  ),
);

/** `tactics/thumbnails`: short-lived image links of catalog tactics, themes and program tactics. */
export const thumbnailsQuery = /* @__PURE__ */ lazySchema(() =>
  z.object({
    tacticIds: idList,
    themeIds: idList,
    programTacticIds: idList,
    width: z._default(z.coerce.number().check(z.int(), z.gte(16), z.lte(2000)), 300),
    height: z._default(z.coerce.number().check(z.int(), z.gte(16), z.lte(2000)), 200),
  }),
);

export const archiveBodySchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    version: z.number({ error: inputMessages.versionRequired }).check(z.int(), z.gte(1)),
    /** false restores an archived program. */
    archived: z._default(z.boolean(), true),
  }),
);
/** How many programs one `programs/archive-list` call archives at most (the web keeps its selection within it). */
export const ARCHIVE_LIST_MAX = 50;
export const archiveListQuery = /* @__PURE__ */ lazySchema(() =>
  z.object({
    programs: z.pipe(
      z
        .string({ error: contractMessages.chooseProgramsToArchive })
        .check(
          z.regex(
            new RegExp(`^\\d{1,12}(,\\d{1,12}){0,${ARCHIVE_LIST_MAX - 1}}$`),
            contractMessages.chooseProgramsToArchive,
          ),
        ),
      z.transform((t) => [...new Set(t.split(',').map(Number))]),
    ),
  }),
);

export const myProgramsQuery = /* @__PURE__ */ lazySchema(() =>
  z.extend(tableQuery, { cursor: z.optional(listCursor) }),
);

export const overviewDetailsQuery = /* @__PURE__ */ lazySchema(() =>
  z.object({
    programId: z.coerce
      .number({ error: fieldMessages.required(fieldLabels.program) })
      .check(z.int(), z.positive(fieldMessages.required(fieldLabels.program))),
    brandId: z.coerce
      .number({ error: fieldMessages.required(fieldLabels.brand) })
      .check(z.int(), z.positive(fieldMessages.required(fieldLabels.brand))),
  }),
);
