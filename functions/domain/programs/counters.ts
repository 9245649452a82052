import { env } from '../../lib/env';
import { usageChange } from '../reference/referenceRepository';
import type { TransactItem } from './audit';
import { counterKey, creatorListKey, retailerYearListKey, statusCounterList, yearListKey } from './keys';
import type { ProgramRoot } from './programTypes';

/** What a program's writes move beside its own items, in the same transaction: list counters and reference usage. */
function counterChange(list: string, delta: number): TransactItem {
  return {
    Update: {
      TableName: env.tableName,
      Key: counterKey(list),
      UpdateExpression: 'ADD #count :delta',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':delta': delta },
    },
  };
}
type Listed = Pick<ProgramRoot, 'retailerId' | 'fiscalYear'>;
const lists = (p: Listed) => [yearListKey(p.fiscalYear!), retailerYearListKey(p.retailerId!, p.fiscalYear!)];

/** Moves counts from one set of lists to another, netted per counter: a transaction may touch an item only once. */
function netted(before: string[], after: string[]): TransactItem[] {
  const deltas = new Map<string, number>();
  for (const list of before) deltas.set(list, (deltas.get(list) ?? 0) - 1);
  for (const list of after) deltas.set(list, (deltas.get(list) ?? 0) + 1);
  return [...deltas].filter(([, delta]) => delta !== 0).map(([list, delta]) => counterChange(list, delta));
}

/**
 * The counters of a program's year and retailer-year lists, moved from what the program was (`before`, null when
 * created) to what it is (`after`, null when deleted): a move to another retailer in the same year leaves the
 * year's count as it is.
 */
export const listCounterMoves = (before: Listed | null, after: Listed | null) =>
  netted(before ? lists(before) : [], after ? lists(after) : []);
export const creatorCounter = (program: Pick<ProgramRoot, 'creator'>, delta: 1 | -1) =>
  counterChange(creatorListKey(program.creator), delta);

type Counted = Pick<ProgramRoot, 'retailerId' | 'fiscalYear' | 'statusId'>;
const statusLists = (p: Counted) =>
  p.fiscalYear === null || p.fiscalYear === undefined
    ? []
    : [
        statusCounterList(yearListKey(p.fiscalYear), p.statusId),
        ...(p.retailerId ? [statusCounterList(retailerYearListKey(p.retailerId, p.fiscalYear), p.statusId)] : []),
      ];

/**
 * The per-status counters of a program's year and retailer-year lists (home's programs by status reads them, one
 * BatchGet), moved from what the program was (`before`, null when created) to what it is (`after`, null when
 * deleted), netted per counter: a transaction may touch an item only once.
 */
export function statusCounterMoves(before: Counted | null, after: Counted | null): TransactItem[] {
  return netted(before ? statusLists(before) : [], after ? statusLists(after) : []);
}

/** Reference records a program points at; they cannot be deleted while a program uses them. */
export function referenceUsage(
  program: Pick<ProgramRoot, 'retailerId' | 'strategicBusinessInitiativeId'>,
  brandIds: number[],
  delta: 1 | -1,
) {
  const items: TransactItem[] = [];
  if (program.retailerId) items.push(usageChange({ kind: 'retailer', id: program.retailerId }, 'program', delta));
  if (program.strategicBusinessInitiativeId) {
    items.push(
      usageChange({ kind: 'strategicBusinessInitiative', id: program.strategicBusinessInitiativeId }, 'program', delta),
    );
  }
  for (const brandId of brandIds) items.push(usageChange({ kind: 'brand', id: brandId }, 'program', delta));
  return items;
}
