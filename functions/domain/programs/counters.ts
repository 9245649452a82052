import { env } from '../../lib/env';
import { usageChange } from '../reference/referenceRepository';
import type { TransactItem } from './audit';
import { counterKey, creatorListKey, retailerYearListKey, yearListKey } from './keys';
import type { ProgramRoot } from './programTypes';

/** What a program's writes move beside its own items, in the same transaction: list counters and reference usage. */
function counterChange(list: string, delta: 1 | -1): TransactItem {
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
export const listCounters = (program: Pick<ProgramRoot, 'retailerId' | 'fiscalYear'>, delta: 1 | -1) => [
  counterChange(yearListKey(program.fiscalYear!), delta),
  counterChange(retailerYearListKey(program.retailerId!, program.fiscalYear!), delta),
];
export const creatorCounter = (program: Pick<ProgramRoot, 'creator'>, delta: 1 | -1) =>
  counterChange(creatorListKey(program.creator), delta);

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
