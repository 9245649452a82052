import * as recordMessages from '../../../shared/recordMessages';
import { addressErrors, deliveryMessages } from '../../../shared/delivery/rules';
import { Conflict, InvalidInput, NotFound } from '../../lib/errors';
import type { RouteContext } from '../../lib/familyHandler';
import { canSeeRetailer, retailerScopeOf, type AuthContext } from '../../lib/identity';
import {
  addressBookPage,
  deleteFromAddressBook,
  getAddressBookLocation,
  toShippingLocation,
  updateAddressBookLocation,
} from './locationRepository';

/** A retailer's address book, for callers who may see the retailer. */

export async function requireVisibleLocation(id: string, auth: AuthContext) {
  const [location, scope] = await Promise.all([getAddressBookLocation(id), retailerScopeOf(auth)]);
  if (!location || !canSeeRetailer(scope, location.retailerId)) throw new NotFound(recordMessages.shippingLocation);
  return location;
}

export async function addressBookOf({ auth, query }: RouteContext<'delivery.addressBook'>) {
  const scope = await retailerScopeOf(auth);
  if (!canSeeRetailer(scope, query.retailerId)) throw new NotFound(recordMessages.retailer);
  const page = await addressBookPage(query.retailerId, {
    pageSize: query.pageSize,
    cursor: query.cursor,
    searchTerm: query.searchTerm,
  });
  return {
    items: page.items,
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
    // The address book can hold an import's tens of thousands of rows: it pages by cursor and is not counted.
    totalCount: query.pageIndex * query.pageSize + page.items.length + (page.nextCursor ? 1 : 0),
    totalPages: query.pageIndex + (page.nextCursor ? 2 : 1),
    hasPreviousPage: query.pageIndex > 0,
    hasNextPage: page.nextCursor !== null,
    nextCursor: page.nextCursor,
  };
}

/**
 * Edit Address: saves the entry, or removes it (delete 1), at the version the form read. A save or removal made
 * from an older version than the stored one is 409 (someone saved it meanwhile), checked here and again by the
 * write's condition, so nobody's edit is overwritten unseen.
 */
export async function updateLocation({ auth, params, body }: RouteContext<'delivery.updateLocation'>) {
  const current = await requireVisibleLocation(params.id, auth);
  if (current.version !== body.version) throw new Conflict();
  if (body.delete === 1) {
    await deleteFromAddressBook(params.id, body.version);
    return null;
  }
  const { delete: _delete, version, ...address } = body;
  const errors = addressErrors(address, 'edit');
  if (Object.keys(errors).length) throw new InvalidInput({ ...errors, general: [deliveryMessages.locationInvalid] });
  // An edited address keeps its id, so selections and distributions that point at it stay valid.
  const { version: _read, ...stored } = current;
  return updateAddressBookLocation(
    toShippingLocation(current.retailerId, { ...stored, ...address }, current.id),
    version,
  );
}
