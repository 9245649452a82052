import { GetCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import {
  ledgerDelta,
  quarterLedgerDelta,
  type LedgerProgram,
  type LedgerTotals,
} from '../../../shared/allocation/ledger';
import { dynamo } from '../../lib/clients/dynamo';
import { env } from '../../lib/env';
import { queryAll } from '../../lib/queryPages';

/**
 * The budget ledger's counters (shared/allocation/ledger.ts; docs/data-model.md, 'Budget ledger'): one partition
 * per budget year `LEDGER#Y{year}` holding `B#{brand}` (a brand at every retailer), `R#{retailer}` (a retailer,
 * every brand) and `R#{retailer}#B#{brand}`. Program writes ADD what they plan and commit, allocation changes SET
 * what is allocated, expense writes ADD what is invoiced: each in the transaction of the change it counts. Quarter
 * rows `Q#{quarter}#R#{retailer}#B#{brand}` hold what programs starting in that quarter plan and commit (reports).
 */
type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

const pad = (id: number) => String(id).padStart(10, '0');
const partition = (budgetYear: number) => `LEDGER#Y${budgetYear}`;
const sortKey = (retailerId: number | null, brandId: number | null) =>
  retailerId === null
    ? `B#${pad(brandId!)}`
    : brandId === null
      ? `R#${pad(retailerId)}`
      : `R#${pad(retailerId)}#B#${pad(brandId)}`;
export const ledgerKey = (budgetYear: number, retailerId: number | null, brandId: number | null) => ({
  PK: partition(budgetYear),
  SK: sortKey(retailerId, brandId),
});

/**
 * A retailer's brand row names the programs its `programs` counts (`programIds`, a number set), so the distinct
 * programs of several brands are the union of their sets (`distinctPrograms`): a program counted (+1) joins the
 * set, one taken back (-1) leaves it, in the same update as the count.
 */
interface Member {
  programId: number;
  sign: number;
}

/** An ADD of signed amounts to one ledger item, with the scope's ids for its readers; none when all are 0. */
function addTo(
  budgetYear: number,
  retailerId: number | null,
  brandId: number | null,
  amounts: Record<string, number>,
  member?: Member,
): TransactItem[] {
  const names = Object.keys(amounts).filter((n) => amounts[n] !== 0);
  if (!names.length) return [];
  const ids = { ...(retailerId === null ? {} : { retailerId }), ...(brandId === null ? {} : { brandId }) };
  const idNames = Object.keys(ids);
  const joins = member && member.sign !== 0 && retailerId !== null && brandId !== null ? member : undefined;
  const update: TransactItem = {
    Update: {
      TableName: env.tableName,
      Key: ledgerKey(budgetYear, retailerId, brandId),
      UpdateExpression: [
        `ADD ${names.map((_, i) => `#a${i} :a${i}`).join(', ')}${joins && joins.sign > 0 ? ', programIds :member' : ''}`,
        `SET budgetYear = :year${idNames.map((n) => `, ${n} = :${n}`).join('')}`,
        ...(joins && joins.sign < 0 ? ['DELETE programIds :member'] : []),
      ].join(' '),
      ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#a${i}`, n])),
      ExpressionAttributeValues: {
        ...Object.fromEntries(names.map((n, i) => [`:a${i}`, amounts[n]])),
        ':year': budgetYear,
        ...Object.fromEntries(idNames.map((n) => [`:${n}`, ids[n as keyof typeof ids]])),
        ...(joins ? { ':member': new Set([joins.programId]) } : {}),
      },
    },
  };
  return [update];
}

/** A quarter row's key: what programs of a retailer's brand starting in that quarter plan and commit. */
const quarterKey = (budgetYear: number, quarter: number, retailerId: number, brandId: number) => ({
  PK: partition(budgetYear),
  SK: `Q#${quarter}#R#${pad(retailerId)}#B#${pad(brandId)}`,
});

/**
 * The ledger's updates for a program going from `before` to `after` (none when no budget moves), its quarter rows
 * included: a start date moved to another quarter moves those alone.
 */
export const programLedgerItems = (before: LedgerProgram | null, after: LedgerProgram | null): TransactItem[] => [
  ...ledgerDelta(before, after).flatMap((e) => {
    const programId = after?.id ?? before?.id;
    const member = programId === undefined ? undefined : { programId, sign: e.figures.programs };
    return addTo(e.budgetYear, e.retailerId, e.brandId, e.figures as unknown as Record<string, number>, member);
  }),
  ...quarterLedgerDelta(before, after).flatMap((e): TransactItem[] => {
    const names = Object.keys(e.figures).filter((n) => e.figures[n as keyof typeof e.figures] !== 0);
    return [
      {
        Update: {
          TableName: env.tableName,
          Key: quarterKey(e.budgetYear, e.quarter, e.retailerId, e.brandId),
          UpdateExpression: `ADD ${names.map((_, i) => `#a${i} :a${i}`).join(', ')} SET budgetYear = :year, quarter = :q, retailerId = :r, brandId = :b`,
          ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#a${i}`, n])),
          ExpressionAttributeValues: {
            ...Object.fromEntries(names.map((n, i) => [`:a${i}`, e.figures[n as keyof typeof e.figures]])),
            ':year': e.budgetYear,
            ':q': e.quarter,
            ':r': e.retailerId,
            ':b': e.brandId,
          },
        },
      },
    ];
  }),
];

/**
 * What an allocation change moves: each changed retailer's allocation of the brand, the retailer's total and the
 * brand's total, all ADDed as the difference (the allocation's own transaction is versioned, so it never races).
 */
export function allocationLedgerItems(
  brandId: number,
  budgetYear: number,
  changes: { retailerId: number; atlDelta: number; btlDelta: number }[],
): TransactItem[] {
  const moving = changes.filter((c) => c.atlDelta !== 0 || c.btlDelta !== 0);
  if (!moving.length) return [];
  const total = moving.reduce((s, c) => ({ atl: s.atl + c.atlDelta, btl: s.btl + c.btlDelta }), { atl: 0, btl: 0 });
  return [
    ...addTo(budgetYear, null, brandId, { allocAtlCents: total.atl, allocBtlCents: total.btl }),
    ...moving.flatMap((c) => [
      ...addTo(budgetYear, c.retailerId, brandId, { allocAtlCents: c.atlDelta, allocBtlCents: c.btlDelta }),
      ...addTo(budgetYear, c.retailerId, null, { allocAtlCents: c.atlDelta, allocBtlCents: c.btlDelta }),
    ]),
  ];
}

/** Invoiced cents counted against a program's tactic, one brand's share (null: the tactic is charged to none). */
export interface InvoiceShare {
  budgetYear: number;
  retailerId: number;
  brandId: number | null;
  cents: number;
}

/**
 * What counting invoiced cents against tactics moves (negative shares take them off): each brand's share at the
 * program's retailer and in all, and the retailer's total. Shares are summed per item first, so a batch touching
 * one brand through several lines or tactics writes each ledger item once, as a transaction must.
 */
export function invoiceLedgerItems(shares: InvoiceShare[]): TransactItem[] {
  const sums = new Map<
    string,
    { budgetYear: number; retailerId: number | null; brandId: number | null; cents: number }
  >();
  const add = (budgetYear: number, retailerId: number | null, brandId: number | null, cents: number) => {
    const key = `${budgetYear}|${retailerId ?? ''}|${brandId ?? ''}`;
    const sum = sums.get(key) ?? { budgetYear, retailerId, brandId, cents: 0 };
    sum.cents += cents;
    sums.set(key, sum);
  };
  for (const s of shares) {
    add(s.budgetYear, s.retailerId, null, s.cents);
    if (s.brandId === null) continue;
    add(s.budgetYear, null, s.brandId, s.cents);
    add(s.budgetYear, s.retailerId, s.brandId, s.cents);
  }
  return [...sums.values()].flatMap((s) => addTo(s.budgetYear, s.retailerId, s.brandId, { invoicedCents: s.cents }));
}

export type LedgerRow = LedgerTotals & {
  programs: number;
  retailerId: number | null;
  brandId: number | null;
  /** An allocation was set here once (an ATL or BTL allocation written, even if back to 0 since). */
  allocated?: boolean;
};

/** What a ledger row counts: its programs and its money, whole cents (the summaries and reports add rows by these). */
export const ledgerRowFigures = [
  'programs',
  'allocAtlCents',
  'allocBtlCents',
  'plannedAtlCents',
  'plannedBtlCents',
  'committedAtlCents',
  'committedBtlCents',
  'invoicedCents',
] as const satisfies readonly (keyof LedgerRow)[];
export type LedgerRowFigure = (typeof ledgerRowFigures)[number];
export const noLedgerFigures = () =>
  Object.fromEntries(ledgerRowFigures.map((name) => [name, 0])) as Record<LedgerRowFigure, number>;

const rowOf = (item: Record<string, unknown>): LedgerRow => ({
  ...(Object.fromEntries(ledgerRowFigures.map((name) => [name, Number(item[name] ?? 0)])) as Record<
    LedgerRowFigure,
    number
  >),
  retailerId: item.retailerId === undefined ? null : Number(item.retailerId),
  brandId: item.brandId === undefined ? null : Number(item.brandId),
  allocated: item.allocAtlCents !== undefined || item.allocBtlCents !== undefined,
});

const readPrefix = async (budgetYear: number, prefix: string) =>
  (
    await queryAll({
      TableName: env.tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': partition(budgetYear), ':prefix': prefix },
    })
  ).map(rowOf);

/** Every brand's row of a year (one Query, however many programs). */
export const readBrandLedger = (budgetYear: number) => readPrefix(budgetYear, 'B#');

/** The retailers' rows and their brands' rows of a year; one retailer's when named. */
export const readRetailerLedger = (budgetYear: number, retailerId?: number) =>
  readPrefix(budgetYear, retailerId === undefined ? 'R#' : `R#${pad(retailerId)}`);

/**
 * How many distinct programs of a year fund any of `brandIds` at the retailers named (every one for null): the
 * union of their retailer's brand rows' `programIds`. One Query of the year's retailer rows (one per retailer
 * named), projected to the sets; what it reads grows with the programs' brands, never a program's own items.
 */
export async function distinctPrograms(
  budgetYear: number,
  retailers: readonly number[] | null,
  brandIds: readonly number[],
): Promise<number> {
  const brands = new Set(brandIds);
  const read = (prefix: string) =>
    queryAll({
      TableName: env.tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ProjectionExpression: 'brandId, programIds',
      ExpressionAttributeValues: { ':pk': partition(budgetYear), ':prefix': prefix },
    });
  const rows = retailers ? (await Promise.all(retailers.map((r) => read(`R#${pad(r)}#B#`)))).flat() : await read('R#');
  const programs = new Set<number>();
  for (const row of rows) {
    if (row.brandId === undefined || !brands.has(Number(row.brandId))) continue;
    for (const id of (row.programIds as Set<number> | undefined) ?? []) programs.add(Number(id));
  }
  return programs.size;
}

/** One retailer's row of a brand (zeros when nothing was counted): what its approved programs commit, say. */
export async function readLedgerRow(budgetYear: number, retailerId: number, brandId: number): Promise<LedgerRow> {
  const answer = await dynamo.send(
    new GetCommand({ TableName: env.tableName, Key: ledgerKey(budgetYear, retailerId, brandId) }),
  );
  return rowOf(answer.Item ?? { retailerId, brandId });
}

/** A retailer's brand in one quarter: what programs starting then plan and commit (whole cents). */
export interface QuarterRow {
  quarter: number;
  retailerId: number;
  brandId: number;
  plannedAtlCents: number;
  plannedBtlCents: number;
  committedAtlCents: number;
  committedBtlCents: number;
}

/** Every quarter row of a year (one Query: quarters times the retailers' brands, however many programs). */
export async function readQuarterLedger(budgetYear: number): Promise<QuarterRow[]> {
  const items = await queryAll({
    TableName: env.tableName,
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': partition(budgetYear), ':prefix': 'Q#' },
  });
  return items.map((item) => ({
    quarter: Number(item.quarter),
    retailerId: Number(item.retailerId),
    brandId: Number(item.brandId),
    plannedAtlCents: Number(item.plannedAtlCents ?? 0),
    plannedBtlCents: Number(item.plannedBtlCents ?? 0),
    committedAtlCents: Number(item.committedAtlCents ?? 0),
    committedBtlCents: Number(item.committedBtlCents ?? 0),
  }));
}
