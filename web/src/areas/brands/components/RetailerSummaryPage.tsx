import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useMemo, useState } from 'react';
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
import { useAllocationYears, useRetailersSummary, type RetailerSummaryRow } from '../api';
import { totalsOf } from '../lib/summary';
import { saveRetailerSummary } from '../lib/summaryExport';
import { brandLink, figureColumns } from './summaryColumns';
import '../brands.css';
import { ExportButton } from '../../../components/export/ExportButton';
import { currentLanguage } from '../../../lib/i18n';

type BrandRow = RetailerSummaryRow['brands'][number];

/**
 * The retailer summary (`retailersummary`; spec 03): each retailer of a budget year with its programs and what is
 * allocated, planned, committed, invoiced and remaining; a row opens to its brands with the same figures. One
 * request answers the year; search, sort and paging happen in the browser.
 */
export function RetailerSummaryPage() {
  const { t } = useTranslation();
  const box = useMessageBox();
  const table = useTableState({ sortBy: 'retailerName' });
  const years = useAllocationYears();
  const [chosenYear, setChosenYear] = useState<number | null>(null);
  const budgetYear = chosenYear ?? years.data?.current ?? null;
  const summary = useRetailersSummary(budgetYear);

  const shown = useMemo(
    () =>
      searchedAndSorted(summary.data?.retailers ?? [], table.state, (row) => [
        row.retailerName,
        ...row.brands.map((b) => b.brandName),
      ]),
    [summary.data, table.state],
  );
  const totals = useMemo(() => totalsOf(shown), [shown]);

  const [exporting, exportShown] = useBusyAction(async () => {
    const name = await saveRetailerSummary(shown, (field) => t(`brands.summary.columns.${field}`), new Date());
    box.success(t('brands.retailerSummary.exported', { count: shown.length, name }));
  });

  const columns: TableColumn<RetailerSummaryRow>[] = [
    {
      field: 'retailerName',
      header: t('brands.summary.columns.retailerName'),
      sortField: 'retailerName',
      fixed: true,
      frozen: true,
      style: { minWidth: '12rem' },
      footer: t('brands.retailerSummary.totals', { count: shown.length }),
    },
    ...figureColumns<RetailerSummaryRow>(t, totals),
  ];

  return (
    <section className="brand-summary" aria-label={t('brands.retailerSummary.title')}>
      <div className="brand-summary-filters">
        <div className="field">
          <label htmlFor="retailer-summary-year">{t('brands.summary.budgetYear')}</label>
          <BudgetYearDropdown
            inputId="retailer-summary-year"
            value={budgetYear}
            years={years.data?.years ?? []}
            onChange={(year) => {
              setChosenYear(year);
              table.firstPage();
            }}
            emptyMessage={t('widgets.lookup.notFound.fiscalYear')}
          />
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
        tableId="retailer-summary"
        table={table}
        result={summary.data ? pageOfRows(shown, table.state) : undefined}
        loading={years.isLoading || summary.isLoading}
        error={years.error ?? summary.error}
        columns={columns}
        dataKey="retailerId"
        caption={t('brands.retailerSummary.title')}
        searchPlaceholder={t('brands.retailerSummary.search')}
        emptyMessage={t('brands.retailerSummary.empty')}
        rowExpansion={(row) => <RetailerBrands retailer={row} />}
      />
    </section>
  );
}

/** A retailer's brands with the same figures, each brand linking to its allocation. */
function RetailerBrands({ retailer }: { retailer: RetailerSummaryRow }) {
  const { t } = useTranslation();
  const columns: TableColumn<BrandRow>[] = [
    { field: 'brandName', header: t('brands.summary.columns.brandName'), body: brandLink },
    // The ATL/BTL splits the retailer table keeps in its column chooser stay out here.
    ...figureColumns<BrandRow>(t).filter((c) => !c.hidden),
  ];
  return (
    <DataTable
      key={currentLanguage()}
      value={retailer.brands}
      dataKey="brandId"
      size="small"
      className="retailer-brands"
      pt={{ table: { 'aria-label': t('brands.retailerSummary.brandsOf', { retailer: retailer.retailerName }) } }}
      emptyMessage={t('brands.retailerSummary.noBrands')}
      removableSort
    >
      {columns.map((c) => (
        <Column key={c.field} field={c.field} header={c.header} sortable body={c.body} className={c.className} />
      ))}
    </DataTable>
  );
}
