import { callRoute, type RouteCallInput, type RouteResult } from '../../../lib/api';
import { useRoute } from '../../../lib/useRoute';
import { programChanged } from './program';

type Cart = RouteResult<'programs.cart'>;
export type CartTactic = Cart['groups'][number]['tactics'][number];

/** The cart: tactics grouped by delivery method, costs, total and budget (`programs/{id}/cart-tactics`). */
export const useCart = (id: number | null) => useRoute('programs.cart', id ? { params: { id } } : null);

/** Puts a catalog tactic into the program's cart (`POST programtactics`). */
export async function addProgramTactic(body: RouteCallInput<'programtactics.add'>['body']) {
  const details = await callRoute('programtactics.add', { body });
  await programChanged(details);
  return details;
}

/** Changes a program tactic's quantity, dates or description (`POST programtactics/{id}`). */
export async function updateProgramTactic(id: string, body: RouteCallInput<'programtactics.update'>['body']) {
  const details = await callRoute('programtactics.update', { params: { id }, body });
  await programChanged(details);
  return details;
}

/** Removes a tactic from the cart (`DELETE programtactics/{id}`, claim ProgramTactic/Delete). */
export async function removeProgramTactic(id: string, version: number) {
  const details = await callRoute('programtactics.remove', { params: { id }, query: { version } });
  await programChanged(details);
  return details;
}

/** 'DELETE' when the tactic may be deleted, otherwise the reason (`programtactics/check-candelete/{id}`). */
export const useCanDeleteTactic = (id: string | null) =>
  useRoute('programtactics.canDelete', id ? { params: { id } } : null);
