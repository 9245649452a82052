import { useRoute } from '../../../lib/useRoute';

/** The details page shows the first page of locations with their quantities (every tactic's total comes with it). */
const DISTRIBUTION_ROWS = 100;

/** The program's delivery plan as the details page shows it: date, notes, locations, and each tactic's distribution. */
export function useDeliveryPlan(programId: number) {
  const information = useRoute('delivery.information', { params: { id: programId } }, { revalidateOnFocus: false });
  const count = information.data?.locationCount ?? 0;
  const distribution = useRoute(
    'delivery.distribution',
    count > 0 ? { params: { id: programId }, query: { pageSize: DISTRIBUTION_ROWS } } : null,
    { revalidateOnFocus: false },
  );
  return { information, distribution };
}
