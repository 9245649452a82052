import { inputMessages } from '../../../shared/messages';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import {
  allowedStatuses,
  changeRefusal,
  selfApprovalFlag,
  selfReviewRefusal,
  type ProgramChange,
} from '../../../shared/programs/changeRules';
import { programMessages } from '../../../shared/programs/messages';
import type { ProgramStatusId } from '../../../shared/programs/status';
import { dynamo } from '../../lib/clients/dynamo';
import { env } from '../../lib/env';
import { Conflict, Forbidden, InvalidInput, NotFound } from '../../lib/errors';
import { canSeeRetailer, retailerScopeOf, type AuthContext } from '../../lib/identity';
import { getProgramAggregate } from './programRepository';
import { type ProgramAggregate } from './programTypes';
import type { TransactItem } from './audit';
import { programRootKey } from './keys';

/**
 * The one guard every program write goes through (docs/decisions.md, "One guard for every program change"):
 * - `loadVisibleProgram`: the program, or 404 when it is missing, deleted or another retailer's for a
 *   retailer-side user (the one retailer-scope check on programs);
 * - `refuseChange`: 409 with the reason when the version read is stale or the status does not allow the change
 *   (shared/programs/changeRules.ts);
 * - `rootAllows` / `rootChange`: the same rule as the condition of the write's transaction, so a status change
 *   between the read and the write cannot slip a change through;
 * - the write's transaction also carries its audit entry (./audit.ts).
 */
export async function loadVisibleProgram(
  id: number,
  auth: AuthContext,
  notFound: string = programMessages.loadFailed,
): Promise<ProgramAggregate> {
  const [aggregate, scope] = await Promise.all([getProgramAggregate(id), retailerScopeOf(auth)]);
  if (!aggregate || !canSeeRetailer(scope, aggregate.program.retailerId)) throw new NotFound(notFound);
  return aggregate;
}

/**
 * The retailer whose programs a list or export reads: any (or none, the whole year) for internal users; for a
 * retailer-side user the linked retailer asked for, or their only one (the same check for every program list).
 */
export async function listedRetailer(auth: AuthContext, retailerId: number | undefined): Promise<number | undefined> {
  const scope = await retailerScopeOf(auth);
  if (scope === 'all') return retailerId;
  const chosen = retailerId === undefined && scope.size === 1 ? [...scope][0] : retailerId;
  if (chosen === undefined || !scope.has(chosen))
    throw new InvalidInput({ retailerId: [inputMessages.notYourRetailer] });
  return chosen;
}

type Program = { id: number; statusId: ProgramStatusId; version: number };
type Caller = Pick<AuthContext, 'retailerSide'>;

/** 409 when the caller read an older version, or the program's status does not allow this change. */
export function refuseChange(program: Program, change: ProgramChange, auth: Caller, version?: number): void {
  if (version !== undefined && program.version !== version) throw new Conflict();
  const refusal = changeRefusal(change, program.statusId, { retailerSide: auth.retailerSide });
  if (refusal) throw new Conflict(refusal);
}

/** The condition on the root's status for this change, for writers that build their own root update. */
export function statusCondition(change: ProgramChange, auth: Caller) {
  const statuses = allowedStatuses(change, { retailerSide: auth.retailerSide });
  return {
    expression: `statusId IN (${statuses.map((_, i) => `:s${i}`).join(', ')})`,
    values: Object.fromEntries(statuses.map((status, i) => [`:s${i}`, status])),
  };
}

/** A check on the program's root, in the write's transaction: the status still allows the change (and the version). */
export function rootAllows(
  program: Program,
  change: ProgramChange,
  auth: Caller,
  opts: { version?: number } = {},
): TransactItem {
  const status = statusCondition(change, auth);
  return {
    ConditionCheck: {
      TableName: env.tableName,
      Key: programRootKey(program.id),
      ConditionExpression:
        opts.version === undefined ? status.expression : `version = :version AND ${status.expression}`,
      ExpressionAttributeValues: {
        ...status.values,
        ...(opts.version === undefined ? {} : { ':version': opts.version }),
      },
    },
  };
}

/** The root moves to its next version, with `extra` fields, while its version and status still allow the change. */
export function rootChange(
  program: Program,
  change: ProgramChange,
  auth: Caller,
  now: string,
  extra: Record<string, unknown> = {},
): TransactItem {
  const status = statusCondition(change, auth);
  const names = Object.keys(extra);
  return {
    Update: {
      TableName: env.tableName,
      Key: programRootKey(program.id),
      UpdateExpression: `SET ${['version = :next', 'updatedAt = :at', ...names.map((_, i) => `#x${i} = :x${i}`)].join(', ')}`,
      ConditionExpression: `version = :version AND ${status.expression}`,
      ExpressionAttributeNames: names.length ? Object.fromEntries(names.map((n, i) => [`#x${i}`, n])) : undefined,
      ExpressionAttributeValues: {
        ':next': program.version + 1,
        ':at': now,
        ':version': program.version,
        ...status.values,
        ...Object.fromEntries(names.map((n, i) => [`:x${i}`, extra[n] ?? null])),
      },
    },
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends one program write. With `retryConflicts`, a transaction cancelled only because another one touched the
 * same items at the same moment is sent again (jittered backoff): for writes whose intent is an append, so
 * parallel appends all land. A failed condition is never retried (it is a real refusal or a stale version).
 */
export async function writeProgram(items: TransactItem[], opts: { retryConflicts?: number } = {}): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await dynamo.send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (error) {
      const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
      const onlyRaced =
        (error as Error).name === 'TransactionCanceledException' &&
        reasons.some((r) => r.Code === 'TransactionConflict') &&
        !reasons.some((r) => r.Code === 'ConditionalCheckFailed');
      if (!onlyRaced || attempt >= (opts.retryConflicts ?? 0)) throw error;
      await pause(Math.random() * Math.min(1000, 25 * 2 ** attempt));
    }
  }
}

/** The site configuration flag `SelfApproval.Allow` (admin's site configuration) switches four-eyes off. */
async function selfApprovalAllowed(): Promise<boolean> {
  const answer = await dynamo.send(
    new GetCommand({
      TableName: env.tableName,
      Key: { PK: 'SITECONFIG', SK: `CFG#${selfApprovalFlag.configuration}#${selfApprovalFlag.operation}` },
      ProjectionExpression: 'PK',
    }),
  );
  return Boolean(answer.Item);
}

/** Four-eyes: `refusal` when the reviewer is one of `involved` (subjects), unless the site allows it; else null. */
export async function selfReviewReason(
  auth: AuthContext,
  involved: readonly (string | null | undefined)[],
  refusal: string,
): Promise<string | null> {
  if (!involved.some((who) => who === auth.subject)) return null;
  return selfReviewRefusal(auth.subject, involved, refusal, await selfApprovalAllowed());
}

/** Four-eyes: 403 with `refusal` when the reviewer is one of `involved` (subjects), unless the site allows it. */
export async function refuseSelfReview(
  auth: AuthContext,
  involved: readonly (string | null | undefined)[],
  refusal: string,
): Promise<void> {
  const reason = await selfReviewReason(auth, involved, refusal);
  if (reason) throw new Forbidden(reason);
}
