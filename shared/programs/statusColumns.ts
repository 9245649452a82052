/**
 * The Program Status list's columns (`program-status`) and the user's saved choice of them (`POST
 * programs/save-dynamic-table`): which are shown and in what order. The program number always shows, first (it
 * opens the program); every other column may be hidden or moved.
 */
export const DYNAMIC_TABLE_IDS = ['programStatus'] as const;
export type DynamicTableId = (typeof DYNAMIC_TABLE_IDS)[number];

export const PROGRAM_STATUS_FIXED_COLUMN = 'id';
export const PROGRAM_STATUS_COLUMNS = [
  'name',
  'campaignThemeName',
  'retailerName',
  'fiscalYear',
  'programStartDate',
  'programEndDate',
  'statusId',
  'creatorName',
  'createdAt',
] as const;
export type ProgramStatusColumn = (typeof PROGRAM_STATUS_COLUMNS)[number];

export const tableColumnMessages = {
  chooseOne: 'Choose at least one column.',
  unknown: 'This column is not one of the list.',
  twice: 'A column is chosen twice.',
} as const;

const known = new Set<string>(PROGRAM_STATUS_COLUMNS);
export const isProgramStatusColumn = (field: string): field is ProgramStatusColumn => known.has(field);

/**
 * The columns shown, in order: the saved choice (columns that still exist, once each), else every column in the
 * list's own order. A saved choice that keeps no column shows the default.
 */
export function programStatusColumnsToShow(saved: readonly string[] | null | undefined): ProgramStatusColumn[] {
  const chosen = [...new Set((saved ?? []).filter(isProgramStatusColumn))];
  return chosen.length ? chosen : [...PROGRAM_STATUS_COLUMNS];
}

/** The chooser's rows: the shown columns in their order, then the hidden ones in the list's order. */
export function programStatusColumnRows(shown: readonly ProgramStatusColumn[]) {
  const on = new Set(shown);
  return [
    ...shown.map((field) => ({ field, shown: true })),
    ...PROGRAM_STATUS_COLUMNS.filter((f) => !on.has(f)).map((field) => ({ field, shown: false })),
  ];
}

/** One row of the chooser moved up (-1) or down (+1); a move past either end changes nothing. */
export function moveColumn<T>(rows: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || index >= rows.length || to < 0 || to >= rows.length) return [...rows];
  const next = [...rows];
  [next[index], next[to]] = [next[to], next[index]];
  return next;
}
