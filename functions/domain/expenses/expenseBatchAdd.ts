import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../lib/clients/dynamo';
import { env } from '../../lib/env';
import type { ExpenseStatus } from '../../../shared/expenses/rules';
import { counterKey, kindListKey, retailerListKey } from './expenseKeys';
import {
  closedReconciliations,
  expenseItem,
  getExpenses,
  tacticInvoicePut,
  tacticSumAdd,
  type ClosedReconciliation,
  type Expense,
} from './expenseRepository';
import { ledgerCountOf, ledgerItemsOf, tacticCharges, type LedgerCount } from './invoiceLedger';

/** Adding imported invoice lines in batches: the repository's bulk write (keys from ./expenseKeys.ts). */

/** TransactWriteItems takes at most 100 actions. */
const MAX_TRANSACTION_ITEMS = 100;
/** Tries of a transaction refused only by a conflict with another one in flight (AWS: TransactionConflict). */
const CONFLICT_TRIES = 8;

/** What each line naming a tactic counts on the budget ledger (by line id; ./invoiceLedger.ts). */
type Counts = ReadonlyMap<string, LedgerCount | null>;

/**
 * The actions of one transaction adding `lines` (distinct ids): each line's conditional put first (so a refusal's
 * index names its line), each tactic invoice, then every counter once with the batch's sum: the lists' counts, the
 * tactics' invoiced cents (each on the condition that the tactic's reconciliation is not closed: `tacticSumAdd`)
 * and the ledger's invoiced cents. `sumAt`: the tactic of each sum's index (a refusal there names its tactic).
 */
function addActions(lines: Expense[], counts: Counts) {
  const listCounts = new Map<string, number>();
  const sums = new Map<string, number>();
  for (const e of lines) {
    for (const list of [kindListKey(e.kind), retailerListKey(e.kind, e.retailerId)])
      listCounts.set(list, (listCounts.get(list) ?? 0) + 1);
    if (e.tacticId) sums.set(e.tacticId, (sums.get(e.tacticId) ?? 0) + e.amountCents);
  }
  const before = [
    ...lines.map((e) => ({
      Put: { TableName: env.tableName, Item: expenseItem(e), ConditionExpression: 'attribute_not_exists(PK)' },
    })),
    ...lines.filter((e) => e.tacticId).map((e) => tacticInvoicePut(e, e.tacticId!, counts.get(e.id) ?? null)),
    ...[...listCounts].map(([list, n]) => ({
      Update: {
        TableName: env.tableName,
        Key: counterKey(list),
        UpdateExpression: 'ADD #count :n',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':n': n },
      },
    })),
  ];
  const sumAt = new Map([...sums.keys()].map((tacticId, i) => [before.length + i, tacticId]));
  const actions = [
    ...before,
    ...[...sums].map(([tacticId, cents]) => tacticSumAdd(tacticId, cents)),
    ...ledgerItemsOf(
      lines.filter((e) => e.tacticId).map((e) => ({ count: counts.get(e.id) ?? null, sign: 1 as const })),
    ),
  ];
  return { actions, sumAt };
}

/** The ledger items a line's count touches (as invoiceLedgerItems keys them): its retailer's and each brand's two. */
const ledgerItemNames = (count: LedgerCount | null | undefined) =>
  count
    ? [
        `ledger:${count.budgetYear}|${count.retailerId}|`,
        ...count.shares
          .filter((s) => s.brandId !== null)
          .flatMap((s) => [
            `ledger:${count.budgetYear}||${s.brandId}`,
            `ledger:${count.budgetYear}|${count.retailerId}|${s.brandId}`,
          ]),
      ]
    : [];

/**
 * Splits lines into groups whose transaction fits MAX_TRANSACTION_ITEMS: a line takes its put, its counters not yet
 * in the group and, with a tactic, its tactic invoice, its tactic's sum and the ledger items of its count (the
 * retailer's, and two per brand it is charged to) not yet in the group.
 */
export function transactionGroups(lines: Expense[], counts: Counts = new Map()): Expense[][] {
  const groups: Expense[][] = [];
  let group: Expense[] = [];
  let counters = new Set<string>();
  let actions = 0;
  for (const line of lines) {
    const own = [retailerListKey(line.kind, line.retailerId), kindListKey(line.kind)];
    if (line.tacticId) own.push(`tactic:${line.tacticId}`, ...ledgerItemNames(counts.get(line.id)));
    const needed = (line.tacticId ? 2 : 1) + own.filter((c) => !counters.has(c)).length;
    if (group.length && actions + needed > MAX_TRANSACTION_ITEMS) {
      groups.push(group);
      group = [];
      counters = new Set();
      actions = 0;
    }
    group.push(line);
    actions += (line.tacticId ? 2 : 1) + own.filter((c) => !counters.has(c)).length;
    for (const c of own) counters.add(c);
  }
  if (group.length) groups.push(group);
  return groups;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Adds one group of lines in one transaction whose puts are conditional; a line already there refuses the
 * transaction, which is sent again without it (nothing was written); so does a line whose tactic's reconciliation
 * was closed meanwhile (its sum's condition), named in `closed` with the marker's status. Answers the ids added.
 */
async function addGroup(lines: Expense[], counts: Counts, closed: Map<string, ExpenseStatus>): Promise<string[]> {
  let pending = lines;
  for (let conflicts = 0; pending.length;) {
    const { actions, sumAt } = addActions(pending, counts);
    try {
      await dynamo.send(new TransactWriteCommand({ TransactItems: actions }));
      return pending.map((e) => e.id);
    } catch (error) {
      const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
      if (!reasons) throw error;
      const refused = (i: number) => reasons[i]?.Code === 'ConditionalCheckFailed';
      const present = new Set(pending.filter((_, i) => refused(i)).map((e) => e.id));
      // A reconciliation approved meanwhile (a tactic's sum refused by its marker): the new lines of the tactics
      // closed now are refused with the marker's status (one already there is left out as above).
      const refusedSums = [...sumAt].filter(([i]) => refused(i)).map(([, tacticId]) => tacticId);
      let closedNow = false;
      if (refusedSums.length) {
        const now = await closedReconciliations(refusedSums, { consistent: true });
        for (const e of pending) {
          const marker = e.tacticId ? now.get(e.tacticId) : undefined;
          if (marker && !present.has(e.id)) closed.set(e.id, marker.status);
          closedNow ||= Boolean(marker);
        }
        if (!closedNow) throw error;
      }
      if (present.size || closedNow) {
        pending = pending.filter((e) => !present.has(e.id) && !closed.has(e.id));
        continue;
      }
      // Refused by another transaction on the same counter or line: nothing was written, try again a bit later.
      if (reasons.some((r) => r.Code === 'TransactionConflict') && ++conflicts < CONFLICT_TRIES) {
        await pause(10 * 2 ** conflicts * Math.random());
        continue;
      }
      throw error;
    }
  }
  return [];
}

/**
 * Adds invoice lines once each (distinct ids): per transaction (up to 100 actions) the lines' conditional puts,
 * their tactic invoices, and each list counter, tactic sum and ledger item once with the group's total. The lines'
 * tactics and their programs' roots are read once, in one BatchGet, for the ledger's split. A line already there
 * (the same file, or another, imported it before; or a transaction in flight at the same time) is left out and
 * the rest written: nothing is added twice and every counter counts exactly the lines added. A line naming a tactic
 * whose reconciliation is approved (a line counted there approved or confirmed: the marker on the tactic's sum,
 * reconciliationWrites.ts) is not added: `closed` names it with that status, read before the batch (the tactics'
 * markers, one BatchGet) or, for an approval landing meanwhile, when the tactic's sum refused the transaction.
 * Answers the ids added.
 */
export async function addExpenses(
  lines: Expense[],
): Promise<{ added: string[]; closed: ReadonlyMap<string, ExpenseStatus> }> {
  const onTactics = lines.filter((e) => e.tacticId);
  const tactics = onTactics.map((e) => e.tacticId!);
  // The tactics' charges and their reconciliations' markers: one BatchGet each.
  const [charges, markers] = onTactics.length
    ? await Promise.all([tacticCharges(tactics), closedReconciliations(tactics)])
    : [new Map(), new Map<string, ClosedReconciliation>()];
  const counts: Counts = new Map(onTactics.map((e) => [e.id, ledgerCountOf(e.amountCents, charges.get(e.tacticId!))]));
  // A new line naming a tactic whose reconciliation is approved is refused (one already there is skipped).
  const onClosed = new Set(onTactics.filter((e) => markers.has(e.tacticId!)));
  const existing = onClosed.size ? await getExpenses([...onClosed].map((e) => e.id)) : new Map();
  const closed = new Map<string, ExpenseStatus>();
  for (const e of onClosed) if (!existing.has(e.id)) closed.set(e.id, markers.get(e.tacticId!)!.status);
  const rest = lines.filter((e) => !onClosed.has(e));
  const added: string[] = [];
  for (const group of transactionGroups(rest, counts)) added.push(...(await addGroup(group, counts, closed)));
  return { added, closed };
}
