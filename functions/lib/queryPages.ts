import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { inputMessages } from '../../shared/messages';
import { dynamo } from './clients/dynamo';
import { env } from './env';
import { InvalidInput } from './errors';
import type { ListMark } from './paging';

type Item = Record<string, unknown>;

/** Every item a Query matches, page after page (for bounded partitions: settings, reference kinds, users). */
export async function queryAll(input: QueryCommandInput): Promise<Item[]> {
  const items: Item[] = [];
  let start: Item | undefined;
  do {
    const page = await dynamo.send(new QueryCommand({ ...input, ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/**
 * Every item a Query matches while there are at most `most`, or null when there are more: read page after page,
 * never more than `most` + 1 items in all (a list small enough to sort in memory, found too large after all).
 */
export async function queryAtMost(input: QueryCommandInput, most: number): Promise<Item[] | null> {
  const items: Item[] = [];
  let start: Item | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({ ...input, Limit: most + 1 - items.length, ExclusiveStartKey: start }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start && items.length <= most);
  return items.length > most ? null : items;
}

/**
 * A filtered Query read page after page until `wanted` items match or `maxReads` pages have been read, whichever
 * comes first. DynamoDB applies a filter after reading `Limit` items, so one read may find none of the matches that
 * exist further on; these bounds, not the partition's size, set a request's cost. Answers what matched (possibly
 * more than wanted: a read is taken whole), where reading stopped (none when the partition was read to its end),
 * how many items were read before the filter, and the capacity consumed (when the input asks for it).
 */
export async function queryUntil(
  input: QueryCommandInput,
  bounds: { wanted: number; maxReads: number },
): Promise<{ items: Item[]; stoppedAt: Item | undefined; scanned: number; consumedCapacity: number }> {
  const items: Item[] = [];
  let start = input.ExclusiveStartKey;
  let reads = 0;
  let scanned = 0;
  let consumedCapacity = 0;
  do {
    const page = await dynamo.send(new QueryCommand({ ...input, ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []));
    scanned += page.ScannedCount ?? 0;
    consumedCapacity += page.ConsumedCapacity?.CapacityUnits ?? 0;
    start = page.LastEvaluatedKey;
    reads++;
  } while (start && items.length < bounds.wanted && reads < bounds.maxReads);
  return { items, stoppedAt: start, scanned, consumedCapacity };
}

/** A list kept on a secondary index: the index and the list's partition key there. */
export type IndexList = readonly [index: 'GSI1' | 'GSI2' | 'GSI3', partition: string];

/**
 * The newest items of each list (several lists read at once, such as one per retailer of a user), at most `wanted`
 * of each, newest first within a list: `queryUntil` on each with the same filter and bounds.
 */
export async function newestOfLists(
  lists: readonly IndexList[],
  query: Pick<QueryCommandInput, 'FilterExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'> & {
    Limit: number;
  },
  bounds: { wanted: number; maxReads: number },
): Promise<Item[]> {
  const pages = await Promise.all(
    lists.map(([index, partition]) =>
      queryUntil(
        {
          ...query,
          TableName: env.tableName,
          IndexName: index,
          KeyConditionExpression: `${index}PK = :list`,
          ExpressionAttributeValues: { ...query.ExpressionAttributeValues, ':list': partition },
          ScanIndexForward: false,
        },
        bounds,
      ),
    ),
  );
  return pages.flatMap((page) => page.items.slice(0, bounds.wanted));
}

/**
 * One page of a list read with `queryUntil`: at most `pageSize` items, and the key to read on from. When the reads
 * found more than the page holds, the page ends at its last item and the next one starts right after it (a key made
 * of that item's table and index keys, the shape `decodeCursor` accepts: a projection must keep them), so no item is
 * skipped or shown twice.
 */
export async function queryPage(
  input: QueryCommandInput,
  bounds: { pageSize: number; maxReads: number },
): Promise<{ items: Item[]; nextKey: Item | undefined; scanned: number; consumedCapacity: number }> {
  const {
    items: found,
    stoppedAt,
    ...read
  } = await queryUntil(input, {
    wanted: bounds.pageSize,
    maxReads: bounds.maxReads,
  });
  const items = found.slice(0, bounds.pageSize);
  const last = items.at(-1);
  if (found.length === items.length || !last) return { items, nextKey: stoppedAt, ...read };
  const index = input.IndexName;
  const keyNames = ['PK', 'SK', ...(index ? [`${index}PK`, `${index}SK`] : [])];
  return { items, nextKey: Object.fromEntries(keyNames.map((k) => [k, last[k]])), ...read };
}

/** A list's position for the client: DynamoDB's LastEvaluatedKey, opaque (base64url JSON). */
export const encodeCursor = (key: Item | undefined): string | null =>
  key ? Buffer.from(JSON.stringify(key)).toString('base64url') : null;

/** The list a cursor must belong to: the index queried (none for the table) and the partition it reads. */
export interface CursorList {
  index?: string;
  partition: string;
}

const MAX_KEY_PART_CHARS = 1024;

/**
 * A cursor the client sent back, checked against the list it is used on: it must decode to exactly the key
 * shape that list's Query gives out (the table's PK and SK, plus the index's keys), every part a short string,
 * and name that list's partition. Anything else (forged, truncated, from another list, year or user) is refused
 * with 400 before DynamoDB sees it, rather than failing there as a 500 or reading another list.
 */
export function decodeCursor(cursor: string | undefined, list: CursorList): Item | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  const refuse = () => new InvalidInput({ cursor: [inputMessages.badCursor] });
  if (!/^[A-Za-z0-9_-]{1,2000}$/.test(cursor)) throw refuse();
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw refuse();
  }
  if (typeof key !== 'object' || key === null || Array.isArray(key)) throw refuse();
  const expected = ['PK', 'SK', ...(list.index ? [`${list.index}PK`, `${list.index}SK`] : [])];
  const names = Object.keys(key);
  if (names.length !== expected.length || !expected.every((name) => names.includes(name))) throw refuse();
  const parts = key as Record<string, unknown>;
  if (
    !expected.every(
      (name) =>
        typeof parts[name] === 'string' &&
        (parts[name] as string).length > 0 &&
        (parts[name] as string).length <= MAX_KEY_PART_CHARS,
    )
  )
    throw refuse();
  if (parts[list.index ? `${list.index}PK` : 'PK'] !== list.partition) throw refuse();
  return parts;
}

const MAX_MARK_TEXT_CHARS = 1000;

/**
 * The cursor of a list sorted in memory (a bounded list read whole, `sliceInMemory` in paging.ts): the mark of the
 * row the page ended with, its sorted value and id as base64url JSON. None for the first page.
 */
export const encodeMark = (mark: ListMark | null): string | null =>
  mark && Buffer.from(JSON.stringify([mark.value, mark.id])).toString('base64url');

/** A mark the client sent back: exactly a short value (text, number, yes/no or none) and an id; else 400. */
export function decodeMark(cursor: string | undefined): ListMark | null {
  if (cursor === undefined || cursor === '') return null;
  const refuse = () => new InvalidInput({ cursor: [inputMessages.badCursor] });
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw refuse();
  }
  const shortText = (v: unknown) => typeof v === 'string' && v.length <= MAX_MARK_TEXT_CHARS;
  const finite = (v: unknown) => typeof v === 'number' && Number.isFinite(v);
  if (!Array.isArray(parts) || parts.length !== 2) throw refuse();
  const [value, id] = parts as unknown[];
  if (!(value === null || typeof value === 'boolean' || finite(value) || shortText(value))) throw refuse();
  if (!(finite(id) || (shortText(id) && (id as string).length > 0))) throw refuse();
  return { value: value as ListMark['value'], id: id as ListMark['id'] };
}

/** The answer of a list page cut in memory after a mark (`sliceInMemory`'s page), with the columns it sorts by. */
export const markedPage = <T>(
  page: { items: T[]; totalCount: number; next: ListMark | null; hasPrevious: boolean },
  query: { pageIndex: number; pageSize: number },
  sortFields: readonly string[],
) => ({
  items: page.items,
  pageIndex: query.pageIndex,
  pageSize: query.pageSize,
  totalCount: page.totalCount,
  totalPages: Math.ceil(page.totalCount / query.pageSize),
  hasPreviousPage: page.hasPrevious,
  hasNextPage: page.next !== null,
  nextCursor: encodeMark(page.next),
  sortFields: [...sortFields],
});
