import { useRoute } from '../../../lib/useRoute';

/** The distribution is read here only when it fits the distribution screen's limit. */
const DISTRIBUTION_LIMIT = 500;

/** The program's delivery plan as the details page shows it: date, notes, locations, and each tactic's distribution. */
export function useDeliveryPlan(programId: number) {
  const information = useRoute('delivery.information', { params: { id: programId } }, { revalidateOnFocus: false });
  const count = information.data?.locationCount ?? 0;
  const distribution = useRoute(
    'delivery.distribution',
    count > 0 && count <= DISTRIBUTION_LIMIT ? { params: { id: programId } } : null,
    { revalidateOnFocus: false },
  );
  return { information, distribution };
}
