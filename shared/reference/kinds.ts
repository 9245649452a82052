import * as z from '../zod';
import { calendarDate, money, quantity } from '../contract/schemas/common';
import { phoneNumber, requiredText } from '../contract/schemas/text';
import { isCalendarDate } from '../format/date';
import { campaignThemeType } from './themeTypes';
import * as labels from './fieldLabels';
import * as messages from './fieldMessages';
import { referenceKindFacts, type ReferenceKindFacts, type ReferenceKindName } from './kindFacts';
import { lazySchema } from '../lazySchema';

/**
 * Reference data: the lists every screen looks things up in. Each kind is declared once here, with its
 * editable fields and validation messages, what makes it unique, and which other kinds it points at. The
 * contract, the reference family's generic repository and the admin screens are all made from these.
 * The spec shows few of these fields ("fields not shown"); docs/decisions.md says what was chosen.
 */
const text = (label: string, max = 200) =>
  z
    .string({ error: messages.required(label) })
    .check(z.trim(), z.minLength(1, messages.required(label)), z.maxLength(max, messages.tooLong(label, max)));
const optionalText = (label: string, max = 500) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, messages.tooLong(label, max))));
const idRef = (label: string) =>
  z.number({ error: messages.required(label) }).check(z.int(), z.positive(messages.required(label)));
const optionalIdRef = () => z.optional(z.nullable(z.number().check(z.int(), z.positive())));
const isoDate = (label: string) => calendarDate(messages.required(label));
/** End on or after start; checked only when both are real dates (each bad one has its own message). */
const endNotBeforeStart = (f: { startDate: string; endDate: string }) =>
  !isCalendarDate(f.startDate) || !isCalendarDate(f.endDate) || f.endDate >= f.startDate;

/** A kind's facts with its editable fields and their validation. */
export interface ReferenceKind<F extends z.ZodMiniObject = z.ZodMiniObject> extends ReferenceKindFacts {
  fields: F;
}

const defineKind = <const K extends ReferenceKind>(kind: K) => kind;

export const referenceKinds = {
  fiscalYear: defineKind({
    ...referenceKindFacts.fiscalYear,
    fields: lazySchema(() =>
      z
        .object({
          fiscalYear: z
            .number({ error: messages.fiscalYearRequired })
            .check(z.int(), z.gte(2000, messages.fiscalYearRange), z.lte(2100, messages.fiscalYearRange)),
          startDate: isoDate(labels.startDate),
          endDate: isoDate(labels.endDate),
          isCurrent: z._default(z.boolean(), false),
          active: z._default(z.boolean(), true),
        })
        .check(z.refine(endNotBeforeStart, { path: ['endDate'], message: messages.endBeforeStart })),
    ),
  }),
  strategicBusinessInitiative: defineKind({
    ...referenceKindFacts.strategicBusinessInitiative,
    fields: lazySchema(() =>
      z.object({
        name: text(labels.name),
        description: optionalText(labels.description),
        active: z._default(z.boolean(), true),
      }),
    ),
  }),
  bigCategory: defineKind({
    ...referenceKindFacts.bigCategory,
    fields: lazySchema(() => z.object({ name: text(labels.name), active: z._default(z.boolean(), true) })),
  }),
  category: defineKind({
    ...referenceKindFacts.category,
    fields: lazySchema(() =>
      z.object({
        name: text(labels.name),
        bigCategoryId: idRef(labels.bigCategory),
        active: z._default(z.boolean(), true),
      }),
    ),
  }),
  sector: defineKind({
    ...referenceKindFacts.sector,
    fields: lazySchema(() =>
      z.object({
        name: text(labels.name),
        description: optionalText(labels.description),
        active: z._default(z.boolean(), true),
      }),
    ),
  }),
  subSector: defineKind({
    ...referenceKindFacts.subSector,
    fields: lazySchema(() =>
      z.object({
        name: text(labels.name),
        sectorId: idRef(labels.sector),
        active: z._default(z.boolean(), true),
      }),
    ),
  }),
  country: defineKind({
    ...referenceKindFacts.country,
    fields: lazySchema(() =>
      z.object({
        countryCode: requiredText(
          messages.required(labels.countryCode),
          z.regex(/^[A-Z]{2}$/, messages.countryCodeShape),
        ),
        name: text(labels.name),
      }),
    ),
  }),
  state: defineKind({
    ...referenceKindFacts.state,
    fields: lazySchema(() =>
      z.object({
        stateCode: requiredText(
          messages.required(labels.stateCode),
          z.regex(/^[A-Z0-9]{2,3}$/, messages.stateCodeShape),
        ),
        name: text(labels.name),
        countryCode: z
          .string({ error: messages.required(labels.country) })
          .check(z.regex(/^[A-Z]{2}$/, messages.required(labels.country))),
      }),
    ),
  }),
  deliveryMethod: defineKind({
    ...referenceKindFacts.deliveryMethod,
    fields: lazySchema(() =>
      z.object({
        name: text(labels.name),
        /** Download-only methods skip delivery locations and dates (spec 02, section 5). */
        isDownload: z._default(z.boolean(), false),
        productionOptionId: optionalIdRef(),
        active: z._default(z.boolean(), true),
      }),
    ),
  }),
  manufacturer: defineKind({
    ...referenceKindFacts.manufacturer,
    fields: lazySchema(() =>
      z.object({
        name: text(labels.name),
        contactName: optionalText(labels.contactName, 100),
        email: z.union([
          z.optional(z.string().check(z.trim(), z.email(messages.emailInvalid), z.maxLength(254))),
          z.literal(''),
        ]),
        phone: z.optional(phoneNumber),
        /** Printed on job tickets: where the manufacturer works. */
        address: optionalText(labels.address, 300),
        active: z._default(z.boolean(), true),
      }),
    ),
  }),
  productionProcessing: defineKind({
    ...referenceKindFacts.productionProcessing,
    fields: lazySchema(() =>
      z.object({
        name: text(labels.name),
        manufacturerId: idRef(labels.manufacturer),
        description: optionalText(labels.description),
        active: z._default(z.boolean(), true),
      }),
    ),
  }),
  brand: defineKind({
    ...referenceKindFacts.brand,
    fields: lazySchema(() =>
      z.object({
        name: text(labels.name),
        categoryId: idRef(labels.category),
        manufacturerId: optionalIdRef(),
        active: z._default(z.boolean(), true),
      }),
    ),
  }),
  retailer: defineKind({
    ...referenceKindFacts.retailer,
    fields: lazySchema(() =>
      z.object({
        retailerName: text(labels.retailerName),
        sectorId: idRef(labels.sector),
        subSectorId: optionalIdRef(),
        brandIds: z._default(z.array(z.number().check(z.int(), z.positive())).check(z.maxLength(500)), []),
        accountLocations: z._default(
          z
            .array(
              z.object({
                id: z.string().check(z.minLength(1), z.maxLength(40)),
                name: text(labels.locationName),
                city: optionalText(labels.city, 100),
                state: optionalText(labels.state, 3),
              }),
            )
            .check(z.maxLength(2000)),
          [],
        ),
        isProperty: z._default(z.boolean(), false),
        suppressEmailContacts: z._default(z.boolean(), false),
        generateEmailReadyCopy: z._default(z.boolean(), false),
        active: z._default(z.boolean(), true),
      }),
    ),
  }),
  contact: defineKind({
    ...referenceKindFacts.contact,
    fields: lazySchema(() =>
      z.object({
        firstName: text(labels.firstName, 100),
        lastName: text(labels.lastName, 100),
        email: requiredText(messages.required(labels.email), z.email(messages.emailInvalid), z.maxLength(254)),
        phone: z.optional(phoneNumber),
        title: optionalText(labels.title, 100),
        retailerId: optionalIdRef(),
        active: z._default(z.boolean(), true),
      }),
    ),
  }),
  themeCategory: defineKind({
    ...referenceKindFacts.themeCategory,
    fields: lazySchema(() => z.object({ name: text(labels.name), active: z._default(z.boolean(), true) })),
  }),
  tacticType: defineKind({
    ...referenceKindFacts.tacticType,
    fields: lazySchema(() =>
      z.object({
        name: text(labels.name),
        tacticFamily: optionalText(labels.tacticFamily, 100),
        active: z._default(z.boolean(), true),
      }),
    ),
  }),
  productType: defineKind({
    ...referenceKindFacts.productType,
    fields: lazySchema(() => z.object({ name: text(labels.name), active: z._default(z.boolean(), true) })),
  }),
  componentType: defineKind({
    ...referenceKindFacts.componentType,
    fields: lazySchema(() => z.object({ name: text(labels.name), active: z._default(z.boolean(), true) })),
  }),
  tactic: defineKind({
    ...referenceKindFacts.tactic,
    fields: lazySchema(() =>
      z.object({
        tacticName: text(labels.tacticName),
        description: optionalText(labels.description, 2000),
        tacticTypeId: z
          .number({ error: messages.tacticTypeRequired })
          .check(z.int(), z.positive(messages.tacticTypeRequired)),
        productTypeId: idRef(labels.productType),
        deliveryMethodId: idRef(labels.deliveryMethod),
        categoryId: optionalIdRef(),
        /** Estimated cost of one unit, USD. */
        // At most $1M a unit, so a line (unit cost x at most 1,000,000 units) stays exact in cents.
        unitCost: money({ required: messages.required(labels.unitCost), negative: messages.unitCostNegative }).check(
          z.lte(1_000_000, messages.unitCostTooLarge),
        ),
        documentId: z.optional(z.nullable(z.string().check(z.uuid()))),
        sku: optionalText(labels.sku, 60),
        /** Units in stock: set by hand here or by the inventory upload (`POST inventory`, by SKU). */
        inventoryStock: z.optional(z.nullable(quantity())),
        /** How and by whom the item is made: the production processing record names its manufacturer. */
        productionProcessingId: optionalIdRef(),
        active: z._default(z.boolean(), true),
      }),
    ),
  }),
  campaignTheme: defineKind({
    ...referenceKindFacts.campaignTheme,
    fields: lazySchema(() =>
      z
        .object({
          name: text(labels.name),
          /** 1 normal, 2 prefilled program, 3 no store selector, 4 property theme with delivery contacts. */
          campaignThemeTypeID: z.union(
            [
              z.literal(campaignThemeType.normal),
              z.literal(campaignThemeType.prefilled),
              z.literal(campaignThemeType.noStoreSelector),
              z.literal(campaignThemeType.property),
            ],
            { error: messages.required(labels.themeType) },
          ),
          shortDescription: optionalText(labels.shortDescription, 300),
          longDescription: optionalText(labels.longDescription, 4000),
          documentId: z.optional(z.nullable(z.string().check(z.uuid()))),
          startDate: isoDate(labels.startDate),
          endDate: isoDate(labels.endDate),
          themeCategoryIds: z._default(z.array(z.number().check(z.int(), z.positive())).check(z.maxLength(50)), []),
          brandIds: z._default(z.array(z.number().check(z.int(), z.positive())).check(z.maxLength(200)), []),
          tacticIds: z._default(z.array(z.number().check(z.int(), z.positive())).check(z.maxLength(500)), []),
          keywords: z._default(
            z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(50))).check(z.maxLength(50)),
            [],
          ),
          active: z._default(z.boolean(), true),
        })
        .check(z.refine(endNotBeforeStart, { path: ['endDate'], message: messages.endBeforeStart })),
    ),
  }),
} as const satisfies Record<ReferenceKindName, ReferenceKind>;

export type { ReferenceKindName };

/**
 * The kinds that carry a picture (spec 01: a campaign theme's documentId is its image; a catalog tactic's is its
 * picture), in the field `documentId`: the admin form uploads it (`reference/pictures`, an image the way a program
 * tactic's picture is) and 'tactics.thumbnails' hands out its short-lived links.
 */
export const pictureKinds = ['tactic', 'campaignTheme'] as const;
export type PictureKind = (typeof pictureKinds)[number];
export const PICTURE_FIELD = 'documentId';
export const isPictureKind = (kind: string): kind is PictureKind => (pictureKinds as readonly string[]).includes(kind);

type Kinds = typeof referenceKinds;
/** A kind's fields as stored and answered (defaults applied): `ReferenceFields<'brand'>['categoryId']` is a number. */
type ReferenceFields<K extends ReferenceKindName> = z.output<Kinds[K]['fields']>;
/** A kind's id: a number made by the server, or the code the user gave (countries, states). */
export type ReferenceIdOf<K extends ReferenceKindName> = K extends ReferenceKindName
  ? Kinds[K]['id'] extends { type: 'code' }
    ? string
    : number
  : never;
/** What a stored record adds to its fields. */
type ReferenceMeta<Id extends number | string = number | string> = {
  id: Id;
  version: number;
  /** How many records of each other kind point at this one. */
  usage?: Record<string, number>;
};
/**
 * One record of a kind, typed from the kind's declaration (for a union of kinds, the union of their records).
 * The contract's record schemas answer this type; the JSON is the same as the untyped record's.
 */
export type ReferenceRecordOf<K extends ReferenceKindName> = K extends ReferenceKindName
  ? ReferenceFields<K> & ReferenceMeta<ReferenceIdOf<K>>
  : never;

/** A record of a kind not known until run time (the generic routes and admin screens): read field by field. */
export type AnyReferenceRecord = ReferenceMeta & Record<string, unknown>;

const recordMetaSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.union([z.number(), z.string()]),
    version: z.number().check(z.int()),
    usage: z.optional(z.record(z.string(), z.number())),
  }),
);

/** A kind's record in the contract (the generic routes, the retailer and campaign routes that answer records). */
export const referenceRecordSchema = <K extends ReferenceKindName>(kind: K) =>
  // The intersection checks the same JSON; its type is the kind's record (zod cannot infer it through `K`).
  z.intersection(
    recordMetaSchema,
    referenceKinds[kind].fields as unknown as z.ZodMiniObject,
  ) as unknown as z.ZodMiniType<ReferenceRecordOf<K>, ReferenceRecordOf<K>>;

/**
 * A save: the fields, plus for an update the id and the version it was read at (a stale version is refused
 * with 409). POST routes that the spec uses for both create and update take the same body.
 */
export const referenceSaveSchema = <K extends ReferenceKindName>(kind: K) =>
  z.intersection(
    z.object({
      id: z.optional(
        z.union([z.number().check(z.int(), z.positive()), z.string().check(z.minLength(1), z.maxLength(10))]),
      ),
      version: z.optional(z.number().check(z.int(), z.gte(1))),
    }),
    referenceKinds[kind].fields as unknown as z.ZodMiniObject,
  );
