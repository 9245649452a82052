import * as z from 'zod';
import { deliveryContactsSchema } from '../../delivery/contacts';
import { tableQuery } from '../wrapper';
import { calendarDate, listCursor, quantity } from './common';

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`).nullish();
/** Address fields; which are required is the rules' business (create and edit differ), with the spec's texts. */
const addressSchema = z.object({
  attention: text(100),
  companyName: text(150),
  address1: text(150),
  address2: text(150),
  city: text(100),
  state: z.string().trim().toUpperCase().max(3, 'Unknown state').nullish(),
  zip: z.string().trim().max(12, 'Zip must be at most 12 characters').nullish(),
  country: z.string().trim().toUpperCase().max(2, 'Unknown country').nullish(),
  phone: text(40),
});

export const shippingLocationSchema = addressSchema.extend({
  id: z.string(),
  retailerId: z.number(),
  location: z.string(),
});
export const shippingLocationIdParams = z.object({
  id: z.string().regex(/^\d{1,10}\.[0-9a-f]{24}$/, 'Unknown shipping location'),
});

export const programIdOrZeroParams = z.object({
  programId: z.coerce.number({ error: 'Unknown program' }).int().min(0, 'Unknown program'),
});
export const createShippingLocationSchema = addressSchema.extend({
  /** Needed when the location goes to the address book only (program 0). */
  retailerId: z.number().int().positive().optional(),
  /** Shown disabled and true (spec 02, section 2): every new location is kept in the address book. */
  saveToAddressBook: z.literal(true).default(true),
  version: z.number().int().min(1).optional(),
});
export const updateShippingLocationSchema = addressSchema.extend({
  delete: z.union([z.literal(0), z.literal(1)]).default(0),
});

export const addressBookQuery = tableQuery.extend({
  retailerId: z.coerce.number({ error: 'Retailer is required' }).int().positive('Retailer is required'),
  cursor: listCursor.optional(),
});

const programLocationSchema = z.object({ id: z.string(), location: z.string(), distributed: z.boolean() });

export const deliveryInformationSchema = z.object({
  programId: z.number(),
  retailerId: z.number().nullable(),
  retailerName: z.string().nullable(),
  deliveryDate: z.string().nullable(),
  deliveryNotes: z.string().nullable(),
  /** The delivery contacts chosen for a property (theme type 4) program, when saved. */
  contacts: deliveryContactsSchema.nullable(),
  locations: z.array(programLocationSchema),
  /** More locations than the list shows (large imports); the count is exact. */
  locationCount: z.number(),
  /** Every tactic is a download: no locations or date needed. */
  onlyDownloads: z.boolean(),
  canEdit: z.boolean(),
  showRetailer: z.boolean(),
  showDeliveryDate: z.boolean(),
  showDeliveryNotes: z.boolean(),
  version: z.number(),
});

export const saveDeliveryInformationSchema = z.object({
  version: z.number({ error: 'Version is required' }).int().min(1),
  deliveryDate: calendarDate().nullish(),
  deliveryNotes: z.string().trim().max(2000, 'Notes must be at most 2000 characters').nullish(),
  /** The user's IANA time zone: "tomorrow" is their calendar's tomorrow. */
  timeZone: z.string().max(64).optional(),
  /** Saved from the campaigns screens, where the spec skips the date rule. */
  fromCampaigns: z.boolean().default(false),
  /** Theme type 4 (property) programs: who receives the delivery. */
  contacts: deliveryContactsSchema.optional(),
});

export const addRemoveLocationSchema = z.object({
  action: z.enum(['add', 'delete']),
  programid: z.number({ error: 'Program is required' }).int().positive(),
  shippingLocationId: shippingLocationIdParams.shape.id,
});

export const distributionSchema = z.object({
  locations: z.array(programLocationSchema),
  tactics: z.array(
    z.object({
      tacticId: z.string(),
      tacticName: z.string(),
      orderQuantity: z.number(),
      quantities: z.record(z.string(), z.number()),
    }),
  ),
  version: z.number(),
});
export const saveDistributionSchema = z.object({
  version: z.number({ error: 'Version is required' }).int().min(1),
  tactics: z
    .array(
      z.object({
        tacticId: z.string().regex(/^\d{1,12}-\d{1,6}$/),
        quantities: z.record(z.string().max(40), quantity()),
      }),
    )
    .max(50),
});

export const importStatusSchema = z.object({
  importId: z.string(),
  programId: z.number(),
  fileName: z.string(),
  status: z.enum(['waiting', 'processing', 'done', 'failed']),
  rowsRead: z.number(),
  rowsImported: z.number(),
  errors: z.array(z.object({ line: z.number(), field: z.string(), message: z.string() })),
  /** The spec's text and the bad rows, for the 30-second message. */
  errorMessage: z.string().nullable(),
});
