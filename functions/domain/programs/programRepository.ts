import { QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { programStatus, programStatusNames, type ProgramStatusId } from '../../../shared/programs/status';
import { quarterOf } from '../../../shared/allocation/ledger';
import { dynamo } from '../../lib/clients/dynamo';
import { env } from '../../lib/env';
import { fieldAssignments } from '../../lib/updateExpression';
import { applyTransition } from '../../lib/workflow';
import { jobUsageChange } from '../jobs/jobRepository';
import { usageChange } from '../reference/referenceRepository';
import { auditItem, describeChanges, type Actor, type AuditEntry, type TransactItem, type Writer } from './audit';
import { programLedgerItems } from '../ledger/ledgerRepository';
import { budgetProjection } from './budgetProjection';
import { creatorCounter, listCounterMoves, referenceUsage, statusCounterMoves } from './counters';
import { statusCondition } from './guard';
import {
  approvedEntryKeys,
  programFundingKey,
  programListKeys,
  programPk,
  programRootKey,
  searchName,
  strip,
  tacticUsageTarget,
} from './keys';
import type { FundingSource, JobSelection, ProgramAggregate, ProgramRoot, ProgramTactic } from './programTypes';

/**
 * The program root: the aggregate read, creation, field updates, status changes and the audit trail. The
 * aggregate's parts (funding, tactics, components, job choices) are written by `programParts`, its lists read
 * by `programLists`; every key comes from `keys`.
 */

/** The whole aggregate in one Query. Deleted programs do not exist for callers. */
export async function getProgramAggregate(id: number): Promise<ProgramAggregate | undefined> {
  const answer = await dynamo.send(
    new QueryCommand({
      TableName: env.tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': programPk(id), ':prefix': 'P#' },
    }),
  );
  const items = answer.Items ?? [];
  const root = items.find((i) => i.SK === 'P#PROGRAM');
  if (!root || root.statusId === programStatus.deleted) return undefined;
  return {
    program: strip(root) as unknown as ProgramRoot,
    fundingSources: items
      .filter((i) => String(i.SK).startsWith('P#FUNDING#'))
      .map((i) => strip(i) as unknown as FundingSource),
    tactics: items.filter((i) => String(i.SK).startsWith('P#TACTIC#')).map((i) => strip(i) as unknown as ProgramTactic),
    jobSelections: items
      .filter((i) => String(i.SK).startsWith('P#JTBD#'))
      .map((i) => strip(i) as unknown as JobSelection),
  };
}

async function nextProgramId(): Promise<number> {
  const answer = await dynamo.send(
    new UpdateCommand({
      TableName: env.tableName,
      Key: { PK: 'COUNTER', SK: 'PROGRAM' },
      UpdateExpression: 'ADD lastId :one',
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return answer.Attributes!.lastId as number;
}

/** Root, funding sources, list counters, reference usage and the first audit entry: one transaction. */
export async function insertProgram(
  fields: Omit<
    ProgramRoot,
    'id' | 'statusId' | 'archived' | 'creator' | 'creatorName' | 'createdAt' | 'updatedAt' | 'version'
  >,
  fundingSources: FundingSource[],
  actor: Actor,
): Promise<ProgramAggregate> {
  const id = await nextProgramId();
  const now = new Date().toISOString();
  const program: ProgramRoot = {
    ...fields,
    id,
    statusId: programStatus.new,
    archived: false,
    creator: actor.subject,
    creatorName: actor.email,
    createdAt: now,
    updatedAt: now,
    version: 1,
    budgetLines: budgetProjection(fundingSources, []),
  };
  await dynamo.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: env.tableName,
            Item: {
              ...programRootKey(id),
              ...program,
              ...programListKeys(program),
              searchName: searchName(program.name),
            },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        ...fundingSources.map((f) => ({
          Put: { TableName: env.tableName, Item: { ...programFundingKey(id, f.brandId), ...f } },
        })),
        ...listCounterMoves(null, program),
        creatorCounter(program, 1),
        ...statusCounterMoves(null, program),
        ...referenceUsage(
          program,
          fundingSources.map((f) => f.brandId),
          1,
        ),
        ...programLedgerItems(null, program),
        auditItem(id, actor, 'create', { at: now, fromStatusId: null, toStatusId: programStatus.new }),
      ],
    }),
  );
  return { program, fundingSources, tactics: [], jobSelections: [] };
}

/**
 * Writes the program's new fields at the version read. A move to another retailer or year (allowed only
 * while no funding source is selected) moves its list entries, counters and retailer usage with it.
 */
export async function updateProgramFields(
  before: ProgramRoot,
  changes: Partial<ProgramRoot>,
  writer: Writer,
  alsoWrite: TransactItem[] = [],
): Promise<ProgramRoot> {
  const now = new Date().toISOString();
  const after: ProgramRoot = { ...before, ...changes, updatedAt: now, version: before.version + 1 };
  const moved = after.retailerId !== before.retailerId || after.fiscalYear !== before.fiscalYear;
  const written: Record<string, unknown> = {
    ...changes,
    ...('name' in changes ? { searchName: searchName(after.name) } : {}),
  };
  const assign = fieldAssignments(written);
  const status = statusCondition('fields', writer);
  const items: TransactItem[] = [
    {
      Update: {
        TableName: env.tableName,
        Key: programRootKey(before.id),
        UpdateExpression: `SET ${[...assign.set, 'updatedAt = :at', 'version = :next', ...(moved ? ['GSI1PK = :g1', 'GSI2PK = :g2'] : [])].join(', ')}`,
        ConditionExpression: `version = :version AND ${status.expression}`,
        ExpressionAttributeNames: assign.names,
        ExpressionAttributeValues: {
          ...status.values,
          ...assign.values,
          ':at': now,
          ':next': after.version,
          ':version': before.version,
          ...(moved ? { ':g1': programListKeys(after).GSI1PK, ':g2': programListKeys(after).GSI2PK } : {}),
        },
      },
    },
    auditItem(before.id, writer, 'update', {
      at: now,
      fromStatusId: before.statusId,
      toStatusId: before.statusId,
      notes: describeChanges(changes),
    }),
  ];
  items.push(...alsoWrite);
  if (moved) items.push(...listCounterMoves(before, after), ...statusCounterMoves(before, after));
  // A new start date may move the targets to another quarter of the ledger (its quarter rows).
  if (moved || quarterOf(after.programStartDate) !== quarterOf(before.programStartDate))
    items.push(...programLedgerItems(before, after));
  if (after.retailerId !== before.retailerId) {
    items.push(
      ...referenceUsage({ retailerId: before.retailerId }, [], -1),
      ...referenceUsage({ retailerId: after.retailerId }, [], 1),
    );
  }
  if (after.strategicBusinessInitiativeId !== before.strategicBusinessInitiativeId) {
    items.push(
      ...referenceUsage(
        { retailerId: null, strategicBusinessInitiativeId: before.strategicBusinessInitiativeId },
        [],
        -1,
      ),
      ...referenceUsage(
        { retailerId: null, strategicBusinessInitiativeId: after.strategicBusinessInitiativeId },
        [],
        1,
      ),
    );
  }
  await dynamo.send(new TransactWriteCommand({ TransactItems: items }));
  return after;
}

function countBy<T>(values: T[]): Map<T, number> {
  const counts = new Map<T, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return counts;
}

/**
 * One status change: the root moves from the status read to the next, conditional on the version read, and
 * the audit entry is written in the same transaction. Of two people acting at once exactly one wins; the
 * other's condition fails (409) and no second audit entry exists (the workflow kit's `applyTransition`). Deleting
 * also leaves the lists.
 */
export async function changeStatus(
  aggregate: ProgramAggregate,
  action: string,
  to: ProgramStatusId,
  actor: Actor,
  notes?: string,
): Promise<ProgramRoot> {
  const { program } = aggregate;
  const now = new Date().toISOString();
  const approving = to === programStatus.approved;
  const submitting = to === programStatus.submitted;
  const deleting = to === programStatus.deleted;
  // The submitter is kept on the root for four-eyes (they may not approve or reject what they submitted).
  const set = {
    ...(approving ? { approver: actor.email, approvedDate: now } : {}),
    ...(submitting ? { submittedBy: actor.subject } : {}),
  };
  const alsoWrite: TransactItem[] = deleting
    ? [
        ...listCounterMoves(program, null),
        creatorCounter(program, -1),
        ...referenceUsage(
          program,
          aggregate.fundingSources.map((f) => f.brandId),
          -1,
        ),
        ...aggregate.jobSelections.map((j) => jobUsageChange(j.jobId, -1)),
        // One update per catalog tactic (or tactic type): a transaction may touch an item only once.
        ...[...countBy(aggregate.tactics.map((t) => JSON.stringify(tacticUsageTarget(t))))].map(([target, n]) =>
          usageChange(JSON.parse(target) as ReturnType<typeof tacticUsageTarget>, 'program', -n),
        ),
      ]
    : [];
  // What the program plans and commits moves on the budget ledger with its status (shared/allocation/ledger.ts).
  alsoWrite.push(...programLedgerItems(program, { ...program, statusId: to }));
  // Home's programs by status: the status counters of its year and retailer-year lists (a delete leaves them).
  alsoWrite.push(...statusCounterMoves(program, deleting ? null : { ...program, statusId: to }));
  // Production's list of approved programs, in the order they were approved: joined on approval, left on leaving.
  alsoWrite.push(...approvedListMoves(program, to, now));
  const { version } = await applyTransition({
    key: programRootKey(program.id),
    stateAttribute: 'statusId',
    from: program.statusId,
    version: program.version,
    to,
    set,
    remove: deleting ? ['GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK', 'GSI3PK', 'GSI3SK'] : [],
    audit: auditItem(program.id, actor, action, { at: now, fromStatusId: program.statusId, toStatusId: to, notes }),
    alsoWrite,
    at: now,
  });
  return { ...program, ...set, statusId: to, version, updatedAt: now };
}

/** The approved list entries a status change puts (approving) or deletes (leaving Approved). */
function approvedListMoves(program: ProgramRoot, to: ProgramStatusId, now: string): TransactItem[] {
  if (to === programStatus.approved && program.statusId !== programStatus.approved)
    return approvedEntryKeys(program, now).map((Key) => ({
      Put: {
        TableName: env.tableName,
        Item: { ...Key, programId: program.id, approvedDate: now, searchName: searchName(program.name) },
      },
    }));
  if (program.statusId === programStatus.approved && to !== programStatus.approved && program.approvedDate)
    return approvedEntryKeys(program, program.approvedDate).map((Key) => ({
      Delete: { TableName: env.tableName, Key },
    }));
  return [];
}

export async function listAudit(id: number): Promise<AuditEntry[]> {
  const answer = await dynamo.send(
    new QueryCommand({
      TableName: env.tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': programPk(id), ':prefix': 'AUDIT#' },
    }),
  );
  return (answer.Items ?? []).map((i) => strip(i) as unknown as AuditEntry);
}

export const statusNameOf = (statusId: ProgramStatusId) => programStatusNames[statusId] ?? String(statusId);
