/** A column the user may switch on and off, or one that always shows. */
export interface ColumnChoice {
  field: string;
  /** Off until the user turns it on in the column chooser. */
  hidden?: boolean;
  /** Always shown and not offered in the chooser (actions, the name a row is known by). */
  fixed?: boolean;
}

/** The fields shown: the user's stored choice (fields that still exist), else each column's default. */
export function shownFields(columns: readonly ColumnChoice[], stored: readonly string[] | undefined): string[] {
  const known = new Set(columns.map((c) => c.field));
  const chosen = stored ? new Set(stored.filter((f) => known.has(f))) : undefined;
  return columns.filter((c) => c.fixed || (chosen ? chosen.has(c.field) : !c.hidden)).map((c) => c.field);
}

const storageKey = (tableId: string) => `table-columns:${tableId}`;

export function readColumnChoice(tableId: string): string[] | undefined {
  try {
    const raw = localStorage.getItem(storageKey(tableId));
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    return Array.isArray(parsed) && parsed.every((f) => typeof f === 'string') ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export function storeColumnChoice(tableId: string, fields: readonly string[]) {
  try {
    localStorage.setItem(storageKey(tableId), JSON.stringify(fields));
  } catch {
    // A full or blocked storage only means the choice is not remembered.
  }
}
