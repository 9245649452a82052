import { mutate } from 'swr';
import { callRoute, type RouteCallInput, type RouteResult } from '../../../lib/api';
import { useRoute } from '../../../lib/useRoute';

export type PromoRequest = RouteResult<'promos.ofProgram'>[number];
export type PromoAction = 'submit' | 'approve' | 'approveTier2' | 'reject';

const isPromoKey = (key: unknown) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('promos.');

/** A program's promo code requests (`programs/program-promo/{id}`). */
export const usePromos = (programId: number | null) =>
  useRoute('promos.ofProgram', programId ? { params: { id: programId } } : null);

/** Which actions the user may take on a request now (`programs/program-promo/action-buttons`). */
export const usePromoButtons = (promoId: string | null) =>
  useRoute('promos.actionButtons', promoId ? { query: { promoId } } : null);

/** Creates a request, or edits one at its version (`POST programs/save-program-promo`). */
export async function savePromo(body: RouteCallInput<'promos.save'>['body']) {
  const saved = await callRoute('promos.save', { body });
  await mutate(isPromoKey);
  return saved;
}

const routeOf = {
  submit: 'promos.submit',
  approve: 'promos.approve',
  approveTier2: 'promos.approveTier2',
  reject: 'promos.reject',
} as const;

/** Submit, approve (tier 1), approve at tier 2, or reject with notes. */
export async function promoAction(
  action: PromoAction,
  programId: number,
  body: RouteCallInput<'promos.submit'>['body'],
) {
  const saved = await callRoute(routeOf[action] as 'promos.submit', { params: { id: programId }, body });
  await mutate(isPromoKey);
  return saved;
}

/** Deletes a new, revised or rejected request at its version (`DELETE programs/delete-promocode/{id}`). */
export async function deletePromo(id: string, version: number) {
  await callRoute('promos.delete', { params: { id }, query: { version } });
  await mutate(isPromoKey);
}
