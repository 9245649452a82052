import '../production.css';
import { Button } from 'primereact/button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ServerDataTable, useCursorTable, useTableState, type TableColumn } from '../../../components/dataTable';
import { DateText } from '../../../components/format';
import { BudgetYearDropdown } from '../../../components/reference';
import { useProductionPrograms, type ProductionRow, type ProductionSortField } from '../api/production';
import { ProgramProduction } from './ProgramProduction';

/** The approved programs of a budget year, paged by cursor, searched and sorted; one opens its production below. */
export function ProductionPage() {
  const { t } = useTranslation();
  // A task opens the page at its program's budget year (`?year=`); otherwise the calendar year.
  const [searchParams] = useSearchParams();
  const [fiscalYear, setFiscalYear] = useState(() => Number(searchParams.get('year')) || new Date().getFullYear());
  const [open, setOpen] = useState<ProductionRow | null>(null);
  const table = useTableState({ sortBy: 'approvedDate', sortDirection: 'desc', inUrl: true });
  const { searchTerm, sortBy, sortDirection, pageSize } = table.query;
  const filters = {
    fiscalYear,
    ...(searchTerm ? { searchTerm } : {}),
    sortBy: (sortBy ?? 'approvedDate') as ProductionSortField,
    sortDirection: sortDirection ?? 'desc',
  };
  const paging = useCursorTable<ProductionRow>(table, JSON.stringify([filters, pageSize]));
  const list = useProductionPrograms(
    paging.cursor === null ? null : { ...filters, pageSize, ...(paging.cursor ? { cursor: paging.cursor } : {}) },
  );
  const current = list.isLoading ? undefined : list.data;
  const { learn } = paging;
  useEffect(() => learn(current?.nextCursor), [current?.nextCursor, learn]);

  // The columns the list sorts by now (the answer says: every one while the year holds at most 1,000 programs).
  const sortable = new Set<string>(list.data?.sortFields ?? ['approvedDate']);
  const sortOn = (field: ProductionSortField) => (sortable.has(field) ? { sortField: field } : {});
  const columns: TableColumn<ProductionRow>[] = [
    { field: 'id', header: t('production.columns.id'), fixed: true, ...sortOn('id') },
    {
      field: 'name',
      header: t('production.columns.name'),
      fixed: true,
      ...sortOn('name'),
      body: (row) => (
        <Button
          type="button"
          link
          className="production-open"
          label={row.name ?? String(row.id)}
          aria-label={t('production.open', { name: row.name ?? row.id })}
          onClick={() => setOpen(row)}
        />
      ),
    },
    { field: 'retailerName', header: t('production.columns.retailer'), ...sortOn('retailerName') },
    {
      field: 'programStartDate',
      header: t('production.columns.start'),
      ...sortOn('programStartDate'),
      body: (row) => <DateText value={row.programStartDate} />,
    },
    {
      field: 'programEndDate',
      header: t('production.columns.end'),
      ...sortOn('programEndDate'),
      body: (row) => <DateText value={row.programEndDate} />,
    },
    {
      field: 'approvedDate',
      header: t('production.columns.approved'),
      ...sortOn('approvedDate'),
      body: (row) => <DateText value={row.approvedDate} />,
    },
    {
      field: 'productionSentAt',
      header: t('production.columns.production'),
      ...sortOn('productionSentAt'),
      body: (row) =>
        row.productionSentAt ? (
          <span className="production-sent">
            {t('production.sentOn')} <DateText value={row.productionSentAt} />
            {row.productionWaiting > 0 && ` · ${t('production.stillWaiting', { count: row.productionWaiting })}`}
          </span>
        ) : (
          t('production.waiting')
        ),
    },
  ];

  return (
    <div className="production-page">
      {/* The shell shows the page title; the heading stays for screen readers. */}
      <h2 className="sr-only">{t('production.title')}</h2>
      <p className="muted">{t('production.intro')}</p>
      <ServerDataTable
        tableId="production-programs"
        table={paging.control}
        result={paging.show(list.data, !searchTerm)}
        loading={list.isLoading || list.isValidating}
        error={list.error}
        columns={columns}
        dataKey="id"
        caption={t('production.caption')}
        searchPlaceholder={t('production.search')}
        emptyMessage={t('production.empty')}
        toolbar={
          <span className="production-year">
            <label htmlFor="production-year">{t('production.budgetYear')}</label>
            <BudgetYearDropdown
              inputId="production-year"
              value={fiscalYear}
              onChange={(year) => {
                setFiscalYear(year);
                setOpen(null);
                table.firstPage();
              }}
              emptyMessage={t('widgets.lookup.notFound.fiscalYear')}
            />
          </span>
        }
      />
      {open && <ProgramProduction key={open.id} program={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
