/**
 * Text as the in-memory searches compare it: lower case and without accents, so 'cafe' finds 'Ömega café sign'
 * and 'Cafe' finds 'café'. (The lists read from DynamoDB match their stored lower-case text; docs/decisions.md.)
 */
const searchFold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Whether any of the texts holds the search term, compared as `searchFold` does; no term matches everything. */
export function searchMatcher(searchTerm: string | undefined): (...texts: (string | null | undefined)[]) => boolean {
  const term = searchFold(searchTerm?.trim() ?? '');
  return (...texts) => !term || texts.some((text) => searchFold(text ?? '').includes(term));
}
