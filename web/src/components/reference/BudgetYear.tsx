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

interface BudgetYearDropdownProps {
  inputId: string;
  value: number | null;
  onChange: (year: number) => void;
  emptyMessage: string;
  /** The years to offer when the page has its own list (allocations' `brands/budget-year`); else every year. */
  years?: readonly number[];
}

/** A budget year to choose from every year, newest first, or from the years given; `emptyMessage` when none is. */
export function BudgetYearDropdown(props: BudgetYearDropdownProps) {
  return props.years ? <YearDropdown {...props} years={props.years} /> : <FiscalYearDropdown {...props} />;
}

function FiscalYearDropdown(props: BudgetYearDropdownProps) {
  const years = useFiscalYears();
  return <YearDropdown {...props} years={(years.data?.items ?? []).map((y) => y.fiscalYear)} />;
}

function YearDropdown({ inputId, value, onChange, emptyMessage, years }: BudgetYearDropdownProps) {
  return (
    <Dropdown
      inputId={inputId}
      value={value}
      options={(years ?? []).map((year) => ({ value: year, label: String(year) }))}
      onChange={(e) => onChange(e.value as number)}
      emptyMessage={emptyMessage}
    />
  );
}
