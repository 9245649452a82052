import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  pageOfRows,
  searchedAndSorted,
  ServerDataTable,
  useTableState,
  type TableColumn,
} from '../../../components/dataTable';
import { useBusyAction, useMessageBox } from '../../../components/messageBox';
import { BudgetYearDropdown } from '../../../components/reference';
import { useSession } from '../../../lib/session';
import {
  useAllocationYears,
  useBrandCategories,
  useBrandsSummary,
  useSummaryPrograms,
  type BrandSummaryRow,
} from '../api';
import {
  filterBrands,
  readSummaryFilters,
  storeSummaryFilters,
  brandTotalsOf,
  narrowedBrandIds,
  type BrandsSummaryFilters,
} from '../lib/summary';
import { saveBrandsSummary } from '../lib/summaryExport';
import { brandLink, figureColumns } from './summaryColumns';
import '../brands.css';
import { ExportButton } from '../../../components/export/ExportButton';

/**
 * The brands summary (`brandssummary`; spec 03): each brand of a budget year with what is allocated, planned by
 * programs, committed by approved ones, invoiced, and what remains; searched, sorted and paged in the browser (one
 * request answers the year), filtered by category or to the brands planned beyond their allocation. The filters
 * are remembered per user in the browser, as the spec keeps brand summary filters.
 */
export function BrandsSummaryPage() {
  const userId = useSession()?.user.subject ?? '';
  return <BrandsSummary key={userId} userId={userId} />;
}

function BrandsSummary({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const box = useMessageBox();
  const [filters, setFilters] = useState<BrandsSummaryFilters>(() => readSummaryFilters(userId));
  const table = useTableState({
    sortBy: filters.sortBy ?? 'brandName',
    sortDirection: filters.sortDirection ?? 'asc',
    ...(filters.pageSize ? { pageSize: filters.pageSize } : {}),
    initialSearch: filters.searchTerm,
  });
  const years = useAllocationYears();
  const categories = useBrandCategories();
  // A remembered year no longer offered gives way to the current one.
  const budgetYear =
    filters.budgetYear !== null && years.data?.years.includes(filters.budgetYear)
      ? filters.budgetYear
      : (years.data?.current ?? null);
  const summary = useBrandsSummary(budgetYear);

  const { searchTerm, sortBy, sortDirection, pageSize } = table.state;
  useEffect(
    () => storeSummaryFilters(userId, { ...filters, searchTerm, sortBy, sortDirection, pageSize }),
    [userId, filters, searchTerm, sortBy, sortDirection, pageSize],
  );

  const shown = useMemo(
    () =>
      searchedAndSorted(filterBrands(summary.data?.brands ?? [], filters), table.state, (row) => [
        row.brandName,
        row.categoryName,
      ]),
    [summary.data, filters, table.state],
  );
  // Some brands among several: their distinct programs are the server's to count (a program two of them fund
  // counts once), asked again only when the brands shown change.
  const narrowedKey = narrowedBrandIds(shown, summary.data?.brands ?? [])?.join(',') ?? null;
  const narrowedIds = useMemo(() => (narrowedKey ? narrowedKey.split(',').map(Number) : null), [narrowedKey]);
  const narrowed = useSummaryPrograms(budgetYear, narrowedIds);
  const totals = useMemo(
    () =>
      brandTotalsOf(
        shown,
        summary.data?.brands ?? [],
        summary.data?.programs ?? 0,
        narrowed.data?.budgetYear === budgetYear ? narrowed.data.programs : null,
      ),
    [shown, summary.data, narrowed.data, budgetYear],
  );
  const choose = (change: Partial<BrandsSummaryFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    table.firstPage();
  };

  const [exporting, exportShown] = useBusyAction(async () => {
    const name = await saveBrandsSummary(shown, (field) => t(`brands.summary.columns.${field}`), new Date());
    box.success(t('brands.summary.exported', { count: shown.length, name }));
  });

  const columns: TableColumn<BrandSummaryRow>[] = [
    {
      field: 'brandName',
      header: t('brands.summary.columns.brandName'),
      sortField: 'brandName',
      fixed: true,
      frozen: true,
      style: { minWidth: '12rem' },
      body: brandLink,
      footer: t('brands.summary.totals', { count: shown.length }),
    },
    {
      field: 'categoryName',
      header: t('brands.summary.columns.categoryName'),
      sortField: 'categoryName',
      body: (row) => row.categoryName ?? '',
    },
    ...figureColumns<BrandSummaryRow>(t, totals),
  ];

  return (
    <section className="brand-summary" aria-label={t('brands.summary.title')}>
      <div className="brand-summary-filters">
        <div className="field">
          <label htmlFor="brands-summary-year">{t('brands.summary.budgetYear')}</label>
          <BudgetYearDropdown
            inputId="brands-summary-year"
            value={budgetYear}
            years={years.data?.years ?? []}
            onChange={(year) => choose({ budgetYear: year })}
            emptyMessage={t('widgets.lookup.notFound.fiscalYear')}
          />
        </div>
        <div className="field">
          <label htmlFor="brands-summary-category">{t('brands.summary.category')}</label>
          <Dropdown
            inputId="brands-summary-category"
            value={filters.categoryId}
            options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            onChange={(e) => choose({ categoryId: (e.value as number | undefined) ?? null })}
            placeholder={t('brands.summary.allCategories')}
            showClear
            filter
            emptyMessage={t('widgets.lookup.notFound.items')}
          />
        </div>
        <div className="field-checkbox">
          <Checkbox
            inputId="brands-summary-over-planned"
            checked={filters.overPlannedOnly}
            onChange={(e) => choose({ overPlannedOnly: e.checked === true })}
          />
          <label htmlFor="brands-summary-over-planned">{t('brands.summary.overPlannedOnly')}</label>
        </div>
        <span className="brand-summary-spacer" />
        <ExportButton
          label={t('brands.summary.export')}
          busy={exporting}
          disabled={!summary.data}
          onClick={() => void exportShown()}
        />
      </div>
      <ServerDataTable
        tableId="brands-summary"
        table={table}
        result={summary.data ? pageOfRows(shown, table.state) : undefined}
        loading={years.isLoading || summary.isLoading}
        error={years.error ?? summary.error}
        columns={columns}
        dataKey="brandId"
        caption={t('brands.summary.title')}
        searchPlaceholder={t('brands.summary.search')}
        emptyMessage={t('brands.summary.empty')}
        filtered={filters.categoryId !== null || filters.overPlannedOnly}
      />
    </section>
  );
}
