import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../lib/clients/dynamo';
import { env } from '../../lib/env';
import { searchTermFolded } from '../../../shared/search';
import { decodeCursor, encodeCursor, queryPage } from '../../lib/queryPages';
import { retailerYearListKey, strip, yearListKey } from './keys';
import { type ProgramListPage, type ProgramRoot } from './programTypes';

type Item = Record<string, unknown>;

/** Reads per page at most this many rounds, so a rare status never turns one request into a scan of the year. */
const MAX_ROUNDS = 20;

/**
 * A budget year's programs (optionally one retailer's) in one status (and search), newest first, with full pages
 * and the exact number that match (the status table and the approver's queue, `programs/status-list?statusId`).
 * DynamoDB filters after reading, so a page is read in rounds until it is full; when a round finds more than the
 * page needs, the cursor is the last row shown (built from its keys), so no row is skipped or shown twice. The
 * total is a COUNT query over the same list with the same filter (reads the list's keys once per call).
 */
export async function listProgramsFiltered(opts: {
  fiscalYear: number;
  retailerId?: number;
  statusId: number;
  searchTerm?: string;
  pageSize: number;
  cursor?: string;
  ascending?: boolean;
  /** Leave out the exact total (a COUNT over the list): the tasks read only the page. */
  withoutTotal?: boolean;
}): Promise<ProgramListPage> {
  const [index, list] =
    opts.retailerId !== undefined
      ? (['GSI2', retailerYearListKey(opts.retailerId, opts.fiscalYear)] as const)
      : (['GSI1', yearListKey(opts.fiscalYear)] as const);
  const term = searchTermFolded(opts.searchTerm);
  const base = {
    TableName: env.tableName,
    IndexName: index,
    KeyConditionExpression: `${index}PK = :list`,
    FilterExpression: ['statusId = :status', ...(term ? ['contains(searchName, :term)'] : [])].join(' AND '),
    ExpressionAttributeValues: { ':list': list, ':status': opts.statusId, ...(term ? { ':term': term } : {}) },
    ScanIndexForward: opts.ascending === true,
  };

  const {
    items: rows,
    nextKey: next,
    consumedCapacity,
  } = await queryPage(
    {
      ...base,
      Limit: Math.max(opts.pageSize, 25),
      ExclusiveStartKey: decodeCursor(opts.cursor, { index, partition: list }),
      ReturnConsumedCapacity: 'TOTAL',
    },
    { pageSize: opts.pageSize, maxReads: MAX_ROUNDS },
  );
  let consumed = consumedCapacity;

  let totalCount = opts.withoutTotal ? rows.length : 0;
  let countStart: Item | undefined;
  if (!opts.withoutTotal)
    do {
      const page = await dynamo.send(
        new QueryCommand({ ...base, Select: 'COUNT', ExclusiveStartKey: countStart, ReturnConsumedCapacity: 'TOTAL' }),
      );
      totalCount += page.Count ?? 0;
      consumed += page.ConsumedCapacity?.CapacityUnits ?? 0;
      countStart = page.LastEvaluatedKey;
    } while (countStart);

  return {
    items: rows.map((i) => strip(i) as unknown as ProgramRoot),
    totalCount,
    nextCursor: encodeCursor(next),
    consumedCapacity: consumed,
  };
}
