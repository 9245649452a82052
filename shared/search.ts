/**
 * Text as every search compares it: lower case and without accents, so 'cafe' finds 'Ömega café sign' and 'Cafe'
 * finds 'café'. The in-memory searches fold both sides with it (`searchMatcher`); the lists read from DynamoDB store
 * their search text folded with it when an item is written (`searchText`, a program's `searchName`) and fold the
 * term with it (`searchTermFolded`) for their `contains` filter (docs/decisions.md, 'Accents do not count').
 */
export const searchFold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The search term as compared with folded texts: trimmed and folded; undefined when blank (no search). */
export const searchTermFolded = (searchTerm: string | undefined): string | undefined =>
  searchFold(searchTerm?.trim() ?? '') || undefined;

/** Whether any of the texts holds the search term, compared as `searchFold` does; no term matches everything. */
export function searchMatcher(searchTerm: string | undefined): (...texts: (string | null | undefined)[]) => boolean {
  const term = searchTermFolded(searchTerm);
  return (...texts) => !term || texts.some((text) => searchFold(text ?? '').includes(term));
}
