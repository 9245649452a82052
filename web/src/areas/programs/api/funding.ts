import { callRoute, type RouteCallInput } from '../../../lib/api';
import { programChanged } from './program';

export type FundingSourcesBody = RouteCallInput<'programs.saveFundingSources'>['body'];

/** Replaces the program's funding sources at the version read (`POST programs/{id}/save-funding-sources`). */
export async function saveFundingSources(id: number, body: FundingSourcesBody) {
  const details = await callRoute('programs.saveFundingSources', { params: { id }, body });
  await programChanged(details);
  return details;
}
