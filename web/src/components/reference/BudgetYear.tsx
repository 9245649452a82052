import { Dropdown } from 'primereact/dropdown';
import { TABLE_PAGE_SIZE_ALL } from '../../../../shared/constants';
import { useReferenceList } from './referenceApi';

/** Every budget (fiscal) year with its dates, newest first (`fiscal-year`). */
export const useFiscalYears = () =>
  useReferenceList(
    'fiscalYear',
    { pageIndex: 0, pageSize: TABLE_PAGE_SIZE_ALL, sortBy: 'fiscalYear', sortDirection: 'desc' },
    { revalidateOnFocus: false },
  );

/** The budget year marked current, once the years are read (null before, or when none is). */
export function useCurrentBudgetYear(): number | null {
  const years = useFiscalYears();
  return years.data?.items.find((y) => y.isCurrent === true)?.fiscalYear ?? null;
}

/** A budget year to choose from every year, newest first; `emptyMessage` when none is found. */
export function BudgetYearDropdown({
  inputId,
  value,
  onChange,
  emptyMessage,
}: {
  inputId: string;
  value: number | null;
  onChange: (year: number) => void;
  emptyMessage: string;
}) {
  const years = useFiscalYears();
  return (
    <Dropdown
      inputId={inputId}
      value={value}
      options={(years.data?.items ?? []).map((y) => ({ value: y.fiscalYear, label: String(y.fiscalYear) }))}
      onChange={(e) => onChange(e.value as number)}
      emptyMessage={emptyMessage}
    />
  );
}
