import { useRoute } from '../../../lib/useRoute';

/** A retailer's programs of a budget year that a brand funds, with targets and allocations (`programs/overview`). */
export const useProgramOverview = (retailerId: number, brandId: number, budgetYear: number) =>
  useRoute(
    'programs.overview',
    retailerId > 0 && brandId > 0 && budgetYear > 0 ? { query: { retailerId, brandId, budgetYear } } : null,
  );

/** One program of the overview: its tactics' cost on the brand, with the brand's targets (`programs/overview-details`). */
export const useOverviewDetails = (programId: number, brandId: number) =>
  useRoute('programs.overviewDetails', { query: { programId, brandId } });
