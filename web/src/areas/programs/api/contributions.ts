import { mutate } from 'swr';
import { callRoute, type RouteCallInput, type RouteResult } from '../../../lib/api';
import { useRoute } from '../../../lib/useRoute';

export type ContributionRow = RouteResult<'brands.contributions'>[number];

/** The contributing brands of a brand's jobs for a budget year, searched on the server (`brands/more-contributions/{year}/{brand}`). */
export const useContributions = (budgetYear: number | null, brandId: number | null, searchTerm: string) =>
  useRoute(
    'brands.contributions',
    budgetYear && brandId
      ? { params: { budgetYear, brandid: brandId }, query: searchTerm.trim() ? { searchTerm: searchTerm.trim() } : {} }
      : null,
    { keepPreviousData: true },
  );

/** Saves one job's whole contribution list; ATL and BTL must each total 100% (`POST brands/more-contributions/{jobId}`). */
export async function saveContributions(jobId: string, body: RouteCallInput<'brands.saveContributions'>['body']) {
  const saved = await callRoute('brands.saveContributions', { params: { id: jobId }, body });
  await mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && /^brands\./.test(key[0]));
  return saved;
}
