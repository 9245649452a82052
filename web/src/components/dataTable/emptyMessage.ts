/**
 * Why a list shows no rows: a search or a filter narrowed it to nothing (`noMatch`, `noFilterMatch`: nothing
 * matches), or there is nothing at all (`empty`: only then may the list say there is nothing yet).
 */
export type EmptyReason = 'empty' | 'noMatch' | 'noFilterMatch';

export function emptyReason(searchTerm: string, filtered = false): EmptyReason {
  if (filtered) return 'noFilterMatch';
  return searchTerm.trim() ? 'noMatch' : 'empty';
}

/** The key of the shared no-match text (`widgets.table.noMatch`…), or null for the list's own empty text. */
const noMatchKey = (reason: EmptyReason) => (reason === 'empty' ? null : `widgets.table.${reason}`);

/** The text of an empty list: the shared no-match text while narrowed, else the list's own (or the shared) one. */
export function emptyListText(
  t: (key: string) => string,
  searchTerm: string,
  options: { filtered?: boolean; empty?: string } = {},
): string {
  const key = noMatchKey(emptyReason(searchTerm, options.filtered));
  return key ? t(key) : (options.empty ?? t('widgets.table.empty'));
}
