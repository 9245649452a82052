import { callRoute } from '../../../lib/api';

/** A page of the retailers the user may see (`retailers/active-paged`), for the retailer filter. */
export const lookupRetailers = (query: { searchTerm?: string; pageIndex: number; pageSize: number }) =>
  callRoute('retailers.activePaged', { query: { ...query, sortBy: 'retailerName', sortDirection: 'asc' } });
