import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { batchGetAll } from '../../lib/batchGet';
import { dynamo } from '../../lib/clients/dynamo';
import { env } from '../../lib/env';
import { decodeCursor, encodeCursor, queryAtMost, queryPage } from '../../lib/queryPages';
import { approvedListKey, programRootKey, retailerApprovedListKey, strip } from './keys';
import { programStatus } from '../../../shared/programs/status';
import { searchTermFolded } from '../../../shared/search';
import type { ProgramRoot } from './programTypes';

type Item = Record<string, unknown>;

/** Reads per page at most this many rounds, so a search never turns one request into a read of the whole year. */
const MAX_ROUNDS = 20;

/**
 * An approved list holding at most this many programs is read whole to sort by any column, as the program lists
 * are (docs/decisions.md, 'Program lists sort by any column'); a larger one keeps the approval order.
 */
export const SORTABLE_APPROVED = 1000;

const listOf = (fiscalYear: number, retailerId: number | undefined) =>
  retailerId !== undefined ? retailerApprovedListKey(retailerId, fiscalYear) : approvedListKey(fiscalYear);

/**
 * A budget year's approved programs (optionally one retailer's) in the order they were approved, newest first
 * unless `ascending`, with the exact number that match (Production Processing). One Query of the year's approved
 * list (entries `{approvedDate}#{id}`, written with each approval), in rounds while a search filters rows out,
 * then one BatchGet of the page's roots. The total is a COUNT over the same list with the same filter.
 */
export async function listApprovedPrograms(opts: {
  fiscalYear: number;
  retailerId?: number;
  searchTerm?: string;
  pageSize: number;
  cursor?: string;
  ascending?: boolean;
}): Promise<{ items: ProgramRoot[]; totalCount: number; listSize: number; nextCursor: string | null }> {
  const list = listOf(opts.fiscalYear, opts.retailerId);
  const term = searchTermFolded(opts.searchTerm);
  const base = {
    TableName: env.tableName,
    KeyConditionExpression: 'PK = :list',
    ...(term ? { FilterExpression: 'contains(searchName, :term)' } : {}),
    ExpressionAttributeValues: { ':list': list, ...(term ? { ':term': term } : {}) },
    ScanIndexForward: opts.ascending === true,
  };

  const { items: rows, nextKey: next } = await queryPage(
    { ...base, Limit: Math.max(opts.pageSize, 25), ExclusiveStartKey: decodeCursor(opts.cursor, { partition: list }) },
    { pageSize: opts.pageSize, maxReads: MAX_ROUNDS },
  );

  // Count: the entries that match; ScannedCount: every entry, before the search's filter (the list's size).
  let totalCount = 0;
  let listSize = 0;
  let countStart: Item | undefined;
  do {
    const page = await dynamo.send(new QueryCommand({ ...base, Select: 'COUNT', ExclusiveStartKey: countStart }));
    totalCount += page.Count ?? 0;
    listSize += page.ScannedCount ?? 0;
    countStart = page.LastEvaluatedKey;
  } while (countStart);

  const roots = await rootsOf(rows.map((r) => r.programId as number));
  return {
    // A program that left Approved between the two reads is left out rather than shown in the wrong list.
    items: rows
      .map((r) => roots.get(r.programId as number))
      .filter((p): p is ProgramRoot => p?.statusId === programStatus.approved),
    totalCount,
    listSize,
    nextCursor: encodeCursor(next),
  };
}

/**
 * Every approved program of a budget year (optionally one retailer's), or null when the list holds more than
 * SORTABLE_APPROVED: its entries in Queries of at most that many, then BatchGets of their roots.
 */
export async function wholeApprovedPrograms(fiscalYear: number, retailerId?: number): Promise<ProgramRoot[] | null> {
  const entries = await queryAtMost(
    {
      TableName: env.tableName,
      KeyConditionExpression: 'PK = :list',
      ExpressionAttributeValues: { ':list': listOf(fiscalYear, retailerId) },
      ProjectionExpression: 'programId',
    },
    SORTABLE_APPROVED,
  );
  if (!entries) return null;
  const roots = await rootsOf(entries.map((e) => e.programId as number));
  return [...roots.values()].filter((p) => p.statusId === programStatus.approved);
}

async function rootsOf(ids: number[]): Promise<Map<number, ProgramRoot>> {
  const roots = new Map<number, ProgramRoot>();
  for (const item of await batchGetAll(ids.map(programRootKey))) {
    const root = strip(item) as unknown as ProgramRoot;
    roots.set(root.id, root);
  }
  return roots;
}
