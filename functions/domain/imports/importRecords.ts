import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { importFailureMessages, stuckReason, type OpenImport } from '../../../shared/imports/stuck';
import { clock } from '../../lib/clock';
import { dynamo } from '../../lib/clients/dynamo';
import { env } from '../../lib/env';
import { fieldAssignments } from '../../lib/updateExpression';
import { logger } from '../../lib/logger';
import { CLOSE_OPEN_IMPORT, openImportKeys } from './openImports';

/**
 * One import record's lifecycle, for every import (locations, expenses, inventory; docs/decisions.md, 'Import
 * recovery'): created waiting for its upload and on the open-imports index, claimed for processing once (a
 * conditional move, so a second delivery of the S3 event does nothing), its progress written as the processor
 * streams the file, and ended done or failed (off the index). Each import names its record's key, how a stuck
 * import's reason is written on it and what its failure log names; its fields and row handling are its own.
 */

/** A bad row (its CSV line and column) or, at line 0, the file itself. */
export interface ImportProblem {
  line: number;
  field: string;
  message: string;
}

/** The fields every import record has. */
export interface ImportRecord extends OpenImport {
  importId: string;
  fileName: string;
  /** The uploaded object's key in the imports bucket. */
  key: string;
  /** The first MAX_STORED_ERRORS problems; errorCount counts them all. */
  errors: ImportProblem[];
  errorCount: number;
  createdBy: string;
  rowsRead: number;
}

export const MAX_STORED_ERRORS = 500;

/** The problems of one run: every one counted, the first MAX_STORED_ERRORS kept, in the order they were found. */
export function problemList() {
  const errors: ImportProblem[] = [];
  let count = 0;
  return {
    add: (problem: ImportProblem) => {
      count++;
      if (errors.length < MAX_STORED_ERRORS) errors.push(problem);
    },
    get errors() {
      return errors;
    },
    get count() {
      return count;
    },
    /**
     * The record's problems when the run failed: the reason first (at `line`, 0: the file as a whole), then the bad
     * rows found so far.
     */
    failedWith(message: string = importFailureMessages.failed, line = 0) {
      return {
        errors: [{ line, field: 'file', message }, ...errors].slice(0, MAX_STORED_ERRORS),
        errorCount: count + 1,
      };
    },
  };
}

/** The states an import has ended in: it is off the open-imports index. */
const ended = (status: unknown) => status === 'done' || status === 'failed' || status === 'removed';
const isKey = (name: string) => name === 'PK' || name === 'SK' || /^GSI\d+(PK|SK)$/.test(name);

type TableKey = { PK: string; SK: string };

/** What one import passes to the shared lifecycle. */
export interface ImportRecordKind<R extends ImportRecord, Ref> {
  /** The record's table key (its repository alone knows the key's shape). */
  recordKey: (ref: Ref) => TableKey;
  refOf: (record: R) => Ref;
  /** How the reason of a stuck import is written on the record (its one error, or a `failureReason`). */
  stuckFields: (message: string) => Partial<R>;
  /** What the failure logs name besides the import's id (its kind, its program). */
  logFields: (record: R) => Record<string, unknown>;
}

/** The lifecycle of one import's records (see above). */
export function importRecords<R extends ImportRecord, Ref>(kind: ImportRecordKind<R, Ref>) {
  type Status = R['status'];

  /** The new record as a Put (alone, or in a transaction with the writes that go with it). */
  const newItem = (record: R) => ({
    TableName: env.tableName,
    Item: { ...kind.recordKey(kind.refOf(record)), ...openImportKeys(record.createdAt, record.importId), ...record },
    ConditionExpression: 'attribute_not_exists(PK)',
  });

  async function get(ref: Ref): Promise<R | undefined> {
    const answer = await dynamo.send(new GetCommand({ TableName: env.tableName, Key: kind.recordKey(ref) }));
    if (!answer.Item) return undefined;
    return Object.fromEntries(Object.entries(answer.Item).filter(([name]) => !isKey(name))) as R;
  }

  /**
   * Moves an import from one status to the next, with the fields that go with the move (its times, its reason);
   * false when it was not in `from` (another call moved it first). An ended import leaves the open-imports index;
   * one started again (Retry) is put back on it.
   */
  async function move(ref: Ref, from: Status, to: Status, fields: Partial<R> = {}): Promise<boolean> {
    const assign = fieldAssignments(fields);
    const sets = ['#status = :to', ...assign.set];
    const record = ended(from) && !ended(to) ? await get(ref) : undefined;
    const reopenKeys = record ? openImportKeys(record.createdAt, record.importId) : {};
    for (const name of Object.keys(reopenKeys)) sets.push(`${name} = :${name}`);
    try {
      await dynamo.send(
        new UpdateCommand({
          TableName: env.tableName,
          Key: kind.recordKey(ref),
          UpdateExpression: `SET ${sets.join(', ')}${ended(to) ? ` ${CLOSE_OPEN_IMPORT}` : ''}`,
          ConditionExpression: '#status = :from',
          ExpressionAttributeNames: { '#status': 'status', ...assign.names },
          ExpressionAttributeValues: {
            ':to': to,
            ':from': from,
            ...assign.values,
            ...Object.fromEntries(Object.entries(reopenKeys).map(([k, v]) => [`:${k}`, v])),
          },
        }),
      );
      return true;
    } catch (error) {
      if ((error as Error).name === 'ConditionalCheckFailedException') return false;
      throw error;
    }
  }

  /** Writes progress or the end of a run (an ended status takes it off the open-imports index). */
  async function update(ref: Ref, fields: Partial<R>): Promise<void> {
    const assign = fieldAssignments(fields);
    await dynamo.send(
      new UpdateCommand({
        TableName: env.tableName,
        Key: kind.recordKey(ref),
        UpdateExpression: `SET ${assign.set.join(', ')}` + (ended(fields.status) ? ` ${CLOSE_OPEN_IMPORT}` : ''),
        ExpressionAttributeNames: assign.names,
        ExpressionAttributeValues: assign.values,
      }),
    );
  }

  /**
   * An import past its deadline (shared/imports/stuck.ts) is marked failed with the reason its importer reads, by
   * the sweep or by the first status read, whichever comes first; answers the record as it now is.
   */
  async function failIfStuck(record: R): Promise<R> {
    const reason = stuckReason(record, clock.now());
    if (!reason) return record;
    const fields = kind.stuckFields(importFailureMessages[reason]);
    const ref = kind.refOf(record);
    if (await move(ref, record.status, 'failed' as Status, fields)) {
      // The alarm's log field (docs/decisions.md, 'Import recovery').
      logger.warn('import stuck, marked failed', {
        importFailed: true,
        importStuck: true,
        reason,
        importId: record.importId,
        ...kind.logFields(record),
        status: record.status,
      });
      return { ...record, status: 'failed', ...fields };
    }
    return (await get(ref)) ?? record;
  }

  return {
    newItem,
    create: async (record: R) => void (await dynamo.send(new PutCommand(newItem(record)))),
    get,
    move,
    update,
    /**
     * Claims an import for processing from the status it waits in, once: false when another delivery of the S3
     * event took it first. `startedAt` is the functions' clock, the one the stuck rule reads.
     */
    claim: (ref: Ref, from: Status) =>
      move(ref, from, 'processing' as Status, { startedAt: clock.now().toISOString() } as Partial<R>),
    failIfStuck,
    /** The record as a status read answers it: one stuck past its deadline is marked failed first; undefined: none. */
    read: async (ref: Ref): Promise<R | undefined> => {
      const record = await get(ref);
      return record && failIfStuck(record);
    },
    /** The sweep's step: whether the import (one the sweep found open) is now marked failed, stuck. */
    sweep: async (ref: Ref): Promise<boolean> => {
      const record = await get(ref);
      return !!record && record.status !== 'failed' && (await failIfStuck(record)).status === 'failed';
    },
  };
}

/** What every import's status read answers of its record; each import adds its own counts and fields. */
export const importStatusFields = <R extends ImportRecord>({ importId, fileName, status, rowsRead, errors }: R) => ({
  importId,
  fileName,
  status: status as R['status'],
  rowsRead,
  errors,
});

/** A stuck location or inventory import's reason is its one error (line 0, field `file`), as a refused import's. */
export const reasonAsOnlyError = (message: string) => ({
  errors: [{ line: 0, field: 'file', message }],
  errorCount: 1,
});
