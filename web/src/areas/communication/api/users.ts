import { callRoute } from '../../../lib/api';

/** A page of active users for the recipient pickers (`users/lookup/users`), by name. */
export const lookupUsers = (query: { searchTerm?: string; pageIndex: number; pageSize: number }) =>
  callRoute('users.lookupUsers', { query: { ...query, sortBy: 'name', sortDirection: 'asc' } });

export type LookupUser = Awaited<ReturnType<typeof lookupUsers>>['items'][number];
