import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Allocation } from '../../shared/programs/budget';
import { programStatus, programStatusNames, type ProgramStatusId } from '../../shared/programs/status';
import { auditItem, describeChanges, type Actor, type AuditEntry, type Writer } from '../domain/programs/audit';
import { rootChange, statusCondition } from '../domain/programs/guard';
import { parseProgramTacticId, programPk as pk, programRootKey as rootKey, programTacticId, programTacticKey as tacticKey, programTacticKeyOf as tacticKeyOf } from '../domain/programs/keys';
import { dynamo } from '../lib/clients/dynamo';
import { env } from '../lib/env';
import { jobUsageChange } from '../brands/jobRepository';
import { decodeCursor, encodeCursor } from '../lib/queryPages';
import { usageChange } from '../reference/referenceRepository';

/**
 * The program aggregate lives in one partition `PROGRAM#{id}`: the root (`P#PROGRAM`), its funding sources
 * (`P#FUNDING#{brandId}`) and later its tactics, components, delivery locations and distribution (all `P#...`),
 * so details, cart and funding are one Query on `begins_with(SK, 'P#')`. Audit entries (`AUDIT#{at}#{rand}`)
 * share the partition but not the prefix, so the trail never slows the aggregate read.
 * Lists: GSI1 `PROGRAMS#Y#{year}` and GSI2 `PROGRAMS#R#{retailer}#Y#{year}`, sorted by `{createdAt}#{id}`;
 * their totals are counter items moved in the same transactions.
 */
export interface ProgramRoot {
  id: number;
  name: string | null;
  description: string | null;
  note?: string | null;
  retailerId: number | null;
  retailerName: string | null;
  fiscalYear: number | null;
  programStartDate: string | null;
  programEndDate: string | null;
  strategicBusinessInitiativeId?: number | null;
  campaignThemeId?: number | null;
  campaignThemeTypeId?: number | null;
  accountLocations: string[];
  statusId: ProgramStatusId;
  placeholder: boolean;
  archived: boolean;
  creator: string;
  creatorName: string;
  approver?: string | null;
  approvedDate?: string | null;
  /** Subject of the last submitter (four-eyes). */
  submittedBy?: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
}

export interface FundingSource {
  brandId: number;
  brandName: string;
  atlTarget: number;
  btlTarget: number;
  selected: boolean;
}

export interface ProgramTactic {
  id: string;
  programId: number;
  tacticId: number;
  tacticName: string;
  description: string | null;
  tacticTypeId: number;
  productTypeId: number;
  deliveryMethodId: number;
  deliveryMethodName: string;
  isDownload: boolean;
  unitCost: number;
  orderQuantity: number;
  totalCost: number;
  startDate: string | null;
  endDate: string | null;
  allocations: Allocation[];
  documentId?: string | null;
  /** Quantity per delivery location id (the distribution step). */
  distribution?: Record<string, number>;
  /** Components by id (`c{n}`), so one can change without rewriting the others. */
  components?: Record<string, Component>;
  componentSeq?: number;
}

export interface Component {
  id: string;
  name: string;
  componentTypeId: number;
  description: string | null;
  quantity: number | null;
  vendor: string | null;
  files: { documentId: string; fileName: string }[];
}

export interface JobSelection {
  jobId: string;
  detailId: string | null;
  programSpecificDescription: string | null;
}

export interface ProgramAggregate {
  program: ProgramRoot & { tacticSeq?: number };
  fundingSources: FundingSource[];
  tactics: ProgramTactic[];
  jobSelections: JobSelection[];
}

export type { Actor, AuditEntry };
export { parseProgramTacticId, programTacticId };

type TransactItem = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];

const fundingKey = (id: number, brandId: number) => ({ PK: pk(id), SK: `P#FUNDING#${String(brandId).padStart(10, '0')}` });
const sortKey = (program: Pick<ProgramRoot, 'createdAt' | 'id'>) => `${program.createdAt}#${String(program.id).padStart(12, '0')}`;
export const yearListKey = (fiscalYear: number) => `PROGRAMS#Y#${fiscalYear}`;
export const retailerYearListKey = (retailerId: number, fiscalYear: number) => `PROGRAMS#R#${retailerId}#Y#${fiscalYear}`;
export const creatorListKey = (creator: string) => `PROGRAMS#U#${creator}`;
const counterKey = (list: string) => ({ PK: 'COUNTER', SK: list });

const listKeys = (program: ProgramRoot) => ({
  GSI1PK: yearListKey(program.fiscalYear!),
  GSI1SK: sortKey(program),
  GSI2PK: retailerYearListKey(program.retailerId!, program.fiscalYear!),
  GSI2SK: sortKey(program),
  GSI3PK: creatorListKey(program.creator),
  GSI3SK: sortKey(program),
});

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
const listCounters = (program: Pick<ProgramRoot, 'retailerId' | 'fiscalYear'>, delta: 1 | -1) => [
  counterChange(yearListKey(program.fiscalYear!), delta),
  counterChange(retailerYearListKey(program.retailerId!, program.fiscalYear!), delta),
];
const creatorCounter = (program: Pick<ProgramRoot, 'creator'>, delta: 1 | -1) => counterChange(creatorListKey(program.creator), delta);

/** Reference records a program points at; they cannot be deleted while a program uses them. */
function referenceUsage(program: Pick<ProgramRoot, 'retailerId' | 'strategicBusinessInitiativeId'>, brandIds: number[], delta: 1 | -1) {
  const items: TransactItem[] = [];
  if (program.retailerId) items.push(usageChange({ kind: 'retailer', id: program.retailerId }, 'program', delta));
  if (program.strategicBusinessInitiativeId) {
    items.push(usageChange({ kind: 'strategicBusinessInitiative', id: program.strategicBusinessInitiativeId }, 'program', delta));
  }
  for (const brandId of brandIds) items.push(usageChange({ kind: 'brand', id: brandId }, 'program', delta));
  return items;
}


function countBy<T>(values: T[]): Map<T, number> {
  const counts = new Map<T, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return counts;
}

/** Lower-case name kept beside the name, for the list's case-insensitive search filter. */
const searchName = (name: string | null) => (name ?? '').toLowerCase();

const strip = ({ PK: _pk, SK: _sk, GSI1PK: _a, GSI1SK: _b, GSI2PK: _c, GSI2SK: _d, GSI3PK: _e, GSI3SK: _f, searchName: _s, ...rest }: Record<string, unknown>) => rest;

/** The whole aggregate in one Query. Deleted programs do not exist for callers. */
export async function getProgramAggregate(id: number): Promise<ProgramAggregate | undefined> {
  const answer = await dynamo.send(
    new QueryCommand({
      TableName: env.tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': pk(id), ':prefix': 'P#' },
    }),
  );
  const items = answer.Items ?? [];
  const root = items.find((i) => i.SK === 'P#PROGRAM');
  if (!root || root.statusId === programStatus.deleted) return undefined;
  return {
    program: strip(root) as unknown as ProgramRoot,
    fundingSources: items.filter((i) => String(i.SK).startsWith('P#FUNDING#')).map((i) => strip(i) as unknown as FundingSource),
    tactics: items.filter((i) => String(i.SK).startsWith('P#TACTIC#')).map((i) => strip(i) as unknown as ProgramTactic),
    jobSelections: items.filter((i) => String(i.SK).startsWith('P#JTBD#')).map((i) => strip(i) as unknown as JobSelection),
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
  fields: Omit<ProgramRoot, 'id' | 'statusId' | 'archived' | 'creator' | 'creatorName' | 'createdAt' | 'updatedAt' | 'version'>,
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
  };
  await dynamo.send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: env.tableName, Item: { ...rootKey(id), ...program, ...listKeys(program), searchName: searchName(program.name) }, ConditionExpression: 'attribute_not_exists(PK)' } },
        ...fundingSources.map((f) => ({ Put: { TableName: env.tableName, Item: { ...fundingKey(id, f.brandId), ...f } } })),
        ...listCounters(program, 1),
        creatorCounter(program, 1),
        ...referenceUsage(program, fundingSources.map((f) => f.brandId), 1),
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
export async function updateProgramFields(before: ProgramRoot, changes: Partial<ProgramRoot>, writer: Writer, alsoWrite: TransactItem[] = []): Promise<ProgramRoot> {
  const now = new Date().toISOString();
  const after: ProgramRoot = { ...before, ...changes, updatedAt: now, version: before.version + 1 };
  const moved = after.retailerId !== before.retailerId || after.fiscalYear !== before.fiscalYear;
  const written: Record<string, unknown> = { ...changes, ...('name' in changes ? { searchName: searchName(after.name) } : {}) };
  const names = Object.keys(written);
  const status = statusCondition('fields', writer);
  const items: TransactItem[] = [
    {
      Update: {
        TableName: env.tableName,
        Key: rootKey(before.id),
        UpdateExpression: `SET ${[...names.map((_, i) => `#f${i} = :f${i}`), 'updatedAt = :at', 'version = :next', ...(moved ? ['GSI1PK = :g1', 'GSI2PK = :g2'] : [])].join(', ')}`,
        ConditionExpression: `version = :version AND ${status.expression}`,
        ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#f${i}`, n])),
        ExpressionAttributeValues: {
          ...status.values,
          ...Object.fromEntries(names.map((n, i) => [`:f${i}`, written[n] ?? null])),
          ':at': now,
          ':next': after.version,
          ':version': before.version,
          ...(moved ? { ':g1': listKeys(after).GSI1PK, ':g2': listKeys(after).GSI2PK } : {}),
        },
      },
    },
    auditItem(before.id, writer, 'update', { at: now, fromStatusId: before.statusId, toStatusId: before.statusId, notes: describeChanges(changes) }),
  ];
  items.push(...alsoWrite);
  if (moved) items.push(...listCounters(before, -1), ...listCounters(after, 1));
  if (after.retailerId !== before.retailerId) {
    items.push(...referenceUsage({ retailerId: before.retailerId }, [], -1), ...referenceUsage({ retailerId: after.retailerId }, [], 1));
  }
  if (after.strategicBusinessInitiativeId !== before.strategicBusinessInitiativeId) {
    items.push(
      ...referenceUsage({ retailerId: null, strategicBusinessInitiativeId: before.strategicBusinessInitiativeId }, [], -1),
      ...referenceUsage({ retailerId: null, strategicBusinessInitiativeId: after.strategicBusinessInitiativeId }, [], 1),
    );
  }
  await dynamo.send(new TransactWriteCommand({ TransactItems: items }));
  return after;
}

/** Replaces the funding sources at the program's version; a budget change, so it is audited. */
export async function replaceFundingSources(aggregate: ProgramAggregate, next: FundingSource[], writer: Writer): Promise<ProgramAggregate> {
  const { program } = aggregate;
  const now = new Date().toISOString();
  const before = new Map(aggregate.fundingSources.map((f) => [f.brandId, f]));
  const after = new Map(next.map((f) => [f.brandId, f]));
  const removed = [...before.keys()].filter((b) => !after.has(b));
  const added = [...after.keys()].filter((b) => !before.has(b));
  await dynamo.send(
    new TransactWriteCommand({
      TransactItems: [
        rootChange(program, 'funding', writer, now),
        ...removed.map((brandId) => ({ Delete: { TableName: env.tableName, Key: fundingKey(program.id, brandId) } })),
        ...next.map((f) => ({ Put: { TableName: env.tableName, Item: { ...fundingKey(program.id, f.brandId), ...f } } })),
        ...referenceUsage({ retailerId: null }, added, 1),
        ...referenceUsage({ retailerId: null }, removed, -1),
        auditItem(program.id, writer, 'funding', {
          at: now,
          fromStatusId: program.statusId,
          toStatusId: program.statusId,
          notes: next.map((f) => `${f.brandName}: ATL ${f.atlTarget}, BTL ${f.btlTarget}${f.selected ? '' : ' (not selected)'}`).join('; '),
        }),
      ],
    }),
  );
  return { ...aggregate, program: { ...program, version: program.version + 1, updatedAt: now }, fundingSources: next };
}

/** The audit entry of a change that keeps the status. */
const changeAudit = (program: ProgramRoot, writer: Writer, action: string, at: string, notes: string) =>
  auditItem(program.id, writer, action, { at, fromStatusId: program.statusId, toStatusId: program.statusId, notes });

/** Adds a tactic under the program; the catalog tactic counts the program as a user. */
export async function insertProgramTactic(aggregate: ProgramAggregate, tactic: Omit<ProgramTactic, 'id' | 'programId'>, writer: Writer): Promise<ProgramAggregate> {
  const { program } = aggregate;
  const seq = (program.tacticSeq ?? 0) + 1;
  const now = new Date().toISOString();
  const item: ProgramTactic = { components: {}, ...tactic, id: programTacticId(program.id, seq), programId: program.id };
  await dynamo.send(
    new TransactWriteCommand({
      TransactItems: [
        rootChange(program, 'tactics', writer, now, { tacticSeq: seq }),
        { Put: { TableName: env.tableName, Item: { ...tacticKey(program.id, seq), ...item, createdAt: now }, ConditionExpression: 'attribute_not_exists(PK)' } },
        usageChange({ kind: 'tactic', id: tactic.tacticId }, 'program', 1),
        changeAudit(program, writer, 'tactic-add', now, `${item.id} ${tactic.tacticName} x ${tactic.orderQuantity}`),
      ],
    }),
  );
  return { ...aggregate, program: { ...program, version: program.version + 1, updatedAt: now, tacticSeq: seq }, tactics: [...aggregate.tactics, item] };
}

export async function replaceProgramTactic(aggregate: ProgramAggregate, tactic: ProgramTactic, writer: Writer): Promise<ProgramAggregate> {
  const { program } = aggregate;
  const now = new Date().toISOString();
  await dynamo.send(
    new TransactWriteCommand({
      TransactItems: [
        rootChange(program, 'tactics', writer, now),
        { Put: { TableName: env.tableName, Item: { ...tacticKey(program.id, parseProgramTacticId(tactic.id).seq), ...tactic, updatedAt: now }, ConditionExpression: 'attribute_exists(PK)' } },
        changeAudit(program, writer, 'tactic-update', now, `${tactic.id} ${describeChanges({ orderQuantity: tactic.orderQuantity, startDate: tactic.startDate, endDate: tactic.endDate, description: tactic.description })}`),
      ],
    }),
  );
  return { ...aggregate, program: { ...program, version: program.version + 1, updatedAt: now }, tactics: aggregate.tactics.map((t) => (t.id === tactic.id ? tactic : t)) };
}

const jobSelectionKey = (id: number, jobId: string) => ({ PK: pk(id), SK: `P#JTBD#${jobId}` });

/** Replaces the program's job choices; each chosen job counts the program as a user. */
export async function replaceJobSelections(aggregate: ProgramAggregate, next: JobSelection[], writer: Writer): Promise<ProgramAggregate> {
  const { program } = aggregate;
  const now = new Date().toISOString();
  const before = new Set(aggregate.jobSelections.map((j) => j.jobId));
  const after = new Set(next.map((j) => j.jobId));
  await dynamo.send(
    new TransactWriteCommand({
      TransactItems: [
        rootChange(program, 'jobs', writer, now),
        changeAudit(program, writer, 'jobs', now, next.map((j) => j.jobId).join(', ') || '(none)'),
        ...aggregate.jobSelections.filter((j) => !after.has(j.jobId)).map((j) => ({ Delete: { TableName: env.tableName, Key: jobSelectionKey(program.id, j.jobId) } })),
        ...next.map((j) => ({ Put: { TableName: env.tableName, Item: { ...jobSelectionKey(program.id, j.jobId), ...j } } })),
        ...[...after].filter((id) => !before.has(id)).map((id) => jobUsageChange(id, 1)),
        ...[...before].filter((id) => !after.has(id)).map((id) => jobUsageChange(id, -1)),
      ],
    }),
  );
  return { ...aggregate, program: { ...program, version: program.version + 1, updatedAt: now }, jobSelections: next };
}


/** Adds a component to a program tactic, at the program's version (a change to the plan). */
export async function insertComponent(aggregate: ProgramAggregate, tactic: ProgramTactic, fields: Omit<Component, 'id' | 'files'>, writer: Writer): Promise<ProgramAggregate> {
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
            Key: tacticKeyOf(tactic.id),
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
  return { ...aggregate, program: { ...program, version: program.version + 1, updatedAt: now }, tactics: aggregate.tactics.map((t) => (t.id === tactic.id ? updated : t)) };
}

export async function deleteComponent(aggregate: ProgramAggregate, tactic: ProgramTactic, componentKey: string, writer: Writer): Promise<ProgramAggregate> {
  const { program } = aggregate;
  const now = new Date().toISOString();
  await dynamo.send(
    new TransactWriteCommand({
      TransactItems: [
        rootChange(program, 'components', writer, now),
        changeAudit(program, writer, 'component-delete', now, `${tactic.id}.${componentKey} ${tactic.components?.[componentKey]?.name ?? ''}`.trim()),
        {
          Update: {
            TableName: env.tableName,
            Key: tacticKeyOf(tactic.id),
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
  return { ...aggregate, program: { ...program, version: program.version + 1, updatedAt: now }, tactics: aggregate.tactics.map((t) => (t.id === tactic.id ? updated : t)) };
}

export async function deleteProgramTactic(aggregate: ProgramAggregate, tactic: ProgramTactic, writer: Writer): Promise<ProgramAggregate> {
  const { program } = aggregate;
  const now = new Date().toISOString();
  await dynamo.send(
    new TransactWriteCommand({
      TransactItems: [
        rootChange(program, 'tactics', writer, now),
        { Delete: { TableName: env.tableName, Key: tacticKey(program.id, parseProgramTacticId(tactic.id).seq), ConditionExpression: 'attribute_exists(PK)' } },
        usageChange({ kind: 'tactic', id: tactic.tacticId }, 'program', -1),
        changeAudit(program, writer, 'tactic-remove', now, `${tactic.id} ${tactic.tacticName}`),
      ],
    }),
  );
  return { ...aggregate, program: { ...program, version: program.version + 1, updatedAt: now }, tactics: aggregate.tactics.filter((t) => t.id !== tactic.id) };
}

/**
 * One status change: the root moves from the status read to the next, conditional on the version read, and
 * the audit entry is written in the same transaction. Of two people acting at once exactly one wins; the
 * other's condition fails (409) and no second audit entry exists. Deleting also leaves the lists.
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
  const set = ['statusId = :to', 'version = :next', 'updatedAt = :at', ...(approving ? ['approver = :by', 'approvedDate = :at'] : []), ...(submitting ? ['submittedBy = :subject'] : [])];
  const items: TransactItem[] = [
    {
      Update: {
        TableName: env.tableName,
        Key: rootKey(program.id),
        UpdateExpression: `SET ${set.join(', ')}${deleting ? ' REMOVE GSI1PK, GSI1SK, GSI2PK, GSI2SK, GSI3PK, GSI3SK' : ''}`,
        ConditionExpression: 'version = :version AND statusId = :from',
        ExpressionAttributeValues: {
          ':to': to,
          ':next': program.version + 1,
          ':at': now,
          ':version': program.version,
          ':from': program.statusId,
          ...(approving ? { ':by': actor.email } : {}),
          ...(submitting ? { ':subject': actor.subject } : {}),
        },
      },
    },
    auditItem(program.id, actor, action, { at: now, fromStatusId: program.statusId, toStatusId: to, notes }),
  ];
  if (deleting) {
    items.push(
      ...listCounters(program, -1),
      creatorCounter(program, -1),
      ...referenceUsage(program, aggregate.fundingSources.map((f) => f.brandId), -1),
      ...aggregate.jobSelections.map((j) => jobUsageChange(j.jobId, -1)),
      // One update per catalog tactic: a transaction may touch an item only once.
      ...[...countBy(aggregate.tactics.map((t) => t.tacticId))].map(([tacticId, n]) => usageChange({ kind: 'tactic', id: tacticId }, 'program', -n)),
    );
  }
  await dynamo.send(new TransactWriteCommand({ TransactItems: items }));
  return { ...program, statusId: to, version: program.version + 1, updatedAt: now, ...(approving ? { approver: actor.email, approvedDate: now } : {}), ...(submitting ? { submittedBy: actor.subject } : {}) };
}

export async function listAudit(id: number): Promise<AuditEntry[]> {
  const answer = await dynamo.send(
    new QueryCommand({
      TableName: env.tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': pk(id), ':prefix': 'AUDIT#' },
    }),
  );
  return (answer.Items ?? []).map((i) => strip(i) as unknown as AuditEntry);
}

export interface ProgramListPage {
  items: ProgramRoot[];
  totalCount: number;
  nextCursor: string | null;
  /** Read capacity the page consumed (the bench reports it). */
  consumedCapacity: number;
}

/**
 * One page of a budget year's programs (optionally one retailer's), newest first: a Query with Limit on the
 * list's index plus one GetItem for its counter, so a page costs the same at 1,000 or 100,000 programs.
 * A search term filters the page's reads (contains, case-insensitive) and may return short pages with a cursor.
 */
export async function listProgramsPage(opts: {
  fiscalYear?: number;
  retailerId?: number;
  /** The programs a user created (my campaigns), all years. */
  creator?: string;
  pageSize: number;
  cursor?: string;
  ascending?: boolean;
  searchTerm?: string;
  statusId?: number;
}): Promise<ProgramListPage> {
  const [index, list] = opts.creator
    ? (['GSI3', creatorListKey(opts.creator)] as const)
    : opts.retailerId !== undefined
      ? (['GSI2', retailerYearListKey(opts.retailerId, opts.fiscalYear!)] as const)
      : (['GSI1', yearListKey(opts.fiscalYear!)] as const);
  const term = opts.searchTerm?.trim().toLowerCase();
  const [page, counter] = await Promise.all([
    dynamo.send(
      new QueryCommand({
        TableName: env.tableName,
        IndexName: index,
        KeyConditionExpression: `${index}PK = :list`,
        ExpressionAttributeValues: { ':list': list, ...(term ? { ':term': term } : {}), ...(opts.statusId !== undefined ? { ':status': opts.statusId } : {}) },
        ...(term || opts.statusId !== undefined
          ? { FilterExpression: [term ? 'contains(searchName, :term)' : '', opts.statusId !== undefined ? 'statusId = :status' : ''].filter(Boolean).join(' AND ') }
          : {}),
        ScanIndexForward: opts.ascending === true,
        Limit: opts.pageSize,
        ExclusiveStartKey: decodeCursor(opts.cursor, { index, partition: list }),
        ReturnConsumedCapacity: 'TOTAL',
      }),
    ),
    dynamo.send(new GetCommand({ TableName: env.tableName, Key: counterKey(list), ReturnConsumedCapacity: 'TOTAL' })),
  ]);
  return {
    items: (page.Items ?? []).map((i) => strip(i) as unknown as ProgramRoot),
    totalCount: Math.max(0, (counter.Item?.count as number) ?? 0),
    nextCursor: encodeCursor(page.LastEvaluatedKey),
    consumedCapacity: (page.ConsumedCapacity?.CapacityUnits ?? 0) + (counter.ConsumedCapacity?.CapacityUnits ?? 0),
  };
}

// A calendar reads a user's programs at most this far back (newest first); older ones are out of any range shown.
const CREATOR_CALENDAR_LIMIT = 2000;

/** The user's programs for the calendar: their list index, newest first, bounded. */
export async function listProgramsOfCreator(creator: string): Promise<ProgramRoot[]> {
  const programs: ProgramRoot[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: env.tableName,
        IndexName: 'GSI3',
        KeyConditionExpression: 'GSI3PK = :list',
        ExpressionAttributeValues: { ':list': creatorListKey(creator) },
        ScanIndexForward: false,
        Limit: CREATOR_CALENDAR_LIMIT - programs.length,
        ExclusiveStartKey: start,
      }),
    );
    programs.push(...(page.Items ?? []).map((i) => strip(i) as unknown as ProgramRoot));
    start = page.LastEvaluatedKey;
  } while (start && programs.length < CREATOR_CALENDAR_LIMIT);
  return programs;
}

export const statusNameOf = (statusId: ProgramStatusId) => programStatusNames[statusId] ?? String(statusId);
