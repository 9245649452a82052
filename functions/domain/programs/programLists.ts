import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { programStatus, type ProgramStatusId } from '../../../shared/programs/status';
import { searchTermFolded } from '../../../shared/search';
import { batchGetAll } from '../../lib/batchGet';
import { dynamo } from '../../lib/clients/dynamo';
import { env } from '../../lib/env';
import { decodeCursor, encodeCursor, queryPage } from '../../lib/queryPages';
import { counterKey, creatorListKey, retailerYearListKey, statusCounterList, strip, yearListKey } from './keys';
import type { ProgramListPage, ProgramRoot } from './programTypes';

/** A filtered page (search, status, archived) reads at most this many rows this many times to fill itself. */
const FILTERED_READ_SIZE = 100;
const FILTERED_READS = 10;

/** The index and partition of a program list: a user's (creator), a retailer's year, or a budget year's. */
export const programListOf = (opts: { creator?: string; retailerId?: number; fiscalYear?: number }) =>
  opts.creator
    ? (['GSI3', creatorListKey(opts.creator)] as const)
    : opts.retailerId !== undefined
      ? (['GSI2', retailerYearListKey(opts.retailerId, opts.fiscalYear!)] as const)
      : (['GSI1', yearListKey(opts.fiscalYear!)] as const);

/**
 * One page of a budget year's programs (optionally one retailer's), newest first: a Query with Limit on the
 * list's index plus one GetItem for its counter, so a page costs the same at 1,000 or 100,000 programs.
 * A search term, status or archived filter reads on until the page is full (contains, case-insensitive), at most
 * FILTERED_READS reads: a page is short only when the matches are further than that, and carries the cursor on.
 */
export async function listProgramsPage(opts: {
  fiscalYear?: number;
  retailerId?: number;
  /** The programs a user created (my campaigns), all years. */
  creator?: string;
  pageSize: number;
  cursor?: string;
  ascending?: boolean;
  searchTerm?: string;
  statusId?: number;
  /** Only archived (true) or only not archived (false) programs. */
  archived?: boolean;
}): Promise<ProgramListPage> {
  const [index, list] = programListOf(opts);
  const term = searchTermFolded(opts.searchTerm);
  const filters = [
    term ? 'contains(searchName, :term)' : '',
    opts.statusId !== undefined ? 'statusId = :status' : '',
    opts.archived !== undefined ? 'archived = :archived' : '',
  ].filter(Boolean);
  const [page, counter] = await Promise.all([
    queryPage(
      {
        TableName: env.tableName,
        IndexName: index,
        KeyConditionExpression: `${index}PK = :list`,
        ExpressionAttributeValues: {
          ':list': list,
          ...(term ? { ':term': term } : {}),
          ...(opts.statusId !== undefined ? { ':status': opts.statusId } : {}),
          ...(opts.archived !== undefined ? { ':archived': opts.archived } : {}),
        },
        ...(filters.length ? { FilterExpression: filters.join(' AND ') } : {}),
        ScanIndexForward: opts.ascending === true,
        Limit: filters.length ? Math.max(opts.pageSize, FILTERED_READ_SIZE) : opts.pageSize,
        ExclusiveStartKey: decodeCursor(opts.cursor, { index, partition: list }),
        ReturnConsumedCapacity: 'TOTAL',
      },
      { pageSize: opts.pageSize, maxReads: filters.length ? FILTERED_READS : 1 },
    ),
    dynamo.send(new GetCommand({ TableName: env.tableName, Key: counterKey(list), ReturnConsumedCapacity: 'TOTAL' })),
  ]);
  return {
    items: page.items.map((i) => strip(i) as unknown as ProgramRoot),
    totalCount: Math.max(0, (counter.Item?.count as number) ?? 0),
    nextCursor: encodeCursor(page.nextKey),
    consumedCapacity: page.consumedCapacity + (counter.ConsumedCapacity?.CapacityUnits ?? 0),
  };
}

// A calendar reads a user's programs at most this far back (newest first); older ones are out of any range shown.
const CREATOR_CALENDAR_LIMIT = 2000;

/** The user's programs for the calendar: their list index, newest first, bounded. */
export async function listProgramsOfCreator(creator: string): Promise<ProgramRoot[]> {
  const programs: ProgramRoot[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: env.tableName,
        IndexName: 'GSI3',
        KeyConditionExpression: 'GSI3PK = :list',
        ExpressionAttributeValues: { ':list': creatorListKey(creator) },
        ScanIndexForward: false,
        Limit: CREATOR_CALENDAR_LIMIT - programs.length,
        ExclusiveStartKey: start,
      }),
    );
    programs.push(...(page.Items ?? []).map((i) => strip(i) as unknown as ProgramRoot));
    start = page.LastEvaluatedKey;
  } while (start && programs.length < CREATOR_CALENDAR_LIMIT);
  return programs;
}

/** The statuses a list shows (deleted programs have left the lists). */
const countedStatuses = Object.values(programStatus).filter((s) => s !== programStatus.deleted);

/**
 * How many programs of a budget year are in each status: the year's status counters (or, for a retailer-side
 * user, their retailers' counters summed), one BatchGet of nine counters per list whatever the year holds.
 */
export async function programStatusCounts(
  fiscalYear: number,
  retailers: 'all' | ReadonlySet<number>,
): Promise<Map<ProgramStatusId, number>> {
  const lists =
    retailers === 'all' ? [yearListKey(fiscalYear)] : [...retailers].map((r) => retailerYearListKey(r, fiscalYear));
  const counts = new Map<ProgramStatusId, number>(countedStatuses.map((s) => [s, 0]));
  const keys = lists.flatMap((list) => countedStatuses.map((s) => counterKey(statusCounterList(list, s))));
  for (const item of await batchGetAll(keys)) {
    const status = Number(String(item.SK).split('#S#').at(-1)) as ProgramStatusId;
    counts.set(status, (counts.get(status) ?? 0) + Math.max(0, (item.count as number) ?? 0));
  }
  return counts;
}

/**
 * How many of a user's programs are in one status and/or archive state: a COUNT over their list index with the
 * filter (reads the list's keys once; a user's own list is bounded by what one person creates).
 */
export async function countProgramsOfCreator(
  creator: string,
  filter: { statusId?: number; archived: boolean; searchTerm?: string },
): Promise<number> {
  const term = searchTermFolded(filter.searchTerm);
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: env.tableName,
        IndexName: 'GSI3',
        KeyConditionExpression: 'GSI3PK = :list',
        FilterExpression: [
          'archived = :archived',
          ...(filter.statusId !== undefined ? ['statusId = :status'] : []),
          ...(term ? ['contains(searchName, :term)'] : []),
        ].join(' AND '),
        ExpressionAttributeValues: {
          ':list': creatorListKey(creator),
          ':archived': filter.archived,
          ...(filter.statusId !== undefined ? { ':status': filter.statusId } : {}),
          ...(term ? { ':term': term } : {}),
        },
        Select: 'COUNT',
        ExclusiveStartKey: start,
      }),
    );
    count += page.Count ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
  return count;
}
