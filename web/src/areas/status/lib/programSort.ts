import { useCallback, useState } from 'react';
import { withSort, type TableDefaults } from '../../../components/dataTable';

/** The program lists open newest first: their index's order, which every list can be sorted by. */
const programSortDefaults = { sortBy: 'createdAt', sortDirection: 'desc' } as const satisfies TableDefaults;

export interface ProgramSort {
  sortBy: string;
  sortDirection: 'asc' | 'desc';
}

/**
 * The sort of a program list: a header click through the shared tables' rule (`withSort`: a column sorted
 * descending turns ascending on the next click, never unsorted). The server says which columns sort now (the
 * answer's `sortFields`); a column it no longer offers shows the creation date's order, which it then answers.
 */
export function useProgramSort() {
  const [sort, setSort] = useState<ProgramSort>(programSortDefaults);
  const onSort = useCallback(
    (event: { sortField?: string | null; sortOrder?: number | null }) =>
      setSort((current) => {
        const next = withSort({ pageIndex: 0, pageSize: 0, searchTerm: '', ...current }, event, programSortDefaults);
        return { sortBy: next.sortBy ?? programSortDefaults.sortBy, sortDirection: next.sortDirection ?? 'asc' };
      }),
    [],
  );
  return { sort, onSort };
}
