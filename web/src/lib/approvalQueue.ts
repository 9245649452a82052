import { TABLE_PAGE_SIZE_ALL } from '../../../shared/constants';
import { programStatus } from '../../../shared/programs/status';
import { useReferenceList } from '../components/reference';
import { useRoute } from './useRoute';

/**
 * The approver's queue: the newest `pageSize` Submitted programs of the current budget year, with their total.
 * One read for the home card and the activity dropdown's tasks (SWR shares it when both ask the same page).
 * Nothing is read while `enabled` is false (a user without Finalize/Approve).
 */
export function useApprovalQueue(enabled: boolean, pageSize: number) {
  const years = useReferenceList(
    'fiscalYear',
    enabled ? { pageIndex: 0, pageSize: TABLE_PAGE_SIZE_ALL, sortBy: 'fiscalYear', sortDirection: 'desc' } : null,
    { revalidateOnFocus: false },
  );
  const year = years.data?.items.find((y) => y.isCurrent === true)?.fiscalYear ?? null;
  const queue = useRoute(
    'programs.statusList',
    enabled && year
      ? {
          query: {
            fiscalYear: year,
            statusId: programStatus.submitted,
            pageSize,
            pageIndex: 0,
            sortBy: 'createdAt',
            sortDirection: 'desc',
          },
        }
      : null,
  );
  return { year, queue, failed: Boolean(years.error || queue.error) };
}
