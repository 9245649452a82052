export { ServerDataTable, type ServerDataTableProps, type TableColumn } from './ServerDataTable';
export { useTableState } from './useTableState';
export { useDebouncedValue } from './debounce';
export * from './tableState';
