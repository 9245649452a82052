import { TABLE_PAGE_SIZE_ALL } from '../../../../../shared/constants';
import { callRoute } from '../../../lib/api';
import { useRoute } from '../../../lib/useRoute';

/** A page of the retailers the user may see, for the retailer typeahead (`retailers/active-paged`). */
export const lookupRetailers = (query: { searchTerm?: string; pageIndex: number; pageSize: number }) =>
  callRoute('retailers.activePaged', { query: { ...query, sortBy: 'retailerName', sortDirection: 'asc' } });

/** A retailer's stores, all of them (`retailers/account-location/lookup`). */
export const useAccountLocations = (retailerId: number | null | undefined) =>
  useRoute(
    'retailers.accountLocations',
    retailerId ? { query: { retailerId, pageSize: TABLE_PAGE_SIZE_ALL, pageIndex: 0 } } : null,
    { keepPreviousData: false },
  );

/** A retailer's brands: the funding sources a program of that retailer may draw on (`retailers/{id}/brands`). */
export const useRetailerBrands = (retailerId: number | null | undefined) =>
  useRoute('retailers.brands', retailerId ? { params: { id: retailerId } } : null);
