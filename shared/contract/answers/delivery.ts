import * as z from '../../zod';
import { deliveryContactsSchema } from '../../delivery/contacts';
import { addressSchema } from '../schemas/delivery';
import { documentUploadSchema } from './documents';
import { pagedResult } from '../wrapper';
import { lazySchema } from '../../lazySchema';

export const shippingLocationSchema = /* @__PURE__ */ lazySchema(() =>
  z.extend(addressSchema, {
    id: z.string(),
    retailerId: z.number(),
    location: z.string(),
    /** Moves with every save of the entry: an edit or removal sends the version it read. */
    version: z.number(),
  }),
);

const programLocationSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ id: z.string(), location: z.string(), distributed: z.boolean() }),
);

export const deliveryInformationSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    programId: z.number(),
    retailerId: z.nullable(z.number()),
    retailerName: z.nullable(z.string()),
    deliveryDate: z.nullable(z.string()),
    deliveryNotes: z.nullable(z.string()),
    /** The delivery contacts chosen for a property (theme type 4) program, when saved. */
    contacts: z.nullable(deliveryContactsSchema),
    locations: z.array(programLocationSchema),
    /** More locations than the list shows (large imports); the count is exact. */
    locationCount: z.number(),
    /** Every tactic is a download: no locations or date needed. */
    onlyDownloads: z.boolean(),
    /** Date, notes, contacts and locations may change (a planned program). */
    canEdit: z.boolean(),
    /** The delivery date alone may change (also an approved program's, for internal users). */
    canMoveDate: z.boolean(),
    showRetailer: z.boolean(),
    showDeliveryDate: z.boolean(),
    showDeliveryNotes: z.boolean(),
    version: z.number(),
  }),
);

export const selectAllAnswerSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    /** Locations this call selected (those the program had not selected yet). */
    selected: z.number(),
    /** Address-book rows this call read (matches or not): the progress through the book. */
    read: z.number(),
    /** Where the next call goes on; null when the whole book was read. */
    nextCursor: z.nullable(z.string()),
  }),
);

export const distributionSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    /** A page of the program's locations. */
    locations: z.array(programLocationSchema),
    tactics: z.array(
      z.object({
        tacticId: z.string(),
        tacticName: z.string(),
        orderQuantity: z.number(),
        /** The page's locations' quantities (none listed: 0). */
        quantities: z.record(z.string(), z.number()),
        /** The tactic's total over every location (the counter each save moves). */
        distributedQuantity: z.number(),
      }),
    ),
    /** How many locations the program has: with the first page (no cursor), else null. */
    locationCount: z.nullable(z.number()),
    /** The next page's cursor, null on the last. */
    nextCursor: z.nullable(z.string()),
    /** The quantities may change (a planned program); otherwise the page only shows them. */
    canEdit: z.boolean(),
    version: z.number(),
  }),
);

export const importStatusSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    importId: z.string(),
    programId: z.number(),
    fileName: z.string(),
    status: z.enum(['waiting', 'processing', 'done', 'failed']),
    rowsRead: z.number(),
    rowsImported: z.number(),
    errors: z.array(z.object({ line: z.number(), field: z.string(), message: z.string() })),
    /** How many rows were refused: `errors` holds the first of them. */
    errorCount: z.number(),
    /** The spec's text and the bad rows, for the 30-second message. */
    errorMessage: z.nullable(z.string()),
  }),
);

/** The answer of `delivery.addressBook`. */
export const deliveryAddressBookAnswer = /* @__PURE__ */ lazySchema(() =>
  z.extend(pagedResult(shippingLocationSchema), {
    nextCursor: z.nullable(z.string()),
  }),
);

/** The answer of `delivery.updateLocation`. */
export const deliveryUpdateLocationAnswer = /* @__PURE__ */ lazySchema(() => z.nullable(shippingLocationSchema));

/** The answer of `delivery.importTemplate`. */
export const deliveryImportTemplateAnswer = /* @__PURE__ */ lazySchema(() =>
  z.object({ fileName: z.string(), content: z.string() }),
);

/** The answer of `delivery.startImport`. */
export const deliveryStartImportAnswer = /* @__PURE__ */ lazySchema(() =>
  z.object({ importId: z.string(), upload: documentUploadSchema }),
);
