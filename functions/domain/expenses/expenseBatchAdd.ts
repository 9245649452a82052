import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../lib/clients/dynamo';
import { env } from '../../lib/env';
import type { ExpenseStatus } from '../../../shared/expenses/rules';
import { counterKey, kindListKey, retailerListKey } from './expenseKeys';
import { expenseItem, getExpenses, tacticInvoicePut, tacticSumAdd, type Expense } from './expenseRepository';
import { ledgerCountOf, ledgerItemsOf, tacticCharges, type LedgerCount } from './invoiceLedger';
import {
  closedLineOn,
  heldOpen,
  reconciliationLinesOn,
  type TacticReconciliationLines,
} from './reconciliationRepository';

/** Adding imported invoice lines in batches: the repository's bulk write (keys from ./expenseKeys.ts). */

/** TransactWriteItems takes at most 100 actions. */
const MAX_TRANSACTION_ITEMS = 100;
/** Tries of a transaction refused only by a conflict with another one in flight (AWS: TransactionConflict). */
const CONFLICT_TRIES = 8;

/** What each line naming a tactic counts on the budget ledger (by line id; ./invoiceLedger.ts). */
type Counts = ReadonlyMap<string, LedgerCount | null>;
/** The lines counted on each tactic the lines name, whose reconciliations the batch holds open. */
type Held = ReadonlyMap<string, TacticReconciliationLines>;

/** The PO lines counted on a line's tactic: held open by a ConditionCheck each in the line's transaction. */
const heldBy = (line: Expense, held: Held) => (line.tacticId ? (held.get(line.tacticId)?.lines ?? []) : []);

/**
 * The actions of one transaction adding `lines` (distinct ids): each line's conditional put first (so a refusal's
 * index names its line), each tactic invoice, then every counter once with the batch's sum: the lists' counts, the
 * tactics' invoiced cents and the ledger's invoiced cents; last the conditions holding open the reconciliations of
 * the PO lines counted on the lines' tactics (`reconciliationOpen`).
 */
function addActions(lines: Expense[], counts: Counts, held: Held) {
  const listCounts = new Map<string, number>();
  const sums = new Map<string, number>();
  for (const e of lines) {
    for (const list of [kindListKey(e.kind), retailerListKey(e.kind, e.retailerId)])
      listCounts.set(list, (listCounts.get(list) ?? 0) + 1);
    if (e.tacticId) sums.set(e.tacticId, (sums.get(e.tacticId) ?? 0) + e.amountCents);
  }
  return [
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
    ...[...sums].map(([tacticId, cents]) => tacticSumAdd(tacticId, cents)),
    ...ledgerItemsOf(
      lines.filter((e) => e.tacticId).map((e) => ({ count: counts.get(e.id) ?? null, sign: 1 as const })),
    ),
    // Last, so a refusal's index past the rest names a reconciliation approved meanwhile.
    ...guardsOf(lines, held),
  ];
}

/** The ConditionChecks holding open the reconciliations of the lines' tactics, each line once. */
const guardsOf = (lines: Expense[], held: Held) =>
  heldOpen(new Set(lines.flatMap((e) => (e.tacticId ? [held.get(e.tacticId)] : []))), '');

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
export function transactionGroups(lines: Expense[], counts: Counts = new Map(), held: Held = new Map()): Expense[][] {
  const groups: Expense[][] = [];
  let group: Expense[] = [];
  let counters = new Set<string>();
  let actions = 0;
  for (const line of lines) {
    const own = [retailerListKey(line.kind, line.retailerId), kindListKey(line.kind)];
    if (line.tacticId)
      own.push(
        `tactic:${line.tacticId}`,
        ...ledgerItemNames(counts.get(line.id)),
        ...heldBy(line, held).map((h) => `held:${h.id}`),
      );
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
 * transaction, which is sent again without it (nothing was written). Answers the ids added.
 */
async function addGroup(
  lines: Expense[],
  counts: Counts,
  held: Held,
  closed: Map<string, ExpenseStatus>,
): Promise<string[]> {
  let pending = lines;
  for (let conflicts = 0; pending.length;) {
    const actions = addActions(pending, counts, held);
    try {
      await dynamo.send(new TransactWriteCommand({ TransactItems: actions }));
      return pending.map((e) => e.id);
    } catch (error) {
      const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
      if (!reasons) throw error;
      const refused = (i: number) => reasons[i]?.Code === 'ConditionalCheckFailed';
      const present = new Set(pending.filter((_, i) => refused(i)).map((e) => e.id));
      // A reconciliation approved meanwhile (a guard, after every other action, refused): the lines of the tactics
      // closed now are refused with the status read now.
      const guards = guardsOf(pending, held).length;
      let closedNow = false;
      if (reasons.slice(actions.length - guards).some((r) => r?.Code === 'ConditionalCheckFailed')) {
        const now = await reconciliationLinesOn(pending.flatMap((e) => (e.tacticId ? [e.tacticId] : [])));
        for (const e of pending) {
          const line = e.tacticId ? closedLineOn(now.get(e.tacticId)) : undefined;
          if (line) closed.set(e.id, line.status);
          closedNow ||= Boolean(line);
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
 * whose reconciliation is approved (a line counted there approved or confirmed; reconciliationWrites.ts) is not
 * added: `closed` names it with that status, read before the batch or, for an approval landing meanwhile, when the
 * transaction's condition on that line refused it. Answers the ids added.
 */
export async function addExpenses(
  lines: Expense[],
): Promise<{ added: string[]; closed: ReadonlyMap<string, ExpenseStatus> }> {
  const onTactics = lines.filter((e) => e.tacticId);
  const tactics = onTactics.map((e) => e.tacticId!);
  const [charges, held] = onTactics.length
    ? await Promise.all([tacticCharges(tactics), reconciliationLinesOn(tactics)])
    : [new Map(), new Map<string, TacticReconciliationLines>()];
  const counts: Counts = new Map(onTactics.map((e) => [e.id, ledgerCountOf(e.amountCents, charges.get(e.tacticId!))]));
  // A line already counted on one of the tactics is there (skipped), and its item is not named twice.
  const counted = new Set([...held.values()].flatMap((t) => t.counted));
  // A new line naming a tactic whose reconciliation is approved is refused (one already there is skipped).
  const onClosed = onTactics.filter((e) => !counted.has(e.id) && closedLineOn(held.get(e.tacticId!)));
  const existing = onClosed.length ? await getExpenses(onClosed.map((e) => e.id)) : new Map();
  const closed = new Map<string, ExpenseStatus>();
  for (const e of onClosed) if (!existing.has(e.id)) closed.set(e.id, closedLineOn(held.get(e.tacticId!))!.status);
  const rest = lines.filter((e) => !counted.has(e.id) && !onClosed.includes(e));
  const added: string[] = [];
  for (const group of transactionGroups(rest, counts, held))
    added.push(...(await addGroup(group, counts, held, closed)));
  return { added, closed };
}
