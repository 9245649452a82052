import { auditNoteWords } from '../../../shared/programs/auditFields';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { ProgramChange } from '../../../shared/programs/changeRules';
import { clock } from '../../lib/clock';
import { dynamo } from '../../lib/clients/dynamo';
import { env } from '../../lib/env';
import { fieldAssignments } from '../../lib/updateExpression';
import { locationImports, type LocationImport } from '../locations/importRepository';
import {
  batchPut,
  locationItems,
  programLocationKeyOf,
  type ProgramLocation,
  type ShippingLocation,
} from '../locations/locationRepository';
import { auditItem, describeChanges, type Writer } from './audit';
import { rootAllows, rootChange, writeProgram } from './guard';
import { programTacticKeyOf } from './keys';
import type { ProgramAggregate } from './programTypes';

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

/**
 * A location joins the program: its selection item, the program's status check and the audit entry, together.
 * Selecting it again rewrites its address copy and keeps its quantities (an Update, not a Put).
 */
export async function selectProgramLocation(
  aggregate: ProgramAggregate,
  location: ShippingLocation,
  writer: Writer,
): Promise<void> {
  const { PK, SK, ...fields } = locationItems(location, aggregate.program.id).selection!;
  const assign = fieldAssignments(fields);
  await writeProgram([
    rootAllows(aggregate.program, 'delivery', writer),
    {
      Update: {
        TableName: env.tableName,
        Key: { PK, SK },
        UpdateExpression: `SET ${assign.set.join(', ')}`,
        ExpressionAttributeNames: assign.names,
        ExpressionAttributeValues: assign.values,
      },
    },
    changeAudit(aggregate, writer, 'location-add', location.location),
  ]);
}

/**
 * Select All: the status check and the audit entry in one transaction, then the new selection items in batches
 * (the import's way; a location already selected is left out by the caller, so its quantities stay).
 */
export async function selectProgramLocations(
  aggregate: ProgramAggregate,
  locations: ShippingLocation[],
  writer: Writer,
): Promise<void> {
  if (!locations.length) return;
  await writeProgram([
    rootAllows(aggregate.program, 'delivery', writer),
    changeAudit(aggregate, writer, 'location-select-all', `${locations.length} ${auditNoteWords.locations}`),
  ]);
  await batchPut(locations.map((l) => locationItems(l, aggregate.program.id).selection!));
}

/** The condition that a location's quantities are still those read (its `quantitiesRev`), and that it is selected. */
const unchangedQuantities = (location: ProgramLocation) =>
  location.quantitiesRev === undefined
    ? { ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(quantitiesRev)', values: {} }
    : {
        ConditionExpression: 'attribute_exists(PK) AND quantitiesRev = :rev',
        values: { ':rev': location.quantitiesRev },
      };

/** Moves each tactic's distributed total (`distributedQuantity`) by its delta, in the same transaction. */
const totalUpdates = (deltas: Map<string, number>) =>
  [...deltas]
    .filter(([, delta]) => delta !== 0)
    .map(([tacticId, delta]) => ({
      Update: {
        TableName: env.tableName,
        Key: programTacticKeyOf(tacticId),
        UpdateExpression: 'ADD distributedQuantity :delta',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':delta': delta },
      },
    }));

/**
 * Unselecting takes the location's quantities out of every tactic's total, together: the location item (with
 * its quantities, conditional on their revision read) goes, each tactic's `distributedQuantity` drops by its share.
 */
export async function unselectProgramLocation(
  aggregate: ProgramAggregate,
  location: ProgramLocation,
  writer: Writer,
): Promise<void> {
  const tactics = new Set(aggregate.tactics.map((t) => t.id));
  const deltas = new Map(
    Object.entries(location.quantities ?? {})
      .filter(([tacticId]) => tactics.has(tacticId))
      .map(([tacticId, q]) => [tacticId, -q]),
  );
  const condition = unchangedQuantities(location);
  await dynamo.send(
    new TransactWriteCommand({
      TransactItems: [
        rootAllows(aggregate.program, 'delivery', writer),
        changeAudit(aggregate, writer, 'location-remove', location.location),
        {
          Delete: {
            TableName: env.tableName,
            Key: programLocationKeyOf(aggregate.program.id, location.id),
            ConditionExpression: condition.ConditionExpression,
            ...(Object.keys(condition.values).length ? { ExpressionAttributeValues: condition.values } : {}),
          },
        },
        ...totalUpdates(deltas),
      ],
    }),
  );
}

/** One location's new quantities in a distribution save, with the item read (its revision is the condition). */
export interface LocationQuantities {
  before: ProgramLocation;
  quantities: Record<string, number>;
}

/**
 * A page of the distribution in one transaction, conditional on the program's version and status: each
 * location's quantities (conditional on their revision read), each tactic's total moved by the page's
 * difference, and the audit entry. At most 100 actions: the use case bounds the page.
 */
export async function saveDistributionPage(
  aggregate: ProgramAggregate,
  pages: LocationQuantities[],
  deltas: Map<string, number>,
  notes: string,
  writer: Writer,
): Promise<void> {
  const now = clock.now().toISOString();
  await dynamo.send(
    new TransactWriteCommand({
      TransactItems: [
        rootChange(aggregate.program, 'distribution', writer, now),
        changeAudit(aggregate, writer, 'distribution', notes, now),
        ...pages.map(({ before, quantities }) => {
          const condition = unchangedQuantities(before);
          return {
            Update: {
              TableName: env.tableName,
              Key: programLocationKeyOf(aggregate.program.id, before.id),
              UpdateExpression: 'SET quantities = :quantities ADD quantitiesRev :one',
              ConditionExpression: condition.ConditionExpression,
              ExpressionAttributeValues: { ':quantities': quantities, ':one': 1, ...condition.values },
            },
          };
        }),
        ...totalUpdates(deltas),
      ],
    }),
  );
}

/** The most write actions one distribution save may hold besides its locations' (the root and the audit entry). */
export const DISTRIBUTION_FIXED_ACTIONS = 2;

/** The import's record starts with the program's status check and an audit entry; its rows follow later. */
export async function recordLocationImport(
  aggregate: ProgramAggregate,
  record: LocationImport,
  writer: Writer,
): Promise<void> {
  await writeProgram([
    { Put: locationImports.newItem(record) },
    rootAllows(aggregate.program, 'delivery', writer),
    changeAudit(aggregate, writer, 'location-import', `${record.fileName} (${record.importId})`),
  ]);
}
