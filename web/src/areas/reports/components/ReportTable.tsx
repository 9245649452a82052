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
import { useReportTexts, type ReportTexts } from '../lib/reportTexts';

type Row = ReportData['rows'][number];
type Column = ReportData['columns'][number];

/** A cell in the user's language: money as the spec shows it, other figures and named rows through `texts`. */
export function reportCell(texts: ReportTexts, column: Column, value: Row[string] | undefined) {
  if (value === null || value === undefined) return '';
  if (column.kind === 'money' && typeof value === 'number') return <Money value={value / 100} />;
  if (typeof value === 'number') return column.kind === 'percent' ? texts.percent(value) : texts.number(value);
  return String(value);
}

/** A report's rows on the product's data table: searched, sorted and paged in the browser, totals underneath. */
export function ReportTable({ data }: { data: ReportData }) {
  const { t } = useTranslation();
  const texts = useReportTexts();
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
    header: texts.column(column.key),
    sortField: column.field,
    fixed: i === 0,
    frozen: i === 0,
    className: column.kind === 'text' ? undefined : 'report-figure',
    body: (row: Row) =>
      i === 0 && typeof row[column.field] === 'string'
        ? texts.label(row, String(row[column.field]))
        : reportCell(texts, column, row[column.field]),
    ...(data.totals
      ? { footer: i === 0 ? t('reports.total') : reportCell(texts, column, data.totals[column.field]) }
      : {}),
  }));
  return (
    <ServerDataTable
      tableId={`report-${data.reportId}`}
      table={table}
      result={pageOfRows(shown, table.state)}
      loading={false}
      columns={columns}
      dataKey={key}
      caption={texts.name(data.reportId)}
      searchPlaceholder={t('reports.search')}
      emptyMessage={t('reports.empty')}
    />
  );
}
