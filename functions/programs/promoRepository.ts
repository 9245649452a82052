import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand, BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { promoBuckets, type PromoStatus } from '../../shared/programs/promoCodes';
import { dynamo } from '../lib/clients/dynamo';
import { env } from '../lib/env';
import { NotFound } from '../lib/errors';
import type { Actor } from './programRepository';

/**
 * Promo code requests live in their program's partition (`PROMO#{seq}`, outside the `P#` aggregate prefix, so
 * they have their own versions and never block program edits). Bucket totals are counter items
 * (`COUNTER`/`PROMOS#{status}`) moved in the same transaction as each status change.
 */
export interface PromoRequest {
  id: string;
  programId: number;
  promoCode: string;
  description: string;
  discountType: 'percent' | 'amount';
  discountValue: number;
  startDate: string;
  endDate: string;
  status: PromoStatus;
  notes: string | null;
  version: number;
}

type TransactItem = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];

export const parsePromoId = (id: string) => {
  const [programId, seq] = id.split('-').map(Number);
  return { programId, seq };
};
const promoKey = (id: string) => {
  const { programId, seq } = parsePromoId(id);
  return { PK: `PROGRAM#${programId}`, SK: `PROMO#${String(seq).padStart(6, '0')}` };
};
const bucketKey = (status: PromoStatus) => ({ PK: 'COUNTER', SK: `PROMOS#${status}` });
const bucketChange = (status: PromoStatus, delta: 1 | -1): TransactItem => ({
  Update: {
    TableName: env.tableName,
    Key: bucketKey(status),
    UpdateExpression: 'ADD #count :delta',
    ExpressionAttributeNames: { '#count': 'count' },
    ExpressionAttributeValues: { ':delta': delta },
  },
});
const audit = (programId: number, actor: Actor, action: string, notes?: string | null): TransactItem => ({
  Put: {
    TableName: env.tableName,
    Item: {
      PK: `PROGRAM#${programId}`,
      SK: `AUDIT#${new Date().toISOString()}#${randomUUID().slice(0, 8)}`,
      at: new Date().toISOString(),
      by: actor.subject,
      byName: actor.email,
      action,
      fromStatusId: null,
      toStatusId: null,
      ...(notes ? { notes } : {}),
    },
  },
});
const strip = ({ PK: _pk, SK: _sk, ...rest }: Record<string, unknown>) => rest as unknown as PromoRequest;

export async function listPromos(programId: number): Promise<PromoRequest[]> {
  const answer = await dynamo.send(
    new QueryCommand({
      TableName: env.tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': `PROGRAM#${programId}`, ':prefix': 'PROMO#' },
    }),
  );
  return (answer.Items ?? []).map(strip);
}

export async function getPromo(id: string): Promise<PromoRequest> {
  const answer = await dynamo.send(new GetCommand({ TableName: env.tableName, Key: promoKey(id) }));
  if (!answer.Item) throw new NotFound('This promo code request does not exist.');
  return strip(answer.Item);
}

export async function insertPromo(fields: Omit<PromoRequest, 'id' | 'status' | 'notes' | 'version'>, actor: Actor): Promise<PromoRequest> {
  const counter = await dynamo.send(
    new UpdateCommand({
      TableName: env.tableName,
      Key: { PK: 'COUNTER', SK: `PROMO#${fields.programId}` },
      UpdateExpression: 'ADD lastId :one',
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  const promo: PromoRequest = { ...fields, id: `${fields.programId}-${counter.Attributes!.lastId}`, status: 'new', notes: null, version: 1 };
  await dynamo.send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: env.tableName, Item: { ...promoKey(promo.id), ...promo }, ConditionExpression: 'attribute_not_exists(PK)' } },
        bucketChange('new', 1),
        audit(fields.programId, actor, 'promo-create', promo.promoCode),
      ],
    }),
  );
  return promo;
}

/**
 * Moves a request to `to` (with new fields, for an edit) at the version and status read; one transaction with
 * its bucket counters and an audit entry on the program. `to` null deletes it.
 */
export async function movePromo(current: PromoRequest, to: PromoStatus | null, actor: Actor, action: string, changes: Partial<PromoRequest> = {}): Promise<PromoRequest | null> {
  const condition = { ConditionExpression: 'version = :version AND #status = :from', ExpressionAttributeNames: { '#status': 'status' } };
  const values = { ':version': current.version, ':from': current.status };
  const auditEntry = audit(current.programId, actor, action, changes.notes ?? null);
  if (to === null) {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [{ Delete: { TableName: env.tableName, Key: promoKey(current.id), ...condition, ExpressionAttributeValues: values } }, bucketChange(current.status, -1), auditEntry],
      }),
    );
    return null;
  }
  const next: PromoRequest = { ...current, ...changes, status: to, version: current.version + 1 };
  // Counters move only when the bucket changes (an edit of a new request stays new).
  const counters = current.status === to ? [] : [bucketChange(current.status, -1), bucketChange(to, 1)];
  await dynamo.send(
    new TransactWriteCommand({
      TransactItems: [{ Put: { TableName: env.tableName, Item: { ...promoKey(current.id), ...next }, ...condition, ExpressionAttributeValues: values } }, ...counters, auditEntry],
    }),
  );
  return next;
}

export async function promoCounts(): Promise<Record<PromoStatus, number>> {
  const answer = await dynamo.send(new BatchGetCommand({ RequestItems: { [env.tableName]: { Keys: promoBuckets.map(bucketKey) } } }));
  const found = new Map((answer.Responses?.[env.tableName] ?? []).map((i) => [String(i.SK).replace('PROMOS#', ''), i.count as number]));
  return Object.fromEntries(promoBuckets.map((b) => [b, Math.max(0, found.get(b) ?? 0)])) as Record<PromoStatus, number>;
}
