export { ServerDataTable, type ServerDataTableProps, type TableColumn } from './ServerDataTable';
export { useTableState, type TableControl, type TableStateOptions } from './useTableState';
export { createDebouncer, useDebouncedValue } from './debounce';
export * from './tableState';
