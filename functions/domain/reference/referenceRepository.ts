import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { type ReferenceKindFacts, referenceKindFacts, referenceMessages } from '../../../shared/reference/kindFacts';
import type {
  AnyReferenceRecord,
  ReferenceIdOf,
  ReferenceKindName,
  ReferenceRecordOf,
} from '../../../shared/reference/kinds';
import { dynamo } from '../../lib/clients/dynamo';
import { env } from '../../lib/env';
import { fieldAssignments } from '../../lib/updateExpression';
import { Conflict, InvalidInput, NotFound } from '../../lib/errors';
import { queryAll } from '../../lib/queryPages';
import {
  alreadyExists,
  doesNotExist,
  inUseReason,
  normalizeUnique,
  parseRefKey,
  referenceChanges,
  referencesOf,
  type RefId,
} from './referenceRules';

/**
 * A stored record of a kind: its declared fields (shared/reference/kinds.ts) with id, version, usage and the
 * times it was made and last changed. For a union of kinds, the union of their records.
 */
export type ReferenceRecord<K extends ReferenceKindName = ReferenceKindName> = ReferenceRecordOf<K> & {
  createdAt?: string;
  updatedAt?: string;
};
type TransactItem = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];

const recordKey = (kind: ReferenceKindName, id: RefId) => ({ PK: `REF#${kind}`, SK: `ID#${id}` });
const uniqueKey = (kind: ReferenceKindName, value: unknown) => ({
  PK: `REFUNIQUE#${kind}`,
  SK: normalizeUnique(value),
});
const counterKey = (kind: ReferenceKindName) => ({ PK: 'COUNTER', SK: `REF#${kind}` });

// The table holds what the kind's schema accepted (every write is validated by the kit), so an item is a record.
function toRecord<K extends ReferenceKindName>(item: Record<string, unknown>): ReferenceRecord<K> {
  const { PK: _pk, SK: _sk, usageTotal: _total, createdBy: _by, ...record } = item;
  return record as ReferenceRecord<K>;
}

/**
 * Every record of a kind: one partition, read with Query (never Scan). Reference lists are bounded (hundreds
 * to a few thousand rows), so screens search, sort and page them in the function; see docs/data-model.md.
 */
export async function listReferenceRecords<K extends ReferenceKindName>(kind: K): Promise<ReferenceRecord<K>[]> {
  const items = await queryAll({
    TableName: env.tableName,
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': `REF#${kind}` },
  });
  return items.map((item) => toRecord<K>(item));
}

export async function getReferenceRecord<K extends ReferenceKindName>(
  kind: K,
  id: ReferenceIdOf<K>,
): Promise<ReferenceRecord<K> | undefined> {
  const answer = await dynamo.send(new GetCommand({ TableName: env.tableName, Key: recordKey(kind, id) }));
  return answer.Item ? toRecord<K>(answer.Item) : undefined;
}

async function requireRecord(kind: ReferenceKindName, id: RefId): Promise<AnyReferenceRecord> {
  const record = await getReferenceRecord(kind, id);
  if (!record) throw new NotFound(doesNotExist(kind));
  return record;
}

/**
 * A transaction item that records one more (or one fewer) use of a reference record by a record of another
 * kind; an increment also proves the record exists. Later aggregates (programs) use it too.
 */
export function usageChange(
  target: { kind: ReferenceKindName; id: RefId },
  usedBy: string,
  delta: number,
): TransactItem {
  return {
    Update: {
      TableName: env.tableName,
      Key: recordKey(target.kind, target.id),
      UpdateExpression:
        'SET usageTotal = if_not_exists(usageTotal, :zero) + :delta, #usage.#by = if_not_exists(#usage.#by, :zero) + :delta',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#usage': 'usage', '#by': usedBy },
      ExpressionAttributeValues: { ':zero': 0, ':delta': delta },
    },
  };
}

/** What each item of a transaction is, so a cancelled transaction can be explained field by field. */
type ItemRole = { role: 'record' } | { role: 'unique' } | { role: 'reference'; field: string; kind: ReferenceKindName };

async function runTransaction(
  kind: ReferenceKindName,
  items: { item: TransactItem; role: ItemRole }[],
  onRecordFailed: () => Promise<never>,
) {
  try {
    await dynamo.send(new TransactWriteCommand({ TransactItems: items.map((i) => i.item) }));
  } catch (error) {
    if ((error as Error).name !== 'TransactionCanceledException') throw error;
    const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
    const failed = items.filter((_, i) => reasons[i]?.Code === 'ConditionalCheckFailed').map((i) => i.role);
    const definition = referenceKindFacts[kind];
    const fieldErrors: Record<string, string[]> = {};
    for (const role of failed) {
      if (role.role === 'unique') fieldErrors[definition.uniqueBy] = [alreadyExists(definition)];
      if (role.role === 'reference') fieldErrors[role.field] = [doesNotExist(role.kind)];
    }
    if (Object.keys(fieldErrors).length) throw new InvalidInput(fieldErrors);
    if (failed.some((r) => r.role === 'record')) await onRecordFailed();
    // Cancelled for another reason (a conflicting concurrent transaction): the caller may retry.
    throw new Conflict();
  }
}

function referenceItems(kind: ReferenceKindName, keys: string[], delta: 1 | -1) {
  const definition = referenceKindFacts[kind];
  return keys.map((key) => {
    const target = parseRefKey(key);
    const field = definition.references.find((r) => r.kind === target.kind)!.field;
    return { item: usageChange(target, kind, delta), role: { role: 'reference' as const, field, kind: target.kind } };
  });
}

async function nextId(kind: ReferenceKindName): Promise<number> {
  const answer = await dynamo.send(
    new UpdateCommand({
      TableName: env.tableName,
      Key: counterKey(kind),
      UpdateExpression: 'ADD lastId :one',
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return answer.Attributes!.lastId as number;
}

/** Creates a record with its uniqueness marker and the usage of everything it points at, all or nothing. */
export async function createReferenceRecord<K extends ReferenceKindName>(
  kind: K,
  fields: Record<string, unknown>,
  actor: string,
): Promise<ReferenceRecord<K>> {
  const definition: ReferenceKindFacts = referenceKindFacts[kind];
  const id: RefId = definition.id.type === 'number' ? await nextId(kind) : String(fields[definition.id.field]);
  const now = new Date().toISOString();
  const record = { ...fields, id, version: 1, usage: {}, createdAt: now, updatedAt: now };
  await runTransaction(
    kind,
    [
      {
        item: {
          Put: {
            TableName: env.tableName,
            Item: { ...recordKey(kind, id), ...record, usageTotal: 0, createdBy: actor },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        role: { role: 'record' },
      },
      {
        item: {
          Put: {
            TableName: env.tableName,
            Item: { ...uniqueKey(kind, fields[definition.uniqueBy]), id },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        role: { role: 'unique' },
      },
      ...referenceItems(kind, [...referencesOf(definition, fields)], 1),
    ],
    async () => {
      // Only a code given by the user can collide; server-made ids come from the counter.
      const field = definition.id.type === 'code' ? definition.id.field : 'id';
      throw new InvalidInput({ [field]: [referenceMessages.codeTaken(definition.label.toLowerCase())] });
    },
  );
  return toRecord<K>(record);
}

/** Updates a record read at `version`; a stale version answers 409 and changes nothing. */
export async function updateReferenceRecord<K extends ReferenceKindName>(
  kind: K,
  id: RefId,
  version: number,
  fields: Record<string, unknown>,
): Promise<ReferenceRecord<K>> {
  const definition: ReferenceKindFacts = referenceKindFacts[kind];
  const current = await requireRecord(kind, id);
  if (current.version !== version) throw new Conflict();
  if (definition.id.type === 'code' && fields[definition.id.field] !== id) {
    throw new InvalidInput({ [definition.id.field]: [referenceMessages.codeFixed] });
  }
  const changes = referenceChanges(referencesOf(definition, current), referencesOf(definition, fields));
  const uniqueChanged = normalizeUnique(current[definition.uniqueBy]) !== normalizeUnique(fields[definition.uniqueBy]);
  const updatedAt = new Date().toISOString();
  const assign = fieldAssignments(fields);
  const items: { item: TransactItem; role: ItemRole }[] = [
    {
      item: {
        Update: {
          TableName: env.tableName,
          Key: recordKey(kind, id),
          UpdateExpression: `SET ${[...assign.set, 'version = :next', 'updatedAt = :at'].join(', ')}`,
          ConditionExpression: 'version = :version',
          ExpressionAttributeNames: assign.names,
          ExpressionAttributeValues: {
            ...assign.values,
            ':next': version + 1,
            ':version': version,
            ':at': updatedAt,
          },
        },
      },
      role: { role: 'record' },
    },
    ...referenceItems(kind, changes.added, 1),
    ...referenceItems(kind, changes.removed, -1),
  ];
  if (uniqueChanged) {
    items.push(
      {
        item: { Delete: { TableName: env.tableName, Key: uniqueKey(kind, current[definition.uniqueBy]) } },
        role: { role: 'unique' },
      },
      {
        item: {
          Put: {
            TableName: env.tableName,
            Item: { ...uniqueKey(kind, fields[definition.uniqueBy]), id },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        role: { role: 'unique' },
      },
    );
  }
  await runTransaction(kind, items, async () => {
    throw new Conflict();
  });
  return toRecord<K>({ ...current, ...fields, version: version + 1, updatedAt });
}

/** Deletes a record nothing points at; otherwise 409 naming what still uses it. */
export async function deleteReferenceRecord(kind: ReferenceKindName, id: RefId): Promise<void> {
  const definition: ReferenceKindFacts = referenceKindFacts[kind];
  const current = await requireRecord(kind, id);
  const inUse = () => Object.values(current.usage ?? {}).some((n) => n > 0);
  if (inUse()) throw new Conflict(inUseReason(definition, current.usage!));
  await runTransaction(
    kind,
    [
      {
        item: {
          Delete: {
            TableName: env.tableName,
            Key: recordKey(kind, id),
            ConditionExpression: 'version = :version AND (attribute_not_exists(usageTotal) OR usageTotal = :zero)',
            ExpressionAttributeValues: { ':version': current.version, ':zero': 0 },
          },
        },
        role: { role: 'record' },
      },
      {
        item: { Delete: { TableName: env.tableName, Key: uniqueKey(kind, current[definition.uniqueBy]) } },
        role: { role: 'unique' },
      },
      ...referenceItems(kind, [...referencesOf(definition, current)], -1),
    ],
    async () => {
      // Someone started using it (or changed it) between our read and the delete.
      const now = await getReferenceRecord(kind, id);
      if (now && Object.values(now.usage ?? {}).some((n) => n > 0))
        throw new Conflict(inUseReason(definition, now.usage!));
      throw new Conflict();
    },
  );
}

/**
 * A catalog tactic's inventory stock (the inventory upload, by SKU), its version moved so a form read before gets
 * 409 rather than writing the old stock back; a tactic deleted meanwhile is skipped (false).
 */
export async function setInventoryStock(tacticId: number, stock: number): Promise<boolean> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: env.tableName,
        Key: recordKey('tactic', tacticId),
        UpdateExpression: 'SET inventoryStock = :stock, version = version + :one, updatedAt = :at',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':stock': stock, ':one': 1, ':at': new Date().toISOString() },
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}
