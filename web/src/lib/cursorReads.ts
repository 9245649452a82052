/** A page of a cursor-paged list as the server answers it. */
export interface CursorAnswer {
  items: unknown[];
  nextCursor: string | null;
}

/** Reads one answer of a list: from `cursor` (none: the start), at most `pageSize` rows. */
type ReadAnswer<A extends CursorAnswer> = (cursor: string | undefined, pageSize: number) => Promise<A>;

/**
 * At most this many calls fill one page. A searched or filtered list answers after a bounded run of rows per call
 * (`queryPage`/`queryUntil` in functions/lib/queryPages.ts: 1,000 to 5,000 rows), so each call costs the same
 * however long the list; 20 calls search 20,000 to 100,000 rows for one page.
 */
const FILL_CALLS = 20;

/**
 * One page of a cursor-paged list, read on from where a short answer stopped until the page holds `pageSize` rows,
 * the list ends, or FILL_CALLS calls were made. Without this a search whose matches lie past the rows one call
 * reads showed an empty page saying nothing matched (docs/decisions.md, 'Searched pages read on'). The other fields
 * of the answer (its count, a list's extras) are the first call's.
 */
export async function filledPage<A extends CursorAnswer>(
  read: ReadAnswer<A>,
  cursor: string | undefined,
  pageSize: number,
): Promise<A> {
  const first = await read(cursor, pageSize);
  let items = first.items;
  let next = first.nextCursor;
  for (let calls = 1; next && items.length < pageSize && calls < FILL_CALLS; calls += 1) {
    const more = await read(next, pageSize - items.length);
    items = [...items, ...more.items];
    next = more.nextCursor;
  }
  return { ...first, items, nextCursor: next };
}

/** At most this many calls read a list for an export; what is left is reported as left out. */
const EXPORT_CALLS = 200;

/**
 * Every row of a list as filtered now, up to `max`, for an export: one answer rarely holds them all when a search
 * or filter narrows the list (see FILL_CALLS). `truncated` says that rows were left out.
 */
export async function rowsUpTo<A extends CursorAnswer>(
  read: ReadAnswer<A>,
  max: number,
): Promise<{ rows: A['items']; truncated: boolean }> {
  const rows: A['items'] = [];
  let next: string | undefined;
  for (let calls = 0; calls < EXPORT_CALLS; calls += 1) {
    const answer = await read(next, max - rows.length);
    rows.push(...answer.items);
    if (!answer.nextCursor) return { rows, truncated: false };
    if (rows.length >= max) return { rows, truncated: true };
    next = answer.nextCursor;
  }
  return { rows, truncated: true };
}
