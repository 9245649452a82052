import * as z from '../../zod';
import { deliveryContactsSchema } from '../../delivery/contacts';
import { tableQuery } from '../wrapper';
import { calendarDate, listCursor, quantity } from './common';
import { phoneNumber } from './text';
import * as contractMessages from '../contractMessages';
import * as fieldLabels from '../fieldLabels';
import * as fieldMessages from '../../reference/fieldMessages';
import { inputMessages } from '../../messages';
import { lazySchema } from '../../lazySchema';

const text = (max: number) => z.nullish(z.string().check(z.trim(), z.maxLength(max, inputMessages.tooLong(max))));
/** Address fields; which are required is the rules' business (create and edit differ), with the spec's texts. */
export const addressSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    attention: text(100),
    companyName: text(150),
    address1: text(150),
    address2: text(150),
    city: text(100),
    state: z.nullish(z.string().check(z.trim(), z.toUpperCase(), z.maxLength(3, contractMessages.unknownState))),
    zip: z.nullish(z.string().check(z.trim(), z.maxLength(12, fieldMessages.tooLong(fieldLabels.zip, 12)))),
    country: z.nullish(z.string().check(z.trim(), z.toUpperCase(), z.maxLength(2, contractMessages.unknownCountry))),
    phone: z.nullish(phoneNumber),
  }),
);
export const shippingLocationIdParams = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string().check(z.regex(/^\d{1,10}\.[0-9a-f]{24}$/, contractMessages.unknownShippingLocation)),
  }),
);

export const programIdOrZeroParams = /* @__PURE__ */ lazySchema(() =>
  z.object({
    programId: z.coerce
      .number({ error: contractMessages.unknownProgram })
      .check(z.int(), z.gte(0, contractMessages.unknownProgram)),
  }),
);
export const createShippingLocationSchema = /* @__PURE__ */ lazySchema(() =>
  z.extend(addressSchema, {
    /** Needed when the location goes to the address book only (program 0). */
    retailerId: z.optional(z.number().check(z.int(), z.positive())),
    /** Shown disabled and true (spec 02, section 2): every new location is kept in the address book. */
    saveToAddressBook: z._default(z.literal(true), true),
  }),
);
export const updateShippingLocationSchema = /* @__PURE__ */ lazySchema(() =>
  z.extend(addressSchema, {
    delete: z._default(z.union([z.literal(0), z.literal(1)]), 0),
    /** The version the Edit Address form read: a save or removal from an older one is 409. */
    version: z.number({ error: inputMessages.versionRequired }).check(z.int(), z.gte(1)),
  }),
);

export const addressBookQuery = /* @__PURE__ */ lazySchema(() =>
  z.extend(tableQuery, {
    retailerId: z.coerce
      .number({ error: fieldMessages.required(fieldLabels.retailer) })
      .check(z.int(), z.positive(fieldMessages.required(fieldLabels.retailer))),
    cursor: z.optional(listCursor),
  }),
);

export const saveDeliveryInformationSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    version: z.number({ error: inputMessages.versionRequired }).check(z.int(), z.gte(1)),
    deliveryDate: z.nullish(calendarDate()),
    deliveryNotes: z.nullish(
      z.string().check(z.trim(), z.maxLength(2000, fieldMessages.tooLong(fieldLabels.notes, 2000))),
    ),
    /** The user's IANA time zone: "tomorrow" is their calendar's tomorrow. */
    timeZone: z.optional(z.string().check(z.maxLength(64))),
    /** Saved from the campaigns screens, where the spec skips the date rule. */
    fromCampaigns: z._default(z.boolean(), false),
    /** Theme type 4 (property) programs: who receives the delivery. */
    contacts: z.optional(deliveryContactsSchema),
  }),
);

/** Select All over the program retailer's address book: one page of it per call, from the cursor on. */
export const selectAllLocationsSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    searchTerm: z.optional(z.string().check(z.trim(), z.maxLength(100, inputMessages.tooLong(100)))),
    cursor: z.optional(listCursor),
  }),
);

export const addRemoveLocationSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    action: z.enum(['add', 'delete']),
    programid: z.number({ error: fieldMessages.required(fieldLabels.program) }).check(z.int(), z.positive()),
    shippingLocationId: shippingLocationIdParams.shape.id,
  }),
);

/** The distribution grid reads a page of locations at a time (docs/decisions.md, Delivery). */
const MAX_DISTRIBUTION_PAGE = 100;
export const distributionQuery = /* @__PURE__ */ lazySchema(() =>
  z.object({
    pageSize: z._default(
      z.coerce
        .number()
        .check(z.int(), z.gte(1), z.lte(MAX_DISTRIBUTION_PAGE, contractMessages.tooManyRows(MAX_DISTRIBUTION_PAGE))),
      50,
    ),
    cursor: z.optional(listCursor),
    searchTerm: z.optional(z.string().check(z.trim(), z.maxLength(100, inputMessages.tooLong(100)))),
  }),
);
export const saveDistributionSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    version: z.number({ error: inputMessages.versionRequired }).check(z.int(), z.gte(1)),
    tactics: z
      .array(
        z.object({
          tacticId: z.string().check(z.regex(/^\d{1,12}-\d{1,6}$/)),
          quantities: z.record(z.string().check(z.maxLength(40)), quantity()),
        }),
      )
      .check(z.maxLength(50)),
    /**
     * The last (or only) page of a save: every shipped tactic's total must then equal its order quantity. A save of
     * many pages sends the pages before it with false.
     */
    final: z._default(z.boolean(), true),
  }),
);
