import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '../../../../../shared/constants';
import {
  pageOfRows,
  searchedAndSorted,
  ServerDataTable,
  useTableState,
  type TableColumn,
} from '../../../components/dataTable';
import { Money } from '../../../components/format';
import type { ReportData } from '../api';

type Row = ReportData['rows'][number];
type Column = ReportData['columns'][number];

function cell(column: Column, value: Row[string] | undefined) {
  if (value === null || value === undefined) return '';
  if (column.kind === 'money' && typeof value === 'number') return <Money value={value / 100} />;
  if (column.kind === 'percent') return `${value}%`;
  return String(value);
}

/** A report's rows on the product's data table: searched, sorted and paged in the browser, totals underneath. */
export function ReportTable({ data }: { data: ReportData }) {
  const { t } = useTranslation();
  const key = data.columns[0]?.field ?? 'name';
  const table = useTableState({ pageSize: DEFAULT_PAGE_SIZE });
  const shown = useMemo(
    () =>
      searchedAndSorted(data.rows, table.state, (row) =>
        data.columns.filter((c) => c.kind === 'text').map((c) => (row[c.field] === null ? null : String(row[c.field]))),
      ),
    [data, table.state],
  );
  const columns: TableColumn<Row>[] = data.columns.map((column, i) => ({
    field: column.field,
    header: column.header,
    sortField: column.field,
    fixed: i === 0,
    frozen: i === 0,
    className: column.kind === 'text' ? undefined : 'report-figure',
    body: (row: Row) => cell(column, row[column.field]),
    ...(data.totals ? { footer: cell(column, data.totals[column.field]) } : {}),
  }));
  return (
    <ServerDataTable
      tableId={`report-${data.reportId}`}
      table={table}
      result={pageOfRows(shown, table.state)}
      loading={false}
      columns={columns}
      dataKey={key}
      caption={data.name}
      searchPlaceholder={t('reports.search')}
      emptyMessage={t('reports.empty')}
    />
  );
}
