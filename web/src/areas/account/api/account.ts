import { mutate } from 'swr';
import type * as z from '../../../../../shared/zod';
import type { updateLoggedUserSchema } from '../../../../../shared/contract/schemas/userAdmin';
import { callRoute } from '../../../lib/api';
import { useRoute } from '../../../lib/useRoute';

/** The signed-in user's own account (`users/editloggeduser`). */
export const useMyAccount = () => useRoute('users.editLogged');

/** The retailers the signed-in user is linked to (`users/retailers`). */
export const useMyRetailers = () => useRoute('users.retailers');

/** Saves the signed-in user's first and last name and phone at the version read (`PUT loggedusers`); a stale version is 409. */
export async function updateMyAccount(body: z.input<typeof updateLoggedUserSchema>) {
  const user = await callRoute('users.updateLogged', { body });
  await mutate((key) => Array.isArray(key) && key[0] === 'users.editLogged', user, { revalidate: false });
  return user;
}
