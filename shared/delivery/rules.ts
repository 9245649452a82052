import { isPhoneNumber } from '../phone';
import { inputMessages } from '../messages';

/** Delivery, shipping location and distribution rules (spec 02, section 5), with the spec's texts. */
export const deliveryMessages = {
  dateRequired: 'Delivery date is required',
  dateInFuture: 'Delivery date must be in the future.',
  saveFailed: 'Delivery Information could not be saved',
  saved: 'Delivery Information Saved',
  loadFailed: 'Program delivery information could not be retrieved',
  locationsLoadFailed: 'Delivery locations could not be retrieved',
  cityRequired: 'City is required',
  address1Required: 'Address1 is required',
  zipRequired: 'Zip is required',
  stateRequired: 'State is required.',
  countryRequired: 'Country is required.',
  locationInvalid: 'there are some validation errors.',
  locationRejected: 'shipping location not be saved',
  locationAdded: 'New shipping location added',
  locationUpdated: 'Shipping location updated',
  removeAddressConfirm: 'Are you sure you want to remove this address?',
  distributionMismatch:
    'All tactics must be distributed for at least one location and the total distribution must equal order quantity.',
  unevenDistribution: 'One or more of your order quantities can not be distributed evenly.',
  distributionSaved: 'Distribution information saved',
  importFailed: 'One or more entries where unable to be imported due to data provided in the following fields',
  uploadComplete: 'Upload Complete',
} as const;

/** The delivery's refusals the spec does not word; ours. */
export const deliveryServerMessages = {
  contactsForPropertyOnly: 'Delivery contacts belong to property (theme type 4) programs.',
  notInAddressBook: "This location is not in the program retailer's address book.",
  tooManyLocations: (max: number) => `Save at most ${max} locations at a time.`,
  unknownLocation: 'A quantity names a location the program does not have.',
  /** A location import's row naming a state or country code the reference lists do not hold. */
  unknownState: (code: string) => `Unknown state ${code}.`,
  unknownCountry: (code: string) => `Unknown country ${code}.`,
} as const;

/** Today's calendar date (YYYY-MM-DD) where the user is; the server is told the user's time zone. */
export function calendarToday(now: Date, timeZone = 'UTC'): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('year')}-${get('month')}-${get('day')}`;
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export interface DeliveryCheck {
  deliveryDate: string | null | undefined;
  /** Locations not marked for deletion. */
  locationCount: number;
  /** Every tactic's delivery method is a download: no locations and no date are needed. */
  onlyDownloads: boolean;
  /** Users who cannot edit, and saves opened from campaigns, skip the date rule. */
  skipDateRule: boolean;
}

/**
 * The delivery information rules: at least one location, and a delivery date not earlier than tomorrow by
 * calendar day. Returns field errors and the date to store (tomorrow when none was given).
 */
export function checkDeliveryInformation(
  input: DeliveryCheck,
  today: string,
): { errors: Record<string, string[]>; deliveryDate: string | null } {
  const errors: Record<string, string[]> = {};
  const tomorrow = addDays(today, 1);
  const deliveryDate = input.deliveryDate || (input.onlyDownloads ? null : tomorrow);
  if (input.onlyDownloads) return { errors, deliveryDate };
  if (input.locationCount < 1) errors.locations = ['Select at least one delivery location.'];
  if (!input.skipDateRule && deliveryDate && deliveryDate < tomorrow)
    errors.deliveryDate = [deliveryMessages.dateInFuture];
  if (Object.keys(errors).length) errors.general = [deliveryMessages.saveFailed];
  return { errors, deliveryDate };
}

/** A shipping location's address fields, in the order the forms show them and the import template has them. */
export const addressFieldNames = [
  'attention',
  'companyName',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
  'country',
  'phone',
] as const;
export type AddressField = (typeof addressFieldNames)[number];

export type AddressFields = { [field in AddressField]?: string | null };

const blank = (v: unknown) => v === null || v === undefined || String(v).trim() === '';

/** Shipping location rules; the edit modal enforces only state and country on submit. */
export function addressErrors(address: AddressFields, mode: 'create' | 'edit' = 'create'): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const need = (field: keyof AddressFields, message: string) => {
    if (blank(address[field])) errors[field] = [message];
  };
  if (mode === 'create') {
    need('city', deliveryMessages.cityRequired);
    need('address1', deliveryMessages.address1Required);
    need('zip', deliveryMessages.zipRequired);
  }
  need('state', deliveryMessages.stateRequired);
  need('country', deliveryMessages.countryRequired);
  // The one phone check (shared/contract/schemas/common.ts): what a CSV import row is held to, as a form is.
  if (!blank(address.phone) && !isPhoneNumber(String(address.phone).trim()))
    errors.phone = [inputMessages.phoneInvalid];
  return errors;
}

/** The one-line text a location shows in lists. */
export const locationText = (a: AddressFields) =>
  [a.attention, a.companyName, a.address1, a.address2, [a.city, a.state].filter(Boolean).join(', '), a.zip, a.country]
    .filter((p) => !blank(p))
    .join(', ');

/** Same place, whatever the case and spacing: what makes importing a file twice add nothing twice. */
export const addressIdentity = (a: AddressFields) =>
  [a.attention, a.companyName, a.address1, a.address2, a.city, a.state, a.zip, a.country]
    .map((p) =>
      String(p ?? '')
        .trim()
        .replace(/\s+/g, ' ')
        .toLowerCase(),
    )
    .join('|');

export interface TacticDistribution {
  tacticId: string;
  orderQuantity: number;
  /** Quantity per delivery location id. */
  quantities: Record<string, number>;
}

/** Each tactic's quantities over the locations must add up to its order quantity. */
export function distributionErrors(tactics: TacticDistribution[]): string[] {
  const wrong = tactics.filter((t) => {
    const values = Object.values(t.quantities);
    return values.some((q) => q < 0 || !Number.isInteger(q)) || values.reduce((a, b) => a + b, 0) !== t.orderQuantity;
  });
  return wrong.length ? [deliveryMessages.distributionMismatch] : [];
}

/** Equal distribution, allowed only when every tactic's quantity divides evenly over the locations. */
export function equalDistribution(
  tactics: { tacticId: string; orderQuantity: number }[],
  locationIds: string[],
): TacticDistribution[] | { error: string } {
  if (!locationIds.length || tactics.some((t) => t.orderQuantity % locationIds.length !== 0))
    return { error: deliveryMessages.unevenDistribution };
  return tactics.map((t) => ({
    tacticId: t.tacticId,
    orderQuantity: t.orderQuantity,
    quantities: Object.fromEntries(locationIds.map((id) => [id, t.orderQuantity / locationIds.length])),
  }));
}

/**
 * Equal Distribution over any number of locations (the grid pages them): each tactic's share per location, or
 * the spec's message when one order quantity does not divide evenly by the location count.
 */
export function equalShares(
  tactics: { tacticId: string; orderQuantity: number }[],
  locationCount: number,
): { shares: Record<string, number> } | { error: string } {
  if (locationCount < 1 || tactics.some((t) => t.orderQuantity % locationCount !== 0))
    return { error: deliveryMessages.unevenDistribution };
  return { shares: Object.fromEntries(tactics.map((t) => [t.tacticId, t.orderQuantity / locationCount])) };
}

/** The distribution rule on each tactic's distributed total (the counter kept beside it): equal to its order quantity. */
export function distributedTotalErrors(tactics: { orderQuantity: number; distributedQuantity: number }[]): string[] {
  return tactics.some((t) => t.distributedQuantity !== t.orderQuantity) ? [deliveryMessages.distributionMismatch] : [];
}

/** What submit needs to know of a program's delivery (spec 02, section 5, applied at submit). */
export interface SubmitDelivery {
  deliveryDate: string | null | undefined;
  /** The program's selected delivery locations. */
  locationCount: number;
  /**
   * Each tactic's distributed total (`distributedQuantity`, the counter the distribution saves keep), or its
   * quantities per location.
   */
  tactics: {
    isDownload: boolean;
    orderQuantity: number;
    distributedQuantity?: number;
    distribution?: Record<string, number>;
  }[];
}

/**
 * The delivery rules a program must meet to be submitted, as the first spec text that fails, or null. Skipped
 * when every tactic's delivery method is a download (no date, locations or distribution then). Otherwise: a
 * delivery date ('Delivery date is required'), not earlier than tomorrow ('Delivery date must be in the
 * future.'), at least one location and every shipped tactic distributed to exactly its order quantity (the
 * distribution text, which names both). `today` is the calendar day the date is compared with.
 */
export function submitDeliveryRefusal(input: SubmitDelivery, today: string): string | null {
  const shipped = input.tactics.filter((t) => !t.isDownload);
  if (!shipped.length) return null;
  if (!input.deliveryDate) return deliveryMessages.dateRequired;
  if (input.deliveryDate < addDays(today, 1)) return deliveryMessages.dateInFuture;
  if (input.locationCount < 1) return deliveryMessages.distributionMismatch;
  const quantities = (t: (typeof shipped)[number]) =>
    t.distributedQuantity !== undefined ? { all: t.distributedQuantity } : (t.distribution ?? {});
  const undistributed = shipped.some((t) => Object.values(quantities(t)).reduce((a, b) => a + b, 0) <= 0);
  if (undistributed) return deliveryMessages.distributionMismatch;
  const wrong = distributionErrors(
    shipped.map((t, i) => ({ tacticId: String(i), orderQuantity: t.orderQuantity, quantities: quantities(t) })),
  );
  return wrong[0] ?? null;
}

/**
 * The calendar day submit compares the delivery date with: today where the day starts last (UTC-12), so a date
 * that is tomorrow for the user is never refused because the server's day already moved on.
 */
export const submitToday = (now: Date) => calendarToday(now, 'Etc/GMT+12');
