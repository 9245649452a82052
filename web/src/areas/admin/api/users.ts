import { mutate } from 'swr';
import type * as z from '../../../../../shared/zod';
import type {
  createUserSchema,
  updateUserSchema,
  userListQuery,
} from '../../../../../shared/contract/schemas/userAdmin';
import { callRoute } from '../../../lib/api';
import { useRoute } from '../../../lib/useRoute';

/** Users, paged, sorted and searched on the server, optionally by role and active (`users`). */
export const useUserList = (query: z.input<typeof userListQuery>) =>
  useRoute('users.list', { query }, { keepPreviousData: true });

/** One user for the edit form (`users/edit/{id}`). */
export const useUserToEdit = (id: string | undefined) => useRoute('users.edit', id ? { params: { id } } : null);

/** The roles a user may be given (`users/lookup/userroles`). */
export const useUserRoles = () => useRoute('users.lookupUserRoles');

/** A page of retailers to link a user to (`users/lookup/retailers`), for the typeahead. */
export const lookupRetailers = (query: { searchTerm?: string; pageIndex: number; pageSize: number }) =>
  callRoute('users.lookupRetailers', { query: { ...query, sortBy: 'retailerName', sortDirection: 'asc' } });

const isUserKey = (key: unknown) =>
  Array.isArray(key) && typeof key[0] === 'string' && /^users\.(list|get|edit|editLogged|lookupUsers)$/.test(key[0]);

/** Creates a user (Cognito e-mails a temporary password) with roles and linked retailers (`POST users`). */
export async function createUser(body: z.input<typeof createUserSchema>) {
  const user = await callRoute('users.create', { body });
  await mutate(isUserKey);
  return user;
}

/** Updates a user at the version read (`PUT users`): first and last name, roles, retailers, active. */
export async function updateUser(body: z.input<typeof updateUserSchema>) {
  const user = await callRoute('users.update', { body });
  await mutate(isUserKey);
  return user;
}
