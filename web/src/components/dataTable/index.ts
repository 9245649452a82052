export { ServerDataTable, type ServerDataTableProps, type TableColumn } from './ServerDataTable';
export { SearchInput } from './SearchInput';
export { PlaceholderWidth } from './PlaceholderWidth';
export { useTableState } from './useTableState';
export { useDebouncedValue } from './debounce';
export * from './tableState';
export { pageOfRows, searchedAndSorted } from './localRows';
export { useCursorTable } from './useCursorTable';
export { emptyListText } from './emptyMessage';
