import {
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { ExpenseStatus } from '../../../shared/expenses/rules';
import type { AuthContext } from '../../lib/identity';
import { dynamo } from '../../lib/clients/dynamo';
import { env } from '../../lib/env';
import { applyTransition } from '../../lib/workflow';
import { closedMarker, expenseKey, tacticSumKey } from './expenseKeys';
import { closedReconciliations, countOnTactic, uncountFromTactic, type Expense } from './expenseRepository';
import { countedOnTactic, ledgerCountOf, ledgerItemsOf, tacticCharges, type TacticCharge } from './invoiceLedger';

/** Who made a change, as its audit entry keeps them: the subject, and the e-mail the trails show. */
type Actor = Pick<AuthContext, 'subject' | 'email'>;

/** The reconciliation's writes on lines (assign, unassign, the PO flow); keys from ./expenseKeys.ts. */
const cancelledOnCondition = (error: unknown) =>
  (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons?.some(
    (r) => r.Code === 'ConditionalCheckFailed',
  ) ?? false;

/**
 * One transaction whose items are conditional (the line first; a tactic invoice taken off on its count): false when
 * a condition refused it (nothing written).
 */
async function transactOnCondition(items: NonNullable<TransactWriteCommandInput['TransactItems']>): Promise<boolean> {
  try {
    await dynamo.send(new TransactWriteCommand({ TransactItems: items }));
    return true;
  } catch (error) {
    if (cancelledOnCondition(error)) return false;
    throw error;
  }
}

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * The condition, in the same transaction as a change made from a line's reconciliation, that the line is not past
 * approval (shared/expenses/rules.ts `closedReconciliationStatuses`) and still counts against the tactic its
 * reconciliation was read for: an approval or a reallocation landing between the read and the write refuses the
 * change instead of moving invoices on a tactic its author no longer sees. (The tactic's own marker,
 * `closedMarker`, is checked by every write's update of the tactic's sum.)
 */
export const reconciliationOpen = (lineId: string, tacticId: string): TransactItem => ({
  ConditionCheck: {
    TableName: env.tableName,
    Key: expenseKey(lineId),
    ConditionExpression: 'NOT (#status IN (:approved, :confirmed)) AND tacticId = :tactic',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':approved': 'approved', ':confirmed': 'confirmed', ':tactic': tacticId },
  },
});

/**
 * The approve's write closing the line's tactic (`closedMarker` on its sum item), in the approve's transaction: the
 * first line approved there names it (a later approval of another line counted there leaves it).
 */
export const closeTacticOnApprove = (line: Expense): TransactItem[] =>
  line.tacticId
    ? [
        {
          Update: {
            TableName: env.tableName,
            Key: tacticSumKey(line.tacticId),
            UpdateExpression: 'SET #status = if_not_exists(#status, :approved), #line = if_not_exists(#line, :id)',
            ExpressionAttributeNames: { '#status': closedMarker.status, '#line': closedMarker.lineId },
            ExpressionAttributeValues: { ':approved': 'approved', ':id': line.id },
          },
        },
      ]
    : [];

/**
 * The confirm's write on the line's tactic, in the confirm's transaction: the marker says confirmed when it names
 * this line (or, on a tactic closed before the marker existed, names none yet); a marker naming another line stays
 * (it only ever names its first line, so the read cannot go stale).
 */
export async function closeTacticOnConfirm(line: Expense): Promise<TransactItem[]> {
  if (!line.tacticId) return [];
  const marker = (await closedReconciliations([line.tacticId], { consistent: true })).get(line.tacticId);
  if (marker && marker.lineId !== line.id) return [];
  return [
    {
      Update: {
        TableName: env.tableName,
        Key: tacticSumKey(line.tacticId),
        UpdateExpression: 'SET #status = :confirmed, #line = :id',
        ExpressionAttributeNames: { '#status': closedMarker.status, '#line': closedMarker.lineId },
        ExpressionAttributeValues: { ':confirmed': 'confirmed', ':id': line.id },
      },
    },
  ];
}

/** What a line counts on the ledger on this tactic, as its allocations stand (./invoiceLedger.ts). */
const countNow = async (expense: Expense, tacticId: string) =>
  ledgerCountOf(expense.amountCents, (await tacticCharges([tacticId])).get(tacticId));

/**
 * Counts a pending line against a tactic: the line (on the condition it is still pending), its place among the
 * tactic's invoices, the tactic's sum and the budget ledger's invoiced cents, in one transaction. False when the
 * line was no longer pending, or the tactic's reconciliation is closed (the sum's condition, `tacticSumAdd`).
 */
export async function assignToTactic(
  expense: Expense,
  tacticId: string,
  programId: number,
  /** The tactic's charge when the caller read it with others (try-assign reads a run's tactics at once). */
  charge?: TacticCharge,
  /** Further conditions of the same transaction (`reconciliationOpen` of the line whose reconciliation this is). */
  guards: TransactItem[] = [],
): Promise<boolean> {
  const counted = charge ? ledgerCountOf(expense.amountCents, charge) : await countNow(expense, tacticId);
  return transactOnCondition([
    {
      Update: {
        TableName: env.tableName,
        Key: expenseKey(expense.id),
        UpdateExpression: 'SET #status = :assigned, tacticId = :tactic, programId = :program',
        ConditionExpression: '#status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':assigned': 'assigned',
          ':pending': 'pending',
          ':tactic': tacticId,
          ':program': programId,
        },
      },
    },
    ...countOnTactic(expense, tacticId, counted),
    ...ledgerItemsOf([{ count: counted, sign: 1 }]),
    ...guards,
  ]);
}

/**
 * Takes an assigned line off its tactic, back to pending, and off the ledger by exactly what it counted there;
 * false when it was no longer assigned to that tactic (or counted again meanwhile), or the tactic's reconciliation
 * is closed.
 */
export async function unassignFromTactic(
  expense: Expense,
  tacticId: string,
  guards: TransactItem[] = [],
): Promise<boolean> {
  const { count, countId } = await countedOnTactic(expense.amountCents, tacticId, expense.id);
  return transactOnCondition([
    {
      Update: {
        TableName: env.tableName,
        Key: expenseKey(expense.id),
        UpdateExpression: 'SET #status = :pending, tacticId = :none, programId = :none',
        ConditionExpression: '#status = :assigned AND tacticId = :tactic',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':assigned': 'assigned',
          ':pending': 'pending',
          ':tactic': tacticId,
          ':none': null,
        },
      },
    },
    ...uncountFromTactic(expense, tacticId, countId),
    ...ledgerItemsOf([{ count, sign: -1 }]),
    ...guards,
  ]);
}

/**
 * Records that a user rejected a tactic suggested for a pending line (the line's set of rejected tactics, on the
 * condition it is still pending) with its audit entry, in one transaction. False when the line was no longer pending.
 */
export async function rejectSuggestedTactic(expense: Expense, tacticId: string, actor: Actor): Promise<boolean> {
  const at = new Date().toISOString();
  return transactOnCondition([
    {
      Update: {
        TableName: env.tableName,
        Key: expenseKey(expense.id),
        UpdateExpression: 'ADD rejectedTacticIds :tactic',
        ConditionExpression: '#status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':tactic': new Set([tacticId]), ':pending': 'pending' },
      },
    },
    {
      Put: {
        TableName: env.tableName,
        Item: {
          PK: expenseKey(expense.id).PK,
          SK: `AUDIT#${at}#${actor.subject}`,
          action: 'Reject suggestion',
          tacticId,
          actor: actor.subject,
          actorName: actor.email,
          at,
        },
      },
    },
  ]);
}

/**
 * Moves a line through the PO reconciliation flow with the workflow kit: conditional on the state and version
 * read, with its audit entry (`EXPENSE#{id}` / `AUDIT#{at}`) and `alsoWrite` (the wire report's payable items) in
 * the same transaction.
 */
export async function transitionExpense(
  expense: Expense,
  to: ExpenseStatus,
  action: string,
  actor: Actor,
  set: Record<string, unknown>,
  more: { at?: string; alsoWrite?: Parameters<typeof applyTransition>[0]['alsoWrite'] } = {},
): Promise<void> {
  let version = expense.version;
  if (version === undefined) {
    // A line imported before lines had versions starts at 1 (once; a parallel first move is the same write).
    await dynamo.send(
      new UpdateCommand({
        TableName: env.tableName,
        Key: expenseKey(expense.id),
        UpdateExpression: 'SET version = if_not_exists(version, :one)',
        ExpressionAttributeValues: { ':one': 1 },
      }),
    );
    version = 1;
  }
  const at = more.at ?? new Date().toISOString();
  await applyTransition({
    key: expenseKey(expense.id),
    stateAttribute: 'status',
    from: expense.status,
    version,
    to,
    set,
    at,
    alsoWrite: more.alsoWrite,
    audit: {
      Put: {
        TableName: env.tableName,
        Item: {
          PK: expenseKey(expense.id).PK,
          SK: `AUDIT#${at}#${actor.subject}`,
          action,
          from: expense.status,
          to,
          actor: actor.subject,
          actorName: actor.email,
          at,
        },
      },
    },
  });
}

/**
 * Moves an assigned line from one tactic to another: the line, both tactic invoices, both sums and the ledger (what
 * it counted on the first taken back, its split on the second added), in one transaction; false when the line moved
 * meanwhile or either tactic's reconciliation is closed (each sum's condition).
 */
export async function moveToTactic(expense: Expense, from: string, to: string, programId: number): Promise<boolean> {
  const [before, counted] = await Promise.all([
    countedOnTactic(expense.amountCents, from, expense.id),
    countNow(expense, to),
  ]);
  return transactOnCondition([
    {
      Update: {
        TableName: env.tableName,
        Key: expenseKey(expense.id),
        UpdateExpression: 'SET tacticId = :to, programId = :program',
        ConditionExpression: '#status = :assigned AND tacticId = :from',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':assigned': 'assigned', ':from': from, ':to': to, ':program': programId },
      },
    },
    ...uncountFromTactic(expense, from, before.countId),
    ...countOnTactic(expense, to, counted),
    ...ledgerItemsOf([
      { count: before.count, sign: -1 },
      { count: counted, sign: 1 },
    ]),
  ]);
}

/** A line's audit trail (the PO flow's moves, rejected suggestions), oldest first, at most the newest 200. */
export async function listExpenseAudit(id: string): Promise<Record<string, unknown>[]> {
  const answer = await dynamo.send(
    new QueryCommand({
      TableName: env.tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': expenseKey(id).PK, ':prefix': 'AUDIT#' },
      ScanIndexForward: false,
      Limit: 200,
    }),
  );
  return (answer.Items ?? []).reverse();
}
