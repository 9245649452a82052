import { randomUUID } from 'node:crypto';
import type { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { clearedValue } from '../../../shared/programs/auditFields';
import type { ProgramStatusId } from '../../../shared/programs/status';
import { env } from '../../lib/env';
import type { AuthContext } from '../../lib/identity';
import { programPk } from './keys';

export type TransactItem = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];

export interface Actor {
  subject: string;
  email: string;
}
export const actorOf = (auth: Pick<AuthContext, 'subject' | 'email'>): Actor => ({
  subject: auth.subject,
  email: auth.email,
});

/** One entry of a program's trail (`GET programs/{id}/audit`): who, when, what. */
export interface AuditEntry {
  at: string;
  by: string;
  byName: string;
  action: string;
  fromStatusId: ProgramStatusId | null;
  toStatusId: ProgramStatusId | null;
  notes?: string;
}

const MAX_NOTES = 1000;

/** The audit entry's Put, for the same transaction as the change it records. */
export function auditItem(
  programId: number,
  actor: Actor,
  action: string,
  opts: {
    fromStatusId?: ProgramStatusId | null;
    toStatusId?: ProgramStatusId | null;
    notes?: string | null;
    at?: string;
  } = {},
): TransactItem {
  const at = opts.at ?? new Date().toISOString();
  const notes = opts.notes
    ? opts.notes.length > MAX_NOTES
      ? `${opts.notes.slice(0, MAX_NOTES - 1)}…`
      : opts.notes
    : undefined;
  const entry: AuditEntry = {
    at,
    by: actor.subject,
    byName: actor.email,
    action,
    fromStatusId: opts.fromStatusId ?? null,
    toStatusId: opts.toStatusId ?? null,
    ...(notes ? { notes } : {}),
  };
  return {
    Put: {
      TableName: env.tableName,
      Item: { PK: programPk(programId), SK: `AUDIT#${at}#${randomUUID().slice(0, 8)}`, ...entry },
    },
  };
}

/**
 * "name: Spring; note: (cleared)": what a field change wrote, for the trail, by the fields' code names (language-
 * neutral; the web words each field by its label in the reader's language: shared/programs/auditFields.ts).
 */
export function describeChanges(changes: Record<string, unknown>): string {
  return Object.entries(changes)
    .map(
      ([field, value]) =>
        `${field}: ${value === null || value === undefined || value === '' ? clearedValue : typeof value === 'object' ? JSON.stringify(value) : String(value)}`,
    )
    .join('; ');
}

/** Who writes: the actor for the audit entry, and whether they are retailer-side (some changes are internal only). */
export type Writer = Actor & { retailerSide: boolean };
