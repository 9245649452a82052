import { randomUUID } from 'node:crypto';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { QuarterPercents } from '../../../shared/allocation/rules';
import { dynamo } from '../../lib/clients/dynamo';
import { env } from '../../lib/env';
import { fieldAssignments } from '../../lib/updateExpression';
import { Conflict } from '../../lib/errors';
import { queryAll } from '../../lib/queryPages';
import { allocationLedgerItems } from '../ledger/ledgerRepository';

/**
 * A brand's allocation of one budget year lives in one partition `ALLOC#B{brand}#Y{year}` (docs/data-model.md):
 * `HEAD` (version, totals, retainer), `R#{retailer}` (ATL/BTL cents and quarterly breakout per retailer) and
 * `REV#{at}#{id}` (the revisions, newest last). One Query reads the page; every change writes the head at its
 * version, the retailers' rows and the revision in one transaction.
 */
export interface RetailerAllocation {
  retailerId: number;
  atlCents: number;
  btlCents: number;
  breakout: QuarterPercents;
}
export interface AllocationRevision {
  id: string;
  at: string;
  by: string;
  changeDriver: string | null;
  changeReasonId: number;
  comment: string;
  changes: {
    retailerId: number;
    before: Omit<RetailerAllocation, 'retailerId'>;
    after: Omit<RetailerAllocation, 'retailerId'>;
  }[];
}
export interface BrandYearAllocation {
  version: number;
  totalAtlCents: number;
  totalBtlCents: number;
  retainerCents: number;
  retailers: RetailerAllocation[];
  revisions: AllocationRevision[];
}

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

const partition = (brandId: number, year: number) => `ALLOC#B${brandId}#Y${year}`;
const headKey = (brandId: number, year: number) => ({ PK: partition(brandId, year), SK: 'HEAD' });
const retailerKey = (brandId: number, year: number, retailerId: number) => ({
  PK: partition(brandId, year),
  SK: `R#${String(retailerId).padStart(10, '0')}`,
});
/** The id a retailer's row goes by (spec: brandRetailerAllocationId). */
export const brandRetailerAllocationId = (brandId: number, year: number, retailerId: number) =>
  `${brandId}-${year}-${retailerId}`;

export async function readAllocation(brandId: number, budgetYear: number): Promise<BrandYearAllocation> {
  const items = await queryAll({
    TableName: env.tableName,
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': partition(brandId, budgetYear) },
  });
  const head = items.find((i) => i.SK === 'HEAD');
  const field = (item: Record<string, unknown>, name: string) => Number(item[name] ?? 0);
  return {
    version: head ? field(head, 'version') : 0,
    totalAtlCents: head ? field(head, 'totalAtlCents') : 0,
    totalBtlCents: head ? field(head, 'totalBtlCents') : 0,
    retainerCents: head ? field(head, 'retainerCents') : 0,
    retailers: items
      .filter((i) => String(i.SK).startsWith('R#'))
      .map((i) => ({
        retailerId: field(i, 'retailerId'),
        atlCents: field(i, 'atlCents'),
        btlCents: field(i, 'btlCents'),
        breakout: i.breakout as QuarterPercents,
      })),
    revisions: items
      .filter((i) => String(i.SK).startsWith('REV#'))
      .map(({ PK: _pk, SK: _sk, ...rest }) => rest as unknown as AllocationRevision),
  };
}

/** The head written at the version read: the one condition that makes two concurrent changes one win, one 409. */
function headAtVersion(
  brandId: number,
  budgetYear: number,
  version: number,
  fields: Record<string, number>,
): TransactItem {
  const assign = fieldAssignments(fields);
  return {
    Update: {
      TableName: env.tableName,
      Key: headKey(brandId, budgetYear),
      UpdateExpression: `SET ${[...assign.set, 'version = :next', 'brandId = :brand', 'budgetYear = :year'].join(', ')}`,
      ConditionExpression: version === 0 ? 'attribute_not_exists(PK)' : 'version = :version',
      ExpressionAttributeNames: assign.names,
      ExpressionAttributeValues: {
        ...assign.values,
        ':next': version + 1,
        ':brand': brandId,
        ':year': budgetYear,
        ...(version === 0 ? {} : { ':version': version }),
      },
    },
  };
}

async function transact(items: TransactItem[]) {
  try {
    await dynamo.send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
    if ((error as Error).name === 'TransactionCanceledException' && reasons?.[0]?.Code === 'ConditionalCheckFailed')
      throw new Conflict();
    throw error;
  }
}

/** Writes the retailers' new rows, the totals and the revision in one transaction at the allocation's version. */
export async function writeAllocationChange(
  brandId: number,
  budgetYear: number,
  current: BrandYearAllocation,
  after: RetailerAllocation[],
  revision: Omit<AllocationRevision, 'id' | 'at' | 'changes'>,
): Promise<void> {
  const before = new Map(current.retailers.map((r) => [r.retailerId, r]));
  const rows = new Map(current.retailers.map((r) => [r.retailerId, r]));
  for (const row of after) rows.set(row.retailerId, row);
  const totals = [...rows.values()].reduce((sum, r) => ({ atl: sum.atl + r.atlCents, btl: sum.btl + r.btlCents }), {
    atl: 0,
    btl: 0,
  });
  const at = new Date().toISOString();
  const id = randomUUID();
  const empty = { atlCents: 0, btlCents: 0, breakout: { q1: 25, q2: 25, q3: 25, q4: 25 } };
  const changes = after.map(({ retailerId, ...next }) => {
    const { retailerId: _r, ...was } = before.get(retailerId) ?? { retailerId, ...empty };
    return { retailerId, before: was, after: next };
  });
  await transact([
    headAtVersion(brandId, budgetYear, current.version, { totalAtlCents: totals.atl, totalBtlCents: totals.btl }),
    ...after.map((row) => ({
      Put: { TableName: env.tableName, Item: { ...retailerKey(brandId, budgetYear, row.retailerId), ...row } },
    })),
    {
      Put: {
        TableName: env.tableName,
        Item: { PK: partition(brandId, budgetYear), SK: `REV#${at}#${id}`, id, at, ...revision, changes },
      },
    },
    ...allocationLedgerItems(
      brandId,
      budgetYear,
      changes.map((c) => ({
        retailerId: c.retailerId,
        atlDelta: c.after.atlCents - c.before.atlCents,
        btlDelta: c.after.btlCents - c.before.btlCents,
      })),
    ),
  ]);
}

export async function writeRetainer(brandId: number, budgetYear: number, version: number, retainerCents: number) {
  await transact([headAtVersion(brandId, budgetYear, version, { retainerCents })]);
}
