import * as recordMessages from '../../../shared/recordMessages';
import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { promoBuckets, type PromoStatus } from '../../../shared/programs/promoCodes';
import { batchGetAll } from '../../lib/batchGet';
import { dynamo } from '../../lib/clients/dynamo';
import { env } from '../../lib/env';
import { NotFound } from '../../lib/errors';
import { newestOfLists, type IndexList } from '../../lib/queryPages';
import { applyTransition } from '../../lib/workflow';
import type { ProgramChange } from '../../../shared/programs/changeRules';
import { auditItem, type TransactItem, type Writer } from './audit';
import { rootAllows } from './guard';
import type { ProgramRoot } from './programTypes';

/**
 * Promo code requests live in their program's partition (`PROMO#{seq}`, outside the `P#` aggregate prefix, so
 * they have their own versions and never block program edits). Bucket totals are counter items
 * (`COUNTER`/`PROMOS#{status}`) moved in the same transaction as each status change. Each request is also on the
 * lists of its status (`promoListKeys`): GSI1 `PROMOS#S#{status}` (every program's) and GSI2
 * `PROMOS#R#{retailerId}#S#{status}` (its program's retailer's), sorted by `{updatedAt}#{id}`, written by the insert
 * and by each move in the same write, so the requests waiting for an approver are one Query (the tasks).
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
  /** Subjects of who created, last submitted and approved tier 1 (four-eyes). */
  createdBy?: string;
  submittedBy?: string | null;
  tier1ApprovedBy?: string | null;
  /** Written by the insert and each move (requests stored before the status lists have none when never moved). */
  updatedAt?: string;
}

export const parsePromoId = (id: string) => {
  const [programId, seq] = id.split('-').map(Number);
  return { programId, seq };
};
const promoKey = (id: string) => {
  const { programId, seq } = parsePromoId(id);
  return { PK: `PROGRAM#${programId}`, SK: `PROMO#${String(seq).padStart(6, '0')}` };
};
/** Global buckets, and each retailer's (`PROMOS#R{retailerId}#{status}`) for retailer-side users' counts. */
const bucketKey = (status: PromoStatus, retailerId?: number | null) => ({
  PK: 'COUNTER',
  SK: retailerId ? `PROMOS#R${retailerId}#${status}` : `PROMOS#${status}`,
});
const counterChange = (status: PromoStatus, delta: number, retailerId?: number | null): TransactItem => ({
  Update: {
    TableName: env.tableName,
    Key: bucketKey(status, retailerId),
    UpdateExpression: 'ADD #count :delta',
    ExpressionAttributeNames: { '#count': 'count' },
    ExpressionAttributeValues: { ':delta': delta },
  },
});
type CountedProgram = Pick<ProgramRoot, 'id' | 'statusId' | 'version' | 'retailerId'>;

const statusList = (status: PromoStatus) => `PROMOS#S#${status}`;
const retailerStatusList = (retailerId: number, status: PromoStatus) => `PROMOS#R#${retailerId}#S#${status}`;
const listSortKey = (at: string, id: string) => `${at}#${id}`;
/**
 * A request's list keys in `status` at `at` (its updatedAt): GSI1 always, GSI2 when its program has a retailer
 * (`undefined` there removes the keys, the workflow kit's `set` convention).
 */
const promoListKeys = (status: PromoStatus, retailerId: number | null | undefined, at: string, id: string) => ({
  GSI1PK: statusList(status),
  GSI1SK: listSortKey(at, id),
  GSI2PK: retailerId ? retailerStatusList(retailerId, status) : undefined,
  GSI2SK: retailerId ? listSortKey(at, id) : undefined,
});
const definedOnly = (keys: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(keys).filter(([, v]) => v !== undefined));
const bucketChange = (status: PromoStatus, delta: 1 | -1, program: CountedProgram): TransactItem[] => [
  counterChange(status, delta),
  ...(program.retailerId ? [counterChange(status, delta, program.retailerId)] : []),
];

/**
 * A program moving to another retailer takes its requests' retailer counts and retailer list keys (GSI2) along
 * (same transaction as the move; each request at the version read, so one that moved meanwhile makes it a 409).
 * Requests without list keys (stored before them and never moved) keep none.
 */
export function promoRetailerMove(promos: PromoRequest[], from: number | null, to: number | null): TransactItem[] {
  const byStatus = new Map<PromoStatus, number>();
  for (const p of promos) byStatus.set(p.status, (byStatus.get(p.status) ?? 0) + 1);
  const listMoves: TransactItem[] = promos
    .filter((p) => p.updatedAt)
    .map((p) => ({
      Update: {
        TableName: env.tableName,
        Key: promoKey(p.id),
        ConditionExpression: '#version = :version',
        ...(to
          ? {
              UpdateExpression: 'SET GSI2PK = :list, GSI2SK = :sort',
              ExpressionAttributeValues: {
                ':version': p.version,
                ':list': retailerStatusList(to, p.status),
                ':sort': listSortKey(p.updatedAt!, p.id),
              },
            }
          : { UpdateExpression: 'REMOVE GSI2PK, GSI2SK', ExpressionAttributeValues: { ':version': p.version } }),
        ExpressionAttributeNames: { '#version': 'version' },
      },
    }));
  return [
    ...[...byStatus].flatMap(([status, n]) => [
      ...(from ? [counterChange(status, -n, from)] : []),
      ...(to ? [counterChange(status, n, to)] : []),
    ]),
    ...listMoves,
  ];
}
/** Each request change is checked against its program's status (the guard's rule) and audited on the program. */
const audit = (
  program: Pick<ProgramRoot, 'id' | 'statusId'>,
  writer: Writer,
  action: string,
  notes?: string | null,
): TransactItem =>
  auditItem(program.id, writer, action, { fromStatusId: program.statusId, toStatusId: program.statusId, notes });
const strip = ({
  PK: _pk,
  SK: _sk,
  GSI1PK: _g1,
  GSI1SK: _s1,
  GSI2PK: _g2,
  GSI2SK: _s2,
  ...rest
}: Record<string, unknown>) => rest as unknown as PromoRequest;

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
  if (!answer.Item) throw new NotFound(recordMessages.promoRequest);
  return strip(answer.Item);
}

export async function insertPromo(
  fields: Omit<PromoRequest, 'id' | 'status' | 'notes' | 'version' | 'createdBy' | 'submittedBy' | 'tier1ApprovedBy'>,
  program: CountedProgram,
  writer: Writer,
): Promise<PromoRequest> {
  const counter = await dynamo.send(
    new UpdateCommand({
      TableName: env.tableName,
      Key: { PK: 'COUNTER', SK: `PROMO#${fields.programId}` },
      UpdateExpression: 'ADD lastId :one',
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  const at = new Date().toISOString();
  const promo: PromoRequest = {
    ...fields,
    id: `${fields.programId}-${counter.Attributes!.lastId}`,
    status: 'new',
    notes: null,
    version: 1,
    createdBy: writer.subject,
    updatedAt: at,
  };
  await dynamo.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: env.tableName,
            Item: {
              ...promoKey(promo.id),
              ...promo,
              ...definedOnly(promoListKeys('new', program.retailerId, at, promo.id)),
            },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        ...bucketChange('new', 1, program),
        rootAllows(program, 'promoRequest', writer),
        audit(program, writer, 'promo-create', promo.promoCode),
      ],
    }),
  );
  return promo;
}

/**
 * Moves a request to `to` (with new fields, for an edit) at the version and status read, through the workflow
 * kit's `applyTransition`: one transaction with its bucket counters, its list keys for the new status (set with the
 * move's other attributes), the program's check and an audit entry on the program. `to` null deletes it.
 */
export async function movePromo(
  current: PromoRequest,
  to: PromoStatus | null,
  guard: { program: CountedProgram; change: ProgramChange; writer: Writer },
  action: string,
  changes: Partial<PromoRequest> = {},
): Promise<PromoRequest | null> {
  const { program, change, writer } = guard;
  // Counters move only when the bucket changes (an edit of a new request stays new).
  const counters =
    to === null
      ? bucketChange(current.status, -1, program)
      : current.status === to
        ? []
        : [...bucketChange(current.status, -1, program), ...bucketChange(to, 1, program)];
  const { id: _id, programId: _program, status: _status, version: _version, ...set } = changes;
  const now = new Date().toISOString();
  const { version, at } = await applyTransition({
    key: promoKey(current.id),
    stateAttribute: 'status',
    from: current.status,
    version: current.version,
    to,
    set: to === null ? set : { ...set, ...promoListKeys(to, program.retailerId, now, current.id) },
    at: now,
    audit: audit(program, writer, action, [current.promoCode, changes.notes].filter(Boolean).join(': ')),
    alsoWrite: [...counters, rootAllows(program, change, writer)],
  });
  return to === null ? null : { ...current, ...set, status: to, version, updatedAt: at };
}

/** The buckets' counts: all requests, or only those of the given retailers' programs (retailer-side users). */
export async function promoCounts(retailers: 'all' | ReadonlySet<number>): Promise<Record<PromoStatus, number>> {
  const keys =
    retailers === 'all'
      ? promoBuckets.map((b) => bucketKey(b))
      : [...retailers].flatMap((r) => promoBuckets.map((b) => bucketKey(b, r)));
  const counts = Object.fromEntries(promoBuckets.map((b) => [b, 0])) as Record<PromoStatus, number>;
  for (const item of await batchGetAll(keys)) {
    const status = String(item.SK).split('#').at(-1) as PromoStatus;
    counts[status] += Math.max(0, item.count as number);
  }
  return counts;
}

/**
 * The newest requests in `status`, at most `limit` per list read: the status list (GSI1) for a user who sees every
 * retailer, else each of their retailers' (GSI2). One Query with Limit per list.
 */
export async function latestPromosIn(
  status: PromoStatus,
  retailers: 'all' | ReadonlySet<number>,
  limit: number,
): Promise<PromoRequest[]> {
  const lists: IndexList[] =
    retailers === 'all'
      ? [['GSI1', statusList(status)]]
      : [...retailers].map((r) => ['GSI2', retailerStatusList(r, status)]);
  return (await newestOfLists(lists, { Limit: limit }, { wanted: limit, maxReads: 1 })).map(strip);
}
