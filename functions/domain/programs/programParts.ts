import { auditNoteWords } from '../../../shared/programs/auditFields';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../lib/clients/dynamo';
import { env } from '../../lib/env';
import { jobUsageChange } from '../jobs/jobRepository';
import { programLedgerItems } from '../ledger/ledgerRepository';
import { usageChange } from '../reference/referenceRepository';
import { auditItem, describeChanges, type Writer } from './audit';
import { budgetProjection } from './budgetProjection';
import { referenceUsage } from './counters';
import { rootChange } from './guard';
import {
  jobSelectionKey,
  parseProgramTacticId,
  programFundingKey,
  programTacticId,
  programTacticKey,
  programTacticKeyOf,
  tacticUsageTarget,
} from './keys';
import type {
  Component,
  FundingSource,
  JobSelection,
  ProgramAggregate,
  ProgramRoot,
  ProgramTactic,
} from './programTypes';

/** The program's parts, each change one transaction with the root's version bump and its audit entry. */

/** The root after a write that moved its version (and set `fields`). */
const movedRoot = <P extends ProgramRoot>(program: P, now: string, fields: Partial<P> = {}): P => ({
  ...program,
  ...fields,
  version: program.version + 1,
  updatedAt: now,
});

/** The aggregate as it stands after a write that moved its version and changed one tactic. */
function withTactic(
  aggregate: ProgramAggregate,
  tactic: ProgramTactic,
  now: string,
  fields: Partial<ProgramRoot> = {},
): ProgramAggregate {
  return {
    ...aggregate,
    program: movedRoot(aggregate.program, now, fields),
    tactics: aggregate.tactics.map((t) => (t.id === tactic.id ? tactic : t)),
  };
}

/** The root's budget projection after its tactics became `tactics` (the same transaction sets it). */
const budgetAfter = (aggregate: ProgramAggregate, tactics: ProgramTactic[]) => ({
  budgetLines: budgetProjection(aggregate.fundingSources, tactics),
});

/** Replaces the funding sources at the program's version; a budget change, so it is audited. */

export async function replaceFundingSources(
  aggregate: ProgramAggregate,
  next: FundingSource[],
  writer: Writer,
): Promise<ProgramAggregate> {
  const { program } = aggregate;
  const now = new Date().toISOString();
  const before = new Map(aggregate.fundingSources.map((f) => [f.brandId, f]));
  const after = new Map(next.map((f) => [f.brandId, f]));
  const removed = [...before.keys()].filter((b) => !after.has(b));
  const added = [...after.keys()].filter((b) => !before.has(b));
  const budget = { budgetLines: budgetProjection(next, aggregate.tactics) };
  await dynamo.send(
    new TransactWriteCommand({
      TransactItems: [
        rootChange(program, 'funding', writer, now, budget),
        ...removed.map((brandId) => ({
          Delete: { TableName: env.tableName, Key: programFundingKey(program.id, brandId) },
        })),
        ...next.map((f) => ({
          Put: { TableName: env.tableName, Item: { ...programFundingKey(program.id, f.brandId), ...f } },
        })),
        ...programLedgerItems(program, { ...program, ...budget }),
        ...referenceUsage({ retailerId: null }, added, 1),
        ...referenceUsage({ retailerId: null }, removed, -1),
        auditItem(program.id, writer, 'funding', {
          at: now,
          fromStatusId: program.statusId,
          toStatusId: program.statusId,
          notes: next
            .map(
              (f) =>
                `${f.brandName}: ATL ${f.atlTarget}, BTL ${f.btlTarget}${f.selected ? '' : ` ${auditNoteWords.notSelected}`}`,
            )
            .join('; '),
        }),
      ],
    }),
  );
  return { ...aggregate, program: movedRoot(program, now, budget), fundingSources: next };
}

/** The audit entry of a change that keeps the status. */
const changeAudit = (program: ProgramRoot, writer: Writer, action: string, at: string, notes: string) =>
  auditItem(program.id, writer, action, { at, fromStatusId: program.statusId, toStatusId: program.statusId, notes });

/** Adds a tactic under the program; the catalog tactic counts the program as a user. */
export async function insertProgramTactic(
  aggregate: ProgramAggregate,
  tactic: Omit<ProgramTactic, 'id' | 'programId'>,
  writer: Writer,
): Promise<ProgramAggregate> {
  const { program } = aggregate;
  const seq = (program.tacticSeq ?? 0) + 1;
  const now = new Date().toISOString();
  const item: ProgramTactic = {
    components: {},
    ...tactic,
    id: programTacticId(program.id, seq),
    programId: program.id,
  };
  const tactics = [...aggregate.tactics, item];
  const fields = { tacticSeq: seq, ...budgetAfter(aggregate, tactics) };
  await dynamo.send(
    new TransactWriteCommand({
      TransactItems: [
        rootChange(program, 'tactics', writer, now, fields),
        {
          Put: {
            TableName: env.tableName,
            Item: { ...programTacticKey(program.id, seq), ...item, createdAt: now },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        usageChange(tacticUsageTarget(tactic), 'program', 1),
        changeAudit(program, writer, 'tactic-add', now, `${item.id} ${tactic.tacticName} x ${tactic.orderQuantity}`),
      ],
    }),
  );
  return { ...aggregate, program: movedRoot(program, now, fields), tactics };
}

export async function replaceProgramTactic(
  aggregate: ProgramAggregate,
  tactic: ProgramTactic,
  writer: Writer,
): Promise<ProgramAggregate> {
  const { program } = aggregate;
  const now = new Date().toISOString();
  const budget = budgetAfter(
    aggregate,
    aggregate.tactics.map((t) => (t.id === tactic.id ? tactic : t)),
  );
  await dynamo.send(
    new TransactWriteCommand({
      TransactItems: [
        rootChange(program, 'tactics', writer, now, budget),
        {
          Put: {
            TableName: env.tableName,
            Item: { ...programTacticKey(program.id, parseProgramTacticId(tactic.id).seq), ...tactic, updatedAt: now },
            ConditionExpression: 'attribute_exists(PK)',
          },
        },
        changeAudit(
          program,
          writer,
          'tactic-update',
          now,
          `${tactic.id} ${describeChanges({ orderQuantity: tactic.orderQuantity, startDate: tactic.startDate, endDate: tactic.endDate, description: tactic.description })}`,
        ),
      ],
    }),
  );
  return withTactic(aggregate, tactic, now, budget);
}

/** Replaces the program's job choices; each chosen job counts the program as a user. */
export async function replaceJobSelections(
  aggregate: ProgramAggregate,
  next: JobSelection[],
  writer: Writer,
): Promise<ProgramAggregate> {
  const { program } = aggregate;
  const now = new Date().toISOString();
  const before = new Set(aggregate.jobSelections.map((j) => j.jobId));
  const after = new Set(next.map((j) => j.jobId));
  await dynamo.send(
    new TransactWriteCommand({
      TransactItems: [
        rootChange(program, 'jobs', writer, now),
        changeAudit(program, writer, 'jobs', now, next.map((j) => j.jobId).join(', ') || auditNoteWords.none),
        ...aggregate.jobSelections
          .filter((j) => !after.has(j.jobId))
          .map((j) => ({ Delete: { TableName: env.tableName, Key: jobSelectionKey(program.id, j.jobId) } })),
        ...next.map((j) => ({
          Put: { TableName: env.tableName, Item: { ...jobSelectionKey(program.id, j.jobId), ...j } },
        })),
        ...[...after].filter((id) => !before.has(id)).map((id) => jobUsageChange(id, 1)),
        ...[...before].filter((id) => !after.has(id)).map((id) => jobUsageChange(id, -1)),
      ],
    }),
  );
  return { ...aggregate, program: movedRoot(program, now), jobSelections: next };
}

/** Adds a component to a program tactic, at the program's version (a change to the plan). */
export async function insertComponent(
  aggregate: ProgramAggregate,
  tactic: ProgramTactic,
  fields: Omit<Component, 'id' | 'files'>,
  writer: Writer,
): Promise<ProgramAggregate> {
  const { program } = aggregate;
  const seq = (tactic.componentSeq ?? 0) + 1;
  const component: Component = { ...fields, id: `${tactic.id}.c${seq}`, files: [] };
  const now = new Date().toISOString();
  await dynamo.send(
    new TransactWriteCommand({
      TransactItems: [
        rootChange(program, 'components', writer, now),
        changeAudit(program, writer, 'component-add', now, `${component.id} ${component.name}`),
        {
          Update: {
            TableName: env.tableName,
            Key: programTacticKeyOf(tactic.id),
            UpdateExpression: 'SET components.#c = :component, componentSeq = :seq',
            // Every program tactic is made with an empty components map (insertProgramTactic).
            ConditionExpression: 'attribute_exists(components)',
            ExpressionAttributeNames: { '#c': `c${seq}` },
            ExpressionAttributeValues: { ':component': component, ':seq': seq },
          },
        },
      ],
    }),
  );
  const updated = { ...tactic, componentSeq: seq, components: { ...tactic.components, [`c${seq}`]: component } };
  return withTactic(aggregate, updated, now);
}

export async function deleteComponent(
  aggregate: ProgramAggregate,
  tactic: ProgramTactic,
  componentKey: string,
  writer: Writer,
): Promise<ProgramAggregate> {
  const { program } = aggregate;
  const now = new Date().toISOString();
  await dynamo.send(
    new TransactWriteCommand({
      TransactItems: [
        rootChange(program, 'components', writer, now),
        changeAudit(
          program,
          writer,
          'component-delete',
          now,
          `${tactic.id}.${componentKey} ${tactic.components?.[componentKey]?.name ?? ''}`.trim(),
        ),
        {
          Update: {
            TableName: env.tableName,
            Key: programTacticKeyOf(tactic.id),
            UpdateExpression: 'REMOVE components.#c',
            ConditionExpression: 'attribute_exists(components.#c)',
            ExpressionAttributeNames: { '#c': componentKey },
          },
        },
      ],
    }),
  );
  const { [componentKey]: _removed, ...rest } = tactic.components ?? {};
  const updated = { ...tactic, components: rest };
  return withTactic(aggregate, updated, now);
}

export async function deleteProgramTactic(
  aggregate: ProgramAggregate,
  tactic: ProgramTactic,
  writer: Writer,
): Promise<ProgramAggregate> {
  const { program } = aggregate;
  const now = new Date().toISOString();
  const tactics = aggregate.tactics.filter((t) => t.id !== tactic.id);
  const budget = budgetAfter(aggregate, tactics);
  await dynamo.send(
    new TransactWriteCommand({
      TransactItems: [
        rootChange(program, 'tactics', writer, now, budget),
        {
          Delete: {
            TableName: env.tableName,
            Key: programTacticKey(program.id, parseProgramTacticId(tactic.id).seq),
            ConditionExpression: 'attribute_exists(PK)',
          },
        },
        usageChange(tacticUsageTarget(tactic), 'program', -1),
        changeAudit(program, writer, 'tactic-remove', now, `${tactic.id} ${tactic.tacticName}`),
      ],
    }),
  );
  return { ...aggregate, program: movedRoot(program, now, budget), tactics };
}
