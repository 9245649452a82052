import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { ProgramChange } from '../../../shared/programs/changeRules';
import { clock } from '../../lib/clock';
import { dynamo } from '../../lib/clients/dynamo';
import { env } from '../../lib/env';
import { newImportItem, type LocationImport } from '../locations/importRepository';
import {
  locationItems,
  programLocationKeyOf,
  type ProgramLocation,
  type ShippingLocation,
} from '../locations/locationRepository';
import { auditItem, describeChanges, type Writer } from './audit';
import { rootAllows, rootChange, writeProgram } from './guard';
import { programTacticKeyOf } from './keys';
import type { ProgramAggregate, ProgramTactic } from './programTypes';

/**
 * The program's delivery writes: its delivery fields on the root, its selected locations and the tactics'
 * distribution. Each is one transaction with the root's status check (or version bump) and its audit entry; the
 * keys are the programs domain's (`keys`), so the delivery family never spells them.
 */

const changeAudit = (aggregate: ProgramAggregate, writer: Writer, action: string, notes: string, at?: string) =>
  auditItem(aggregate.program.id, writer, action, {
    at,
    fromStatusId: aggregate.program.statusId,
    toStatusId: aggregate.program.statusId,
    notes,
  });

/** Date, notes and contacts on the root, at the version read. */
export async function saveDeliveryFields(
  aggregate: ProgramAggregate,
  change: ProgramChange,
  fields: Record<string, unknown>,
  writer: Writer,
  action: string,
): Promise<void> {
  const now = clock.now().toISOString();
  await writeProgram([
    rootChange(aggregate.program, change, writer, now, fields),
    changeAudit(aggregate, writer, action, describeChanges(fields), now),
  ]);
}

/** A location joins the program: its selection item, the program's status check and the audit entry, together. */
export async function selectProgramLocation(
  aggregate: ProgramAggregate,
  location: ShippingLocation,
  writer: Writer,
): Promise<void> {
  const { selection } = locationItems(location, aggregate.program.id);
  await writeProgram([
    rootAllows(aggregate.program, 'delivery', writer),
    { Put: { TableName: env.tableName, Item: selection! } },
    changeAudit(aggregate, writer, 'location-add', `${location.id} ${location.location}`),
  ]);
}

/** Unselecting takes the location's quantities out of every tactic's distribution, together. */
export async function unselectProgramLocation(
  aggregate: ProgramAggregate,
  location: ProgramLocation,
  writer: Writer,
): Promise<void> {
  await dynamo.send(
    new TransactWriteCommand({
      TransactItems: [
        rootAllows(aggregate.program, 'delivery', writer),
        changeAudit(aggregate, writer, 'location-remove', `${location.id} ${location.location}`),
        { Delete: { TableName: env.tableName, Key: programLocationKeyOf(aggregate.program.id, location.id) } },
        ...aggregate.tactics
          .filter((t) => location.id in (t.distribution ?? {}))
          .map((t) => ({
            Update: {
              TableName: env.tableName,
              Key: programTacticKeyOf(t.id),
              UpdateExpression: 'REMOVE distribution.#loc',
              ExpressionAttributeNames: { '#loc': location.id },
            },
          })),
      ],
    }),
  );
}

/** The whole distribution in one transaction, conditional on the program's version and status, with its audit entry. */
export async function saveDistribution(
  aggregate: ProgramAggregate,
  shipped: ProgramTactic[],
  given: Map<string, Record<string, number>>,
  writer: Writer,
): Promise<void> {
  const now = clock.now().toISOString();
  await dynamo.send(
    new TransactWriteCommand({
      TransactItems: [
        rootChange(aggregate.program, 'distribution', writer, now),
        changeAudit(
          aggregate,
          writer,
          'distribution',
          shipped
            .map((t) => `${t.id} ${t.tacticName}: ${Object.keys(given.get(t.id) ?? {}).length} locations`)
            .join('; '),
          now,
        ),
        ...shipped.map((t) => ({
          Update: {
            TableName: env.tableName,
            Key: programTacticKeyOf(t.id),
            UpdateExpression: 'SET distribution = :quantities',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeValues: {
              ':quantities': Object.fromEntries(Object.entries(given.get(t.id) ?? {}).filter(([, q]) => q > 0)),
            },
          },
        })),
      ],
    }),
  );
}

/** The import's record starts with the program's status check and an audit entry; its rows follow later. */
export async function recordLocationImport(
  aggregate: ProgramAggregate,
  record: LocationImport,
  writer: Writer,
): Promise<void> {
  await writeProgram([
    newImportItem(record),
    rootAllows(aggregate.program, 'delivery', writer),
    changeAudit(aggregate, writer, 'location-import', `${record.fileName} (${record.importId})`),
  ]);
}
