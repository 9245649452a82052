import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import type { TableColumn } from '../../../components/dataTable';
import { Money } from '../../../components/format';
import type { LedgerField, LedgerFigures } from '../lib/summary';

/** The figures the summary tables show, in order; the ATL/BTL splits of planned, committed and remaining wait in the column chooser. */
const shownFigures: { field: Exclude<LedgerField, 'programs'>; hidden?: boolean }[] = [
  { field: 'allocAtlCents' },
  { field: 'allocBtlCents' },
  { field: 'allocTotalCents' },
  { field: 'plannedAtlCents', hidden: true },
  { field: 'plannedBtlCents', hidden: true },
  { field: 'plannedTotalCents' },
  { field: 'committedAtlCents', hidden: true },
  { field: 'committedBtlCents', hidden: true },
  { field: 'committedTotalCents' },
  { field: 'invoicedCents' },
  { field: 'remainingAtlCents', hidden: true },
  { field: 'remainingBtlCents', hidden: true },
  { field: 'remainingTotalCents' },
];

const cents = (value: number) => <Money value={value / 100} />;

/**
 * The ledger columns of both summaries (and a retailer's brands): allocated, planned, committed, invoiced, what
 * remains (negative in red: planned beyond the allocation) and the programs; each sorts, each totals in the footer.
 */
export function figureColumns<T extends LedgerFigures>(
  t: TFunction,
  totals?: Omit<LedgerFigures, 'programs'> & { programs: number | null },
): TableColumn<T>[] {
  return [
    ...shownFigures.map(({ field, hidden }) => ({
      field,
      header: t(`brands.summary.columns.${field}`),
      sortField: field,
      body: (row: T) => cents(row[field]),
      className: 'summary-figure',
      ...(hidden ? { hidden } : {}),
      ...(totals ? { footer: cents(totals[field]) } : {}),
    })),
    {
      field: 'programs',
      header: t('brands.summary.columns.programs'),
      sortField: 'programs',
      className: 'summary-figure',
      ...(totals ? { footer: totals.programs ?? '' } : {}),
    },
  ];
}

/** A brand's name as a link to its allocation page. */
export const brandLink = (row: { brandId: number; brandName: string }) => (
  <Link to={`/brandallocation/${row.brandId}`}>{row.brandName}</Link>
);
