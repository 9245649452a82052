import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { ExpenseStatus } from '../../../shared/expenses/rules';
import { inputMessages } from '../../../shared/messages';
import { searchTermFolded } from '../../../shared/search';
import { dynamo } from '../../lib/clients/dynamo';
import { env } from '../../lib/env';
import { InvalidInput } from '../../lib/errors';
import { decodeCursor, encodeCursor, queryPage, queryUntil } from '../../lib/queryPages';
import { counterKey } from './expenseKeys';

/**
 * The expense lists' pages (invoice lines by kind and retailer, the wire report's payable lines): one list
 * partition by cursor (`filteredPage`), or several merged (`mergedPage`), searched and filtered with bounded reads.
 */

/** Queries one filtered page may take, and the lines each reads (a search scans up to 5,000 lines per page). */
const FILTERED_READS = 10;
const FILTERED_READ_SIZE = 500;

type PageOptions = {
  index?: 'GSI1' | 'GSI2';
  pageSize: number;
  cursor?: string;
  ascending: boolean;
  searchTerm?: string;
  status?: ExpenseStatus;
};
type Page = { items: Record<string, unknown>[]; totalCount: number; nextCursor: string | null };

/** A merged list's position: the sort key of the last line given out (every list shares the sort key's form). */
const encodeAfter = (after: string): string => Buffer.from(JSON.stringify({ after })).toString('base64url');
function decodeAfter(cursor: string | undefined): string | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const after = (parsed as { after?: unknown } | undefined)?.after;
  const keys = parsed && typeof parsed === 'object' ? Object.keys(parsed) : [];
  if (typeof after !== 'string' || !after || after.length > 1024 || keys.length !== 1)
    throw new InvalidInput({ cursor: [inputMessages.badCursor] });
  return after;
}

/**
 * One page of several list partitions merged in their shared sort key's order (a retailer-side user's retailers):
 * each partition is read from past the cursor's sort key (one Query with Limit each, more while a filter finds
 * too few), and lines are given out only up to the nearest point every partition still being read has reached,
 * so the merged order never skips a line. The cursor is that sort key alone, however many partitions; the count
 * is the sum of theirs. One partition is the plain `filteredPage`.
 */
export async function mergedPage(opts: PageOptions & { lists: string[] }): Promise<Page> {
  const { lists, ...rest } = opts;
  if (lists.length === 1) return filteredPage({ ...rest, list: lists[0] });
  const sortName = opts.index ? `${opts.index}SK` : 'SK';
  const partitionName = opts.index ? `${opts.index}PK` : 'PK';
  const after = decodeAfter(opts.cursor);
  const term = searchTermFolded(opts.searchTerm);
  const filters = [term ? 'contains(searchText, :term)' : '', opts.status ? '#status = :status' : ''].filter(Boolean);
  const names = { ...(opts.status ? { '#status': 'status' } : {}), ...(after ? { '#sort': sortName } : {}) };
  const readPartition = async (list: string) => {
    const { items: found, stoppedAt } = await queryUntil(
      {
        TableName: env.tableName,
        ...(opts.index ? { IndexName: opts.index } : {}),
        KeyConditionExpression: `${partitionName} = :list${after ? ` AND #sort ${opts.ascending ? '>' : '<'} :after` : ''}`,
        ExpressionAttributeValues: {
          ':list': list,
          ...(after ? { ':after': after } : {}),
          ...(term ? { ':term': term } : {}),
          ...(opts.status ? { ':status': opts.status } : {}),
        },
        ...(filters.length ? { FilterExpression: filters.join(' AND ') } : {}),
        ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
        ScanIndexForward: opts.ascending,
        Limit: filters.length ? Math.max(opts.pageSize, FILTERED_READ_SIZE) : opts.pageSize,
      },
      { wanted: opts.pageSize, maxReads: FILTERED_READS },
    );
    // Where this partition's reading stopped (none when it was read to its end).
    return { found, reachedTo: stoppedAt ? (stoppedAt[sortName] as string) : undefined };
  };
  const counters = Promise.all(
    lists.map((list) => dynamo.send(new GetCommand({ TableName: env.tableName, Key: counterKey(list) }))),
  );
  const partitions = await Promise.all(lists.map(readPartition));
  const before = (a: string, b: string) => (opts.ascending ? a < b : a > b);
  const bounds = partitions.flatMap((p) => (p.reachedTo === undefined ? [] : [p.reachedTo]));
  const bound = bounds.reduce<string | undefined>(
    (near, b) => (near === undefined || before(b, near) ? b : near),
    undefined,
  );
  const ready = partitions
    .flatMap((p) => p.found)
    .filter((item) => bound === undefined || !before(bound, item[sortName] as string))
    .sort((a, b) => (before(a[sortName] as string, b[sortName] as string) ? -1 : 1));
  const items = ready.slice(0, opts.pageSize);
  const nextAfter = ready.length > items.length ? (items.at(-1)![sortName] as string) : bound;
  const totalCount = (await counters).reduce((sum, c) => sum + Math.max(0, (c.Item?.count as number) ?? 0), 0);
  return { items, totalCount, nextCursor: nextAfter === undefined ? null : encodeAfter(nextAfter) };
}

/**
 * One page of a list partition (of an index, or of the table when `index` is left out) in its sort key's order,
 * with its counter (`EXPENSES#COUNTER` / `{list}`). A search (`searchText` contains) or status filter reads on
 * until the page is full, at most FILTERED_READS queries of FILTERED_READ_SIZE lines: the cost of a page stays bounded
 * however large the list; a short page still carries the cursor to read on.
 */
export async function filteredPage(opts: {
  index?: 'GSI1' | 'GSI2';
  list: string;
  pageSize: number;
  cursor?: string;
  ascending: boolean;
  searchTerm?: string;
  status?: ExpenseStatus;
}): Promise<{ items: Record<string, unknown>[]; totalCount: number; nextCursor: string | null }> {
  const { index, list } = opts;
  const partitionKey = index ? `${index}PK` : 'PK';
  const term = searchTermFolded(opts.searchTerm);
  const filters = [term ? 'contains(searchText, :term)' : '', opts.status ? '#status = :status' : ''].filter(Boolean);
  const counter = dynamo.send(new GetCommand({ TableName: env.tableName, Key: counterKey(list) }));
  const { items, nextKey } = await queryPage(
    {
      TableName: env.tableName,
      ...(index ? { IndexName: index } : {}),
      KeyConditionExpression: `${partitionKey} = :list`,
      ExpressionAttributeValues: {
        ':list': list,
        ...(term ? { ':term': term } : {}),
        ...(opts.status ? { ':status': opts.status } : {}),
      },
      ...(filters.length ? { FilterExpression: filters.join(' AND ') } : {}),
      ...(opts.status ? { ExpressionAttributeNames: { '#status': 'status' } } : {}),
      ScanIndexForward: opts.ascending,
      // A filter reads many lines to find a page's worth: at a page's size a search missed anything older than
      // ten pages of lines.
      Limit: filters.length ? Math.max(opts.pageSize, FILTERED_READ_SIZE) : opts.pageSize,
      ExclusiveStartKey: decodeCursor(opts.cursor, { index, partition: list }),
    },
    // Without a filter one read is the page.
    { pageSize: opts.pageSize, maxReads: filters.length ? FILTERED_READS : 1 },
  );
  return {
    items,
    totalCount: Math.max(0, ((await counter).Item?.count as number) ?? 0),
    nextCursor: encodeCursor(nextKey),
  };
}
