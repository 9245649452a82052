import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../lib/clients/dynamo';
import { env } from '../../lib/env';
import { queryAtMost } from '../../lib/queryPages';
import { searchFold } from '../../../shared/search';
import { counterKey, payableKey, payableListKey, strip } from './expenseKeys';
import { filteredPage, mergedPage } from './expenseListPages';
import type { Expense } from './expenseRepository';

/**
 * The wire report's payable PO lines (approved, not yet confirmed): one item in the list of all retailers and one
 * in the line's retailer's list, ordered by approval time, written with the approve and deleted with the confirm
 * (in the same transaction as the line's move); keys from ./expenseKeys.ts.
 */
export interface PayableLine {
  poId: string;
  poNumber: string;
  invoiceNumber: string;
  invoiceDate: string;
  vendor: string;
  description: string;
  retailerId: number;
  retailerName: string;
  programId: number | null;
  programName: string;
  tacticId: string | null;
  tacticName: string;
  amountCents: number;
  approvedBy: string;
  approvedByName: string;
  approvedAt: string;
}

const listsOf = (retailerId: number) => [payableListKey(), payableListKey(retailerId)];

const searchTextOf = (p: PayableLine) =>
  searchFold(
    [p.poNumber, p.invoiceNumber, p.vendor, p.description, p.retailerName, p.programName, p.tacticName].join('\n'),
  );

/** The approve's extra writes: the line's payable items and both lists' counters +1. */
export function payableWrites(line: PayableLine) {
  return listsOf(line.retailerId).flatMap((list) => [
    {
      Put: {
        TableName: env.tableName,
        Item: { ...payableKey(list, line.approvedAt, line.poId), ...line, searchText: searchTextOf(line) },
      },
    },
    {
      Update: {
        TableName: env.tableName,
        Key: counterKey(list),
        UpdateExpression: 'ADD #count :one',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':one': 1 },
      },
    },
  ]);
}

/** The confirm's extra writes: the line leaves both payable lists (their counters -1). */
export function paidWrites(line: Expense & { approvedAt: string }) {
  return listsOf(line.retailerId).flatMap((list) => [
    { Delete: { TableName: env.tableName, Key: payableKey(list, line.approvedAt, line.id) } },
    {
      Update: {
        TableName: env.tableName,
        Key: counterKey(list),
        UpdateExpression: 'ADD #count :minus',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':minus': -1 },
      },
    },
  ]);
}

/** One page of the payable lines (a retailer's, or all), by approval time, searched; costs the same at any size. */
export async function listPayablePage(opts: {
  /** Every retailer's when left out; one retailer's, or several merged. */
  retailerIds?: number[];
  pageSize: number;
  cursor?: string;
  ascending: boolean;
  searchTerm?: string;
}): Promise<{ items: PayableLine[]; totalCount: number; nextCursor: string | null }> {
  const page =
    opts.retailerIds === undefined
      ? await filteredPage({ ...opts, list: payableListKey() })
      : await mergedPage({ ...opts, lists: opts.retailerIds.map((id) => payableListKey(id)) });
  return {
    ...page,
    items: page.items.map((item) => {
      const { searchText: _s, ...line } = strip<PayableLine & { searchText: string }>(item);
      return line;
    }),
  };
}

/**
 * The wire report holds at most this many payable POs to be read whole and sorted by any column (docs/decisions.md,
 * 'Wire report page'); above it, its lists' order only (approval time), a page at a time.
 */
const SORTABLE_PAYABLES = 1000;

const payableListsOf = (retailerIds: number[] | undefined) =>
  retailerIds === undefined ? [payableListKey()] : retailerIds.map((id) => payableListKey(id));

/** Whether the lists hold at most SORTABLE_PAYABLES (their counters): then the report sorts by any column. */
export async function payablesSortable(retailerIds: number[] | undefined): Promise<boolean> {
  const counters = await Promise.all(
    payableListsOf(retailerIds).map((list) =>
      dynamo.send(new GetCommand({ TableName: env.tableName, Key: counterKey(list) })),
    ),
  );
  return counters.reduce((sum, c) => sum + Math.max(0, (c.Item?.count as number) ?? 0), 0) <= SORTABLE_PAYABLES;
}

/**
 * Every payable line of the lists (all retailers', or the retailers'), or null when their counters say they hold
 * more than SORTABLE_PAYABLES: a Query per list, each bounded.
 */
export async function wholePayables(retailerIds: number[] | undefined): Promise<PayableLine[] | null> {
  if (!(await payablesSortable(retailerIds))) return null;
  const lists = payableListsOf(retailerIds);
  const items: Record<string, unknown>[] = [];
  for (const list of lists) {
    const read = await queryAtMost(
      {
        TableName: env.tableName,
        KeyConditionExpression: 'PK = :list',
        ExpressionAttributeValues: { ':list': list },
      },
      SORTABLE_PAYABLES - items.length,
    );
    // A counter behind its list: too many after all.
    if (!read) return null;
    items.push(...read);
  }
  return items.map((item) => {
    const { searchText: _s, ...line } = strip<PayableLine & { searchText: string }>(item);
    return line;
  });
}
