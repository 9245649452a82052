import { callRoute, type RouteCallInput, type RouteResult } from '../../../lib/api';
import { useRoute } from '../../../lib/useRoute';
import { deliveryChanged } from './deliveryInformation';

export type NewLocationBody = RouteCallInput<'delivery.createLocation'>['body'];
export type LocationUpdateBody = Omit<RouteCallInput<'delivery.updateLocation'>['body'], 'delete' | 'version'>;

/**
 * Creates an address-book location (`POST shippinglocation/{programId or 0}`); with a program it is selected for
 * the program too. Every new location is kept in the address book (saveToAddressBook is always true).
 */
export async function createShippingLocation(programId: number, body: NewLocationBody) {
  const location = await callRoute('delivery.createLocation', {
    params: { programId },
    body: { ...body, saveToAddressBook: true },
  });
  if (programId > 0) await deliveryChanged(undefined, programId);
  return location;
}

/** One address-book location as stored now, for the Edit Address modal (`GET programs/shipping-location/{id}`). */
export const useShippingLocation = (id: string | null) =>
  useRoute('delivery.getLocation', id ? { params: { id } } : null, { revalidateOnFocus: false });

/**
 * Saves an address-book location (`POST programs/shipping-location/{id}`) at the version the form read; it keeps
 * its id. Someone else's save in between answers 409.
 */
export const updateShippingLocation = (id: string, version: number, body: LocationUpdateBody) =>
  callRoute('delivery.updateLocation', { params: { id }, body: { ...body, delete: 0, version } });

/** Removes a location from the address book (`POST ...` with delete 1) at the version read (409 when stale). */
export const deleteShippingLocation = (id: string, version: number) =>
  callRoute('delivery.updateLocation', { params: { id }, body: { delete: 1, version } });

/**
 * Selects a location for the program, or unselects it, saved at once (`POST programs/add-remove-shippinglocation`).
 * Unselecting takes the location's quantities out of the distribution.
 */
export async function selectLocation(programId: number, shippingLocationId: string, action: 'add' | 'delete') {
  const information = await callRoute('delivery.addRemoveLocation', {
    body: { action, programid: programId, shippingLocationId },
  });
  await deliveryChanged(information);
  return information;
}

/**
 * Select All: every address-book location of the program's retailer matching the filter, selected page after page
 * of the book on the server (`POST programs/{id}/select-all-shippinglocations`, at most 100 rows each), with the
 * progress after each. Answers how many it selected; the delivery information is read again at the end, also when
 * a call failed part way (what was selected before stays selected).
 */
export async function selectAllMatches(
  programId: number,
  searchTerm: string,
  onProgress: (progress: { selected: number; read: number }) => void,
): Promise<number> {
  let cursor: string | null = null;
  let selected = 0;
  let read = 0;
  try {
    do {
      const answer: RouteResult<'delivery.selectAll'> = await callRoute('delivery.selectAll', {
        params: { id: programId },
        body: { ...(searchTerm ? { searchTerm } : {}), ...(cursor ? { cursor } : {}) },
      });
      selected += answer.selected;
      read += answer.read;
      cursor = answer.nextCursor;
      onProgress({ selected, read });
    } while (cursor);
  } finally {
    await deliveryChanged(undefined, programId);
  }
  return selected;
}
