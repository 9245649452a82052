import { mutate } from 'swr';
import { callRoute, type RouteCallInput, type RouteResult } from '../../../lib/api';
import { routeKey, useRoute } from '../../../lib/useRoute';
import { deliveryChanged } from './deliveryInformation';

export type Distribution = RouteResult<'delivery.distribution'>;

/** Per tactic and location quantities (`GET programs/shippinglocation/{id}`); at most 500 locations. */
export const useDistribution = (programId: number | null) =>
  useRoute('delivery.distribution', programId ? { params: { id: programId } } : null, { revalidateOnFocus: false });

/** Saves the whole distribution in one transaction (`PUT programs/saveshippinglocation/{id}`). */
export async function saveDistribution(programId: number, body: RouteCallInput<'delivery.saveDistribution'>['body']) {
  const distribution = await callRoute('delivery.saveDistribution', { params: { id: programId }, body });
  await mutate(routeKey('delivery.distribution', { params: { id: programId } }), distribution, { revalidate: false });
  await deliveryChanged(undefined, programId);
  return distribution;
}
