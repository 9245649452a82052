import { useRoute } from '../../../lib/useRoute';

/** The budget year (the current one) and its programs by status, from the status counters (`tasks/general-info`). */
export const useGeneralInfo = (enabled: boolean) =>
  useRoute('tasks.generalInfo', enabled ? { query: {} } : null, { revalidateOnFocus: false });

/** Every brand's allocated, planned, committed and invoiced cents of the year (`brands/summary`, the ledger). */
export const useBrandsSummary = (budgetYear: number | null) =>
  useRoute('brands.summary', budgetYear ? { query: { budgetYear } } : null, { revalidateOnFocus: false });

/** The user's latest notifications: the same read (and SWR entry) as the header's. */
export const useRecentNotifications = () => useRoute('notifications.mine', undefined, { keepPreviousData: true });
