import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { monthOf, turnaroundSeconds, type TurnaroundCount } from '../../../shared/reports/turnaround';
import { env } from '../../lib/env';
import { queryAll } from '../../lib/queryPages';

/**
 * The reports' own counters (docs/data-model.md, 'Report counters'): communication requests created and resolved
 * per month and retailer, `REPORTS#CREQ#Y{year}` / `M{month, 2 digits}#R{retailerId, 0 for none}`, each moved in
 * the transaction of the write it counts (the request's create, its resolve).
 */
type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

const monthKey = (iso: string, retailerId: number | null) => {
  const { year, month } = monthOf(iso);
  return { PK: `REPORTS#CREQ#Y${year}`, SK: `M${String(month).padStart(2, '0')}#R${retailerId ?? 0}` };
};

const add = (iso: string, retailerId: number | null, amounts: Record<string, number>): TransactItem => {
  const names = Object.keys(amounts);
  return {
    Update: {
      TableName: env.tableName,
      Key: monthKey(iso, retailerId),
      UpdateExpression: `ADD ${names.map((_, i) => `#a${i} :a${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#a${i}`, n])),
      ExpressionAttributeValues: Object.fromEntries(names.map((n, i) => [`:a${i}`, amounts[n]])),
    },
  };
};

/** A new request counts in the month it was created. */
export const requestCreatedCount = (request: { createdAt: string; retailerId: number | null }) =>
  add(request.createdAt, request.retailerId, { created: 1 });

/** A resolve counts in its own month, with the time since the request was created. */
export const requestResolvedCount = (request: { createdAt: string; retailerId: number | null }, at: string) =>
  add(at, request.retailerId, { resolved: 1, turnaroundSeconds: turnaroundSeconds(request.createdAt, at) });

/** A year's month rows (at most twelve per retailer: one Query). */
export async function readTurnaroundCounts(year: number): Promise<TurnaroundCount[]> {
  const items = await queryAll({
    TableName: env.tableName,
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': `REPORTS#CREQ#Y${year}` },
  });
  return items.map((item) => {
    const [month, retailer] = String(item.SK).slice(1).split('#R');
    return {
      month: Number(month),
      retailerId: Number(retailer) || null,
      created: Number(item.created ?? 0),
      resolved: Number(item.resolved ?? 0),
      turnaroundSeconds: Number(item.turnaroundSeconds ?? 0),
    };
  });
}
