import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { CouponType, ExpenseStatus, InvoiceKind } from '../../../shared/expenses/rules';
import { searchFold } from '../../../shared/search';
import { batchGetAll } from '../../lib/batchGet';
import { dynamo } from '../../lib/clients/dynamo';
import { env } from '../../lib/env';
import { queryAll, queryUntil } from '../../lib/queryPages';
import { filteredPage, mergedPage } from './expenseListPages';
import {
  closedMarker,
  codeListKey,
  expenseKey,
  kindListKey,
  listSortKey,
  retailerListKey,
  strip,
  tacticInvoiceKey,
  tacticInvoicesPartition,
  tacticSumKey,
} from './expenseKeys';
import type { LedgerCount } from './invoiceLedger';

/** One invoice line of an expense kind (the repository is the sole owner of its keys: ./expenseKeys.ts). */
export interface Expense {
  id: string;
  kind: InvoiceKind;
  code: string;
  couponType: CouponType | null;
  invoiceNumber: string;
  invoiceDate: string;
  vendor: string;
  description: string;
  retailerId: number;
  programId: number | null;
  tacticId: string | null;
  amountCents: number;
  status: ExpenseStatus;
  importId: string | null;
  createdBy: string;
  createdAt: string;
  /** Moves through the PO reconciliation flow bump it (lines imported before it existed have none). */
  version?: number;
  submittedBy?: string;
  /** Tactics whose try-assign suggestion a user rejected for this line (a string set; never proposed again). */
  rejectedTacticIds?: Set<string>;
  /** Set by the PO approve: the payable list's order and who finance sees as approver. */
  approvedBy?: string;
  approvedByName?: string;
  approvedAt?: string;
}

const searchTextOf = (e: Expense) => searchFold([e.code, e.invoiceNumber, e.vendor, e.description].join('\n'));

/**
 * A line's place among a tactic's invoices, with what it put on the budget ledger (./invoiceLedger.ts: the split
 * over the tactic's brands at count time, so the uncount takes back exactly that) and a `countId` naming this count.
 */
export const tacticInvoicePut = (expense: Expense, tacticId: string, counted: LedgerCount | null) => ({
  Put: {
    TableName: env.tableName,
    Item: {
      ...tacticInvoiceKey(tacticId, expense.id),
      expenseId: expense.id,
      kind: expense.kind,
      name: `${expense.code} / ${expense.invoiceNumber}`,
      amountCents: expense.amountCents,
      countId: randomUUID(),
      ledgerShares: counted?.shares ?? [],
      ...(counted ? { budgetYear: counted.budgetYear, retailerId: counted.retailerId } : {}),
    },
  },
});

/** A tactic's closed reconciliation: the status of the line that closed it (approved, confirmed) and its id. */
export interface ClosedReconciliation {
  status: ExpenseStatus;
  lineId: string;
}

const closedOf = (item: Record<string, unknown> | undefined): ClosedReconciliation | undefined =>
  typeof item?.[closedMarker.status] === 'string'
    ? {
        status: item[closedMarker.status] as ExpenseStatus,
        lineId: (item[closedMarker.lineId] as string | undefined) ?? '',
      }
    : undefined;

/**
 * Adds cents (negative to take them off) to a tactic's invoiced sum, on the condition that the tactic's
 * reconciliation is not closed (`closedMarker`): an invoice counted on an approved reconciliation's tactic or taken
 * off it refuses the whole transaction.
 */
export const tacticSumAdd = (tacticId: string, cents: number) => ({
  Update: {
    TableName: env.tableName,
    Key: tacticSumKey(tacticId),
    UpdateExpression: 'ADD invoicedCents :amount',
    ConditionExpression: 'attribute_not_exists(#closed)',
    ExpressionAttributeNames: { '#closed': closedMarker.status },
    ExpressionAttributeValues: { ':amount': cents },
  },
});

/**
 * The writes that count a line against a tactic: its place among the tactic's invoices (with its ledger count) and
 * the tactic's sum. The ledger's own updates are the caller's (`ledgerItemsOf`: one transaction names each once).
 */
export const countOnTactic = (expense: Expense, tacticId: string, counted: LedgerCount | null) => [
  tacticInvoicePut(expense, tacticId, counted),
  tacticSumAdd(tacticId, expense.amountCents),
];

/**
 * The writes that take a line off a tactic: its tactic invoice deleted (on the condition it is still the count
 * read, `countId`; none for one written before counts had ids), its cents taken off the tactic's sum.
 */
export const uncountFromTactic = (expense: Expense, tacticId: string, countId: string | null) => [
  {
    Delete: {
      TableName: env.tableName,
      Key: tacticInvoiceKey(tacticId, expense.id),
      ...(countId
        ? { ConditionExpression: 'countId = :count', ExpressionAttributeValues: { ':count': countId } }
        : { ConditionExpression: 'attribute_not_exists(countId)' }),
    },
  },
  tacticSumAdd(tacticId, -expense.amountCents),
];

/** A line's item with its keys (the bench seeds lists with it). */
export const expenseItem = (expense: Expense) => {
  const sortKey = listSortKey(expense.invoiceDate, expense.id);
  return {
    ...expenseKey(expense.id),
    ...expense,
    version: 1,
    searchText: searchTextOf(expense),
    GSI1PK: kindListKey(expense.kind),
    GSI1SK: sortKey,
    GSI2PK: retailerListKey(expense.kind, expense.retailerId),
    GSI2SK: sortKey,
    GSI3PK: codeListKey(expense.kind, expense.code),
    GSI3SK: expense.id,
  };
};

export async function getExpense(id: string): Promise<Expense | undefined> {
  const answer = await dynamo.send(new GetCommand({ TableName: env.tableName, Key: expenseKey(id) }));
  return answer.Item ? strip<Expense & { searchText?: string }>(answer.Item) : undefined;
}

const withoutSearch = (item: Record<string, unknown>) => {
  const { searchText: _s, ...expense } = strip<Expense & { searchText: string }>(item);
  return expense as Expense;
};

/**
 * One page of a kind's lines (one retailer's, or all), by invoice date: a Query with Limit on the list's index plus
 * one GetItem for its counter, so a page costs the same however many lines there are. Search and status filter
 * the reads, which go on (bounded) until the page is full.
 */
export async function listExpensesPage(opts: {
  kind: InvoiceKind;
  /** One retailer's lines; every retailer's when neither this nor `retailerIds` is given. */
  retailerId?: number;
  /** Several retailers' lines merged in one list (`mergedPage`). */
  retailerIds?: number[];
  pageSize: number;
  cursor?: string;
  ascending: boolean;
  searchTerm?: string;
  status?: ExpenseStatus;
}): Promise<{ items: Expense[]; totalCount: number; nextCursor: string | null }> {
  const retailerIds = opts.retailerIds ?? (opts.retailerId === undefined ? undefined : [opts.retailerId]);
  const page =
    retailerIds === undefined
      ? await filteredPage({ ...opts, index: 'GSI1', list: kindListKey(opts.kind) })
      : await mergedPage({
          ...opts,
          index: 'GSI2',
          lists: retailerIds.map((retailerId) => retailerListKey(opts.kind, retailerId)),
        });
  return { ...page, items: page.items.map(withoutSearch) };
}

/** A code's lines (a code is used on few invoices), for the in-use checks. */
export async function linesOfCode(kind: InvoiceKind, code: string): Promise<Expense[]> {
  const items = await queryAll({
    TableName: env.tableName,
    IndexName: 'GSI3',
    KeyConditionExpression: 'GSI3PK = :code',
    ExpressionAttributeValues: { ':code': codeListKey(kind, code) },
  });
  return items.map(withoutSearch);
}

/**
 * A retailer's pending lines of a kind, newest first, at most `limit` (the reconciliation's candidates): the list
 * also holds assigned lines, so it reads on past them, at most PENDING_READS reads.
 */
export async function pendingLines(kind: InvoiceKind, retailerId: number, limit: number): Promise<Expense[]> {
  const { items } = await queryUntil(
    {
      TableName: env.tableName,
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :list',
      FilterExpression: '#status = :pending',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':list': retailerListKey(kind, retailerId), ':pending': 'pending' },
      ScanIndexForward: false,
      Limit: Math.max(limit, PENDING_READ_SIZE),
    },
    { wanted: limit, maxReads: PENDING_READS },
  );
  return items.slice(0, limit).map(withoutSearch);
}

/** Pending lines one try-assign run reads at most, and the queries (of that size) it may spend finding them. */
const PENDING_TO_ASSIGN = 500;
const PENDING_READS = 20;
/** Lines per read when looking for pending ones among assigned ones. */
const PENDING_READ_SIZE = 100;

/**
 * The pending lines of a kind try-assign works on, newest first: one retailer's (GSI2), or every retailer's
 * (GSI1); at most `PENDING_TO_ASSIGN`, reading at most `PENDING_READS` pages so a run's cost stays bounded.
 */
export async function pendingLinesToAssign(kind: InvoiceKind, retailerId?: number): Promise<Expense[]> {
  const [index, list] =
    retailerId === undefined
      ? (['GSI1', kindListKey(kind)] as const)
      : (['GSI2', retailerListKey(kind, retailerId)] as const);
  const { items } = await queryUntil(
    {
      TableName: env.tableName,
      IndexName: index,
      KeyConditionExpression: `${index}PK = :list`,
      FilterExpression: '#status = :pending',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':list': list, ':pending': 'pending' },
      ScanIndexForward: false,
      Limit: PENDING_TO_ASSIGN,
    },
    { wanted: PENDING_TO_ASSIGN, maxReads: PENDING_READS },
  );
  return items.slice(0, PENDING_TO_ASSIGN).map(withoutSearch);
}

export interface TacticInvoice {
  expenseId: string;
  kind: InvoiceKind;
  name: string;
  amountCents: number;
}

/** The lines counted against a tactic (bounded: a tactic's invoices). */
export async function invoicesOfTactic(tacticId: string): Promise<TacticInvoice[]> {
  const items = await queryAll({
    TableName: env.tableName,
    KeyConditionExpression: 'PK = :tactic AND begins_with(SK, :line)',
    ExpressionAttributeValues: { ':tactic': tacticInvoicesPartition(tacticId), ':line': 'EXPENSE#' },
  });
  return items.map((i) => ({
    expenseId: i.expenseId as string,
    kind: i.kind as InvoiceKind,
    name: i.name as string,
    amountCents: i.amountCents as number,
  }));
}

/** The lines named (one BatchGet a hundred); a line not there is missing from the answer. */
export async function getExpenses(ids: string[]): Promise<Map<string, Expense>> {
  const found = new Map<string, Expense>();
  for (const item of await batchGetAll(ids.map(expenseKey))) {
    const expense = withoutSearch(item);
    found.set(expense.id, expense);
  }
  return found;
}

/**
 * The closed reconciliations (`closedMarker`) of the tactics named, in one BatchGet of their sum items (of 100 keys
 * a request); an open tactic is missing from the answer. `consistent`: each read strongly consistent (after a write
 * the marker refused, to say why).
 */
export async function closedReconciliations(
  tacticIds: string[],
  opts: { consistent?: boolean } = {},
): Promise<Map<string, ClosedReconciliation>> {
  const tactics = [...new Set(tacticIds)];
  const closed = new Map<string, ClosedReconciliation>();
  if (opts.consistent) {
    const items = await Promise.all(
      tactics.map(async (tacticId) => {
        const answer = await dynamo.send(
          new GetCommand({ TableName: env.tableName, Key: tacticSumKey(tacticId), ConsistentRead: true }),
        );
        return [tacticId, closedOf(answer.Item)] as const;
      }),
    );
    for (const [tacticId, marker] of items) if (marker) closed.set(tacticId, marker);
    return closed;
  }
  const items = await batchGetAll(tactics.map(tacticSumKey), {
    ProjectionExpression: '#pk, #status, #line',
    ExpressionAttributeNames: { '#pk': 'PK', '#status': closedMarker.status, '#line': closedMarker.lineId },
  });
  for (const item of items) {
    const marker = closedOf(item);
    if (marker) closed.set((item.PK as string).slice('EXPTACTIC#'.length), marker);
  }
  return closed;
}

/** A tactic's sum item as read: the cents invoiced against it and its closed reconciliation (none while open). */
export interface TacticSum {
  invoicedCents: number;
  closed: ClosedReconciliation | undefined;
}

/**
 * The sum items of the tactics named, in one BatchGet (of 100 keys a request): what is invoiced against each and
 * its closed-reconciliation marker, both from the one read; a tactic without a sum item is missing from the answer.
 */
export async function tacticSums(tacticIds: string[]): Promise<Map<string, TacticSum>> {
  const sums = new Map<string, TacticSum>();
  for (const item of await batchGetAll(tacticIds.map(tacticSumKey)))
    sums.set((item.PK as string).slice('EXPTACTIC#'.length), {
      invoicedCents: item.invoicedCents as number,
      closed: closedOf(item),
    });
  return sums;
}

/** The invoiced sums (cents) of the tactics named; a tactic with no line counted is missing from the answer. */
export async function invoicedSums(tacticIds: string[]): Promise<Map<string, number>> {
  return new Map([...(await tacticSums(tacticIds))].map(([tacticId, sum]) => [tacticId, sum.invoicedCents]));
}
