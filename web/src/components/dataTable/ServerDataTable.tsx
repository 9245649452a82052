import '../widgets.css';
import { Button } from 'primereact/button';
import { Column, type ColumnBodyOptions } from 'primereact/column';
import { DataTable, type DataTableExpandedRows, type DataTableValueArray } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import { MultiSelect } from 'primereact/multiselect';
import type { PaginatorTemplate } from 'primereact/paginator';
import { useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PagedResult } from '../../../../shared/contract/wrapper';
import { httpMessages } from '../../../../shared/messages';
import { translateMessage, currentLanguage } from '../../lib/i18n';
import { messagesOfError } from '../messageBox/messages';
import { readColumnChoice, shownFields, storeColumnChoice, type ColumnChoice } from './columns';
import { emptyListText } from './emptyMessage';
import { isAllRows, pageSizeChoices, primeSort } from './tableState';
import type { TableControl } from './useTableState';
import { SearchInput } from './SearchInput';

export interface TableColumn<T> extends ColumnChoice {
  header: string;
  /** Sorted on the server by this field; leave out for a column that does not sort. */
  sortField?: string;
  /** Stays in place while the other columns scroll sideways. */
  frozen?: boolean;
  alignFrozen?: 'left' | 'right';
  body?: (row: T) => ReactNode;
  /** Under the column (a total); the table shows a footer row once a column has one. */
  footer?: ReactNode;
  style?: CSSProperties;
  className?: string;
}

export interface ServerDataTableProps<T> {
  /** Names the table for the column chooser's memory. */
  tableId: string;
  table: TableControl;
  result: PagedResult<T> | undefined;
  loading: boolean;
  error?: unknown;
  columns: TableColumn<T>[];
  dataKey: keyof T & string;
  /** Filters and buttons beside the search box. */
  toolbar?: ReactNode;
  /** Master/detail: the detail of a row, opened with the row's expander. */
  rowExpansion?: (row: T) => ReactNode;
  /** The expander's name for a row, open or not ('Show the tactics of program #7'); PrimeReact's own without it. */
  expanderLabel?: (row: T, open: boolean) => string;
  /** What the list says when it has nothing at all; a search or `filtered` makes it say that nothing matches. */
  emptyMessage?: string;
  /** A filter outside the table (in `toolbar`, say) narrows the list: empty, it says nothing matches. */
  filtered?: boolean;
  searchPlaceholder?: string;
  /** The accessible name of the table. */
  caption: string;
  /** Rows ticked with a checkbox column (with `onSelectionChange`): the page's rows a user picks for an action. */
  selection?: T[];
  onSelectionChange?: (rows: T[]) => void;
}

/**
 * The product's data table over a list route that answers the spec's paged result: lazy (the server pages,
 * sorts and searches), page sizes 10/25/50/100/150/All, a debounced search box, a column chooser, frozen
 * columns and master/detail rows. A list read whole is given to it a page at a time (`searchedAndSorted`,
 * `pageOfRows`).
 */
export function ServerDataTable<T extends object>(props: ServerDataTableProps<T>) {
  const { t } = useTranslation();
  const { table, result, columns } = props;
  const [chosen, setChosen] = useState(() => readColumnChoice(props.tableId));
  const [expandedRows, setExpandedRows] = useState<DataTableExpandedRows | DataTableValueArray | undefined>(undefined);
  const shown = useMemo(() => new Set(shownFields(columns, chosen)), [columns, chosen]);
  const optional = columns.filter((c) => !c.fixed);

  const chooseColumns = (fields: string[]) => {
    setChosen(fields);
    storeColumnChoice(props.tableId, fields);
  };

  const pageSizeOptions = pageSizeChoices.map((value) => ({
    value,
    label: isAllRows(value) ? t('widgets.table.all') : String(value),
  }));
  const paginatorTemplate: PaginatorTemplate = {
    layout: 'FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink RowsPerPageDropdown CurrentPageReport',
    RowsPerPageDropdown: (options) => (
      <Dropdown
        value={options.value}
        options={pageSizeOptions}
        onChange={options.onChange}
        aria-label={t('widgets.table.pageSize')}
        className="table-page-size"
      />
    ),
    CurrentPageReport: () => (
      <span className="table-page-report" aria-live="polite">
        {t('widgets.table.pageReport', {
          first: result && result.totalCount > 0 ? result.pageIndex * result.pageSize + 1 : 0,
          last: result ? result.pageIndex * result.pageSize + result.items.length : 0,
          total: result?.totalCount ?? 0,
        })}
      </span>
    ),
  };

  const isOpen = (row: T) =>
    Boolean(expandedRows && !Array.isArray(expandedRows) && expandedRows[String(row[props.dataKey])]);
  /** The row's toggler under a name of the page's choosing: PrimeReact names it by the row's key only. */
  const expanderOf = (label: (row: T, open: boolean) => string) => (row: T, options: ColumnBodyOptions) => (
    <Button
      type="button"
      icon={isOpen(row) ? 'pi pi-chevron-down' : 'pi pi-chevron-right'}
      text
      rounded
      size="small"
      aria-label={label(row, isOpen(row))}
      aria-expanded={isOpen(row)}
      title={label(row, isOpen(row))}
      onClick={(event) => options.expander?.onClick?.(event)}
    />
  );

  const failed = props.error !== undefined && props.error !== null;
  // Checkbox selection only when the page asks for it (PrimeReact types the selection props as one variant).
  const selectionProps = (
    props.onSelectionChange
      ? {
          selectionMode: 'checkbox',
          selection: props.selection ?? [],
          onSelectionChange: (e: { value: unknown }) => props.onSelectionChange!(e.value as T[]),
        }
      : {}
  ) as Record<string, never>;
  const header = (
    <div className="table-header">
      <SearchInput
        className="table-search"
        value={table.searchInput}
        onChange={table.setSearchInput}
        label={props.searchPlaceholder ?? t('widgets.table.search')}
      />
      <div className="table-toolbar">{props.toolbar}</div>
      {optional.length > 0 && (
        <MultiSelect
          value={optional.filter((c) => shown.has(c.field)).map((c) => c.field)}
          options={optional.map((c) => ({ value: c.field, label: c.header }))}
          onChange={(e) => chooseColumns(e.value as string[])}
          placeholder={t('widgets.table.columns')}
          selectedItemsLabel={t('widgets.table.columns')}
          maxSelectedLabels={0}
          aria-label={t('widgets.table.chooseColumns')}
          className="table-column-chooser"
          display="comma"
        />
      )}
    </div>
  );

  return (
    <div className="server-table">
      {failed && (
        <Message
          severity="error"
          className="table-error"
          text={[
            t('spec.http.dataNotLoaded'),
            ...messagesOfError(props.error)
              .filter((m) => m !== httpMessages.unexpectedError)
              .map((m) => translateMessage(t, m)),
          ].join(' — ')}
        />
      )}
      <DataTable
        key={currentLanguage()}
        value={(result?.items ?? []) as DataTableValueArray}
        dataKey={props.dataKey}
        lazy
        paginator
        paginatorTemplate={paginatorTemplate}
        first={table.state.pageIndex * (isAllRows(table.state.pageSize) ? 0 : table.state.pageSize)}
        rows={table.state.pageSize}
        rowsPerPageOptions={[...pageSizeChoices]}
        totalRecords={result?.totalCount ?? 0}
        onPage={(e) => table.onPage({ first: e.first, rows: e.rows })}
        {...primeSort(table.state)}
        onSort={(e) => table.onSort({ sortField: e.sortField, sortOrder: e.sortOrder })}
        removableSort
        loading={props.loading}
        header={header}
        emptyMessage={
          failed
            ? t('spec.http.dataNotLoaded')
            : emptyListText(t, table.state.searchTerm, { filtered: props.filtered, empty: props.emptyMessage })
        }
        scrollable
        scrollHeight="500px"
        expandedRows={expandedRows}
        onRowToggle={(e) => setExpandedRows(e.data)}
        rowExpansionTemplate={props.rowExpansion ? (row) => props.rowExpansion!(row as T) : undefined}
        aria-label={props.caption}
        // The name on the table element itself too, where assistive technology (and tests) look for it.
        pt={{ table: { 'aria-label': props.caption } }}
        size="small"
        stripedRows
        {...selectionProps}
      >
        {props.onSelectionChange && <Column selectionMode="multiple" frozen style={{ width: '3rem' }} />}
        {props.rowExpansion && (
          <Column
            expander
            frozen
            style={{ width: '3rem' }}
            header={<span className="sr-only">{t('widgets.table.details')}</span>}
            body={props.expanderLabel ? expanderOf(props.expanderLabel) : undefined}
          />
        )}
        {columns
          .filter((c) => shown.has(c.field))
          .map((c) => (
            <Column
              key={c.field}
              field={c.field}
              columnKey={c.field}
              header={c.header}
              sortable={c.sortField !== undefined}
              sortField={c.sortField}
              frozen={c.frozen}
              alignFrozen={c.alignFrozen}
              body={c.body ? (row: T) => c.body!(row) : undefined}
              footer={c.footer}
              style={c.style}
              className={c.className}
            />
          ))}
      </DataTable>
    </div>
  );
}
