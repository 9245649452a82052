import { GetCommand } from '@aws-sdk/lib-dynamodb';
import {
  brandSharesOf,
  negatedShares,
  type BrandShare,
  type ChargedAllocation,
} from '../../../shared/expenses/invoiceShares';
import type { Allocation } from '../../../shared/programs/budget';
import { batchGetAll } from '../../lib/batchGet';
import { dynamo } from '../../lib/clients/dynamo';
import { env } from '../../lib/env';
import { invoiceLedgerItems, type InvoiceShare } from '../ledger/ledgerRepository';
import { parseProgramTacticId, programRootKey, programTacticKeyOf } from '../programs/keys';
import { tacticInvoiceKey } from './expenseKeys';

/**
 * The budget ledger's invoiced cents (functions/domain/ledger): every write that counts a line on a tactic or
 * takes it off moves them in its own transaction. A line's cents are split over the brands its tactic is charged
 * to (shared/expenses/invoiceShares.ts) at the program's budget year and retailer; the split is stored on the
 * line's tactic invoice (`budgetYear`, `retailerId`, `ledgerShares`), so taking the line off subtracts exactly
 * what was counted even when the tactic's allocations changed since.
 */

/** What the ledger needs of a tactic: its program's budget year and retailer, and its brands' allocations. */
export interface TacticCharge {
  budgetYear: number | null;
  retailerId: number | null;
  allocations: ChargedAllocation[];
}

/** What one line put on the ledger (kept on its tactic invoice); null: nothing (a program without a year). */
export interface LedgerCount {
  budgetYear: number;
  retailerId: number;
  shares: BrandShare[];
}

const cents = (dollars: number | null | undefined) => Math.round((dollars ?? 0) * 100);

/** A line's count on the ledger when counted on a tactic of this charge (null when the program has no year). */
export function ledgerCountOf(amountCents: number, charge: TacticCharge | undefined): LedgerCount | null {
  if (!charge?.budgetYear || !charge.retailerId) return null;
  return {
    budgetYear: charge.budgetYear,
    retailerId: charge.retailerId,
    shares: brandSharesOf(amountCents, charge.allocations),
  };
}

/** The ledger's updates for counts added (+1) and taken back (-1), each ledger item once. */
export function ledgerItemsOf(counts: { count: LedgerCount | null; sign: 1 | -1 }[]) {
  const shares: InvoiceShare[] = counts.flatMap(({ count, sign }) =>
    count
      ? (sign === 1 ? count.shares : negatedShares(count.shares)).map((s) => ({
          budgetYear: count.budgetYear,
          retailerId: count.retailerId,
          ...s,
        }))
      : [],
  );
  return invoiceLedgerItems(shares);
}

/**
 * The charges of the tactics named: each distinct tactic and its program's root read once, in one BatchGet (of
 * at most 100 keys a request). A tactic not found is missing from the answer.
 */
export async function tacticCharges(tacticIds: string[]): Promise<Map<string, TacticCharge>> {
  const tactics = [...new Set(tacticIds)];
  const programs = [...new Set(tactics.map((t) => parseProgramTacticId(t).programId))];
  const items = await batchGetAll([...tactics.map(programTacticKeyOf), ...programs.map(programRootKey)], {
    ProjectionExpression: '#pk, #sk, #id, #alloc, #year, #retailer',
    ExpressionAttributeNames: {
      '#pk': 'PK',
      '#sk': 'SK',
      '#id': 'id',
      '#alloc': 'allocations',
      '#year': 'fiscalYear',
      '#retailer': 'retailerId',
    },
  });
  const roots = new Map(items.filter((i) => i.SK === programRootKey(0).SK).map((i) => [i.PK as string, i]));
  const charges = new Map<string, TacticCharge>();
  for (const item of items) {
    if (item.SK === programRootKey(0).SK || typeof item.id !== 'string') continue;
    const root = roots.get(item.PK as string);
    charges.set(item.id, {
      budgetYear: (root?.fiscalYear as number | null | undefined) ?? null,
      retailerId: (root?.retailerId as number | null | undefined) ?? null,
      allocations: ((item.allocations as Allocation[] | undefined) ?? []).map((a) => ({
        brandId: a.brandId,
        atlCents: cents(a.atl),
        btlCents: cents(a.btl),
      })),
    });
  }
  return charges;
}

/**
 * What a line counted on a tactic put on the ledger, read from its tactic invoice, with the invoice's `countId`
 * (the uncount deletes it on that condition, so a line counted again meanwhile is not taken back by an old read).
 * A tactic invoice written before the ledger kept invoices has no split: it is computed as of now.
 */
export async function countedOnTactic(
  amountCents: number,
  tacticId: string,
  expenseId: string,
): Promise<{ count: LedgerCount | null; countId: string | null }> {
  const answer = await dynamo.send(
    new GetCommand({ TableName: env.tableName, Key: tacticInvoiceKey(tacticId, expenseId), ConsistentRead: true }),
  );
  const item = answer.Item;
  const countId = (item?.countId as string | undefined) ?? null;
  if (item && Array.isArray(item.ledgerShares)) {
    const count =
      typeof item.budgetYear === 'number' && typeof item.retailerId === 'number'
        ? { budgetYear: item.budgetYear, retailerId: item.retailerId, shares: item.ledgerShares as BrandShare[] }
        : null;
    return { count, countId };
  }
  const charge = (await tacticCharges([tacticId])).get(tacticId);
  return { count: ledgerCountOf(item ? (item.amountCents as number) : amountCents, charge), countId };
}
