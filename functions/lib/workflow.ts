import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { hasClaim } from '../../shared/claims';
import type { Workflow } from '../../shared/workflow/workflow';
import { dynamo } from './clients/dynamo';
import { env } from './env';
import { Conflict, Forbidden, InvalidInput } from './errors';
import type { AuthContext } from './identity';

/**
 * The server half of the workflow kit (shared/workflow/workflow.ts declares a flow): `refuseTransition` says no
 * in the flow's words, `applyTransition` writes the move. A use case loads its subject, checks the version read,
 * calls `refuseTransition`, its own rules (four-eyes, notes, confirmations), then its repository, which owns the
 * keys and calls `applyTransition`.
 */

type TransactItem = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];

/** 409 with the flow's refusal when the state does not allow the action; 403 without the action's claim. */
export function refuseTransition<State extends string | number, Action extends string>(
  workflow: Workflow<State, Action>,
  action: Action,
  state: State,
  auth: Pick<AuthContext, 'claims'>,
): void {
  const refusal = workflow.refusalOf(action, state);
  if (refusal) throw new Conflict(refusal);
  const { claim } = workflow.transitions[action];
  if (!hasClaim(auth.claims, claim.resource, claim.operation)) throw new Forbidden();
}

/** 400 on `notes` with `message` when the action needs notes (a rejection says why) and none were given. */
export function requireNotes<State extends string | number, Action extends string>(
  workflow: Workflow<State, Action>,
  action: Action,
  notes: string | null | undefined,
  message: string,
): void {
  if (workflow.transitions[action].needsNotes && !notes?.trim()) throw new InvalidInput({ notes: [message] });
}

interface TransitionWrite<State extends string | number> {
  /** The subject's item key (its repository owns it). */
  key: Record<string, unknown>;
  /** The attribute holding the state: `statusId`, `status`. */
  stateAttribute: string;
  /** The state and the version the caller read: the write happens only if both still hold. */
  from: State;
  version: number;
  /** The state to move to; `null` deletes the item. */
  to: State | null;
  /** More attributes to set with the move (`undefined` removes the attribute). */
  set?: Record<string, unknown>;
  /** Attributes to remove with the move (a deleted program leaves its lists). */
  remove?: readonly string[];
  /** The audit entry's Put, in the flow's own format (programs: domain/programs/audit.ts `auditItem`). */
  audit: TransactItem;
  /** Whatever else moves with it: counters, a condition check on a parent. */
  alsoWrite?: readonly TransactItem[];
  /** The time of the move (`updatedAt`); now by default. */
  at?: string;
}

/**
 * One transition, one transaction: the subject's update (or delete), conditional on `version = :version AND
 * #state = :from`, to the next version with `updatedAt`; the audit entry and `alsoWrite` with it. Of two people
 * acting at once exactly one wins: the other's condition fails and they get 409 (stale version), and no second
 * audit entry exists. Answers the new version and the time written.
 */
export async function applyTransition<State extends string | number>(
  write: TransitionWrite<State>,
): Promise<{ version: number; at: string }> {
  const at = write.at ?? new Date().toISOString();
  const version = write.version + 1;
  const condition = {
    TableName: env.tableName,
    Key: write.key,
    ConditionExpression: '#version = :version AND #state = :from',
  };
  const subject: TransactItem =
    write.to === null
      ? {
          Delete: {
            ...condition,
            ExpressionAttributeNames: { '#version': 'version', '#state': write.stateAttribute },
            ExpressionAttributeValues: { ':version': write.version, ':from': write.from },
          },
        }
      : { Update: { ...condition, ...moveExpression(write, write.to, version, at) } };
  try {
    await dynamo.send(new TransactWriteCommand({ TransactItems: [subject, write.audit, ...(write.alsoWrite ?? [])] }));
  } catch (error) {
    throw lostRace(error) ? new Conflict() : error;
  }
  return { version, at };
}

function moveExpression<State extends string | number>(
  write: TransitionWrite<State>,
  to: State,
  version: number,
  at: string,
) {
  const entries = Object.entries(write.set ?? {});
  const set = entries.filter(([, value]) => value !== undefined);
  const remove = [...entries.filter(([, value]) => value === undefined).map(([name]) => name), ...(write.remove ?? [])];
  const names: Record<string, string> = {
    '#version': 'version',
    '#state': write.stateAttribute,
    '#updatedAt': 'updatedAt',
  };
  const values: Record<string, unknown> = { ':version': write.version, ':from': write.from, ':to': to };
  values[':next'] = version;
  values[':at'] = at;
  const setClauses = ['#state = :to', '#version = :next', '#updatedAt = :at'];
  set.forEach(([name, value], i) => {
    names[`#s${i}`] = name;
    values[`:s${i}`] = value;
    setClauses.push(`#s${i} = :s${i}`);
  });
  const removeClauses = remove.map((name, i) => {
    names[`#r${i}`] = name;
    return `#r${i}`;
  });
  return {
    UpdateExpression: `SET ${setClauses.join(', ')}${removeClauses.length ? ` REMOVE ${removeClauses.join(', ')}` : ''}`,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
}

/**
 * The transaction was cancelled because a condition failed (the subject moved on since it was read, or a parent's
 * check no longer holds) or another transaction touched the same items at that moment: the same 409 the kit's
 * handler gives a stale version.
 */
function lostRace(error: unknown): boolean {
  if ((error as Error | null)?.name !== 'TransactionCanceledException') return false;
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return reasons.some((r) => r.Code === 'ConditionalCheckFailed' || r.Code === 'TransactionConflict');
}
