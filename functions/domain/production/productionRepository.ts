import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { CustomizationEntry } from '../../../shared/programs/customizations';
import { orderStatus, type OrderStatus } from '../../../shared/production/orderStatus';
import { programStatus } from '../../../shared/programs/status';
import { dynamo } from '../../lib/clients/dynamo';
import { env } from '../../lib/env';
import { auditItem, type Actor, type TransactItem } from '../programs/audit';
import { programPk, programRootKey, programTacticKeyOf } from '../programs/keys';

/**
 * Production items of a program (docs/data-model.md, 'Production'): the production processing requests
 * (`PROGRAM#{id}` / `PRODREQ#{at}#{rand}`), the customizations (`CUSTOM`), and the order status on the program's
 * tactic items. Outside the aggregate's `P#` prefix, so the program's own reads never carry them. This module is
 * the only writer of these keys.
 */

export interface ProductionRequest {
  id: string;
  manufacturerId: number | null;
  manufacturerName: string;
  tacticIds: string[];
  requestedBy: string;
  requestedByName: string;
  requestedAt: string;
  notes?: string;
}

const customizationsKey = (programId: number) => ({ PK: programPk(programId), SK: 'CUSTOM' });

/** A program's production requests, oldest first. */
export async function listProductionRequests(programId: number): Promise<ProductionRequest[]> {
  const answer = await dynamo.send(
    new QueryCommand({
      TableName: env.tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': programPk(programId), ':prefix': 'PRODREQ#' },
      Limit: 200,
    }),
  );
  return (answer.Items ?? []).map(({ PK: _pk, SK: _sk, ...rest }) => rest as ProductionRequest);
}

/**
 * Sends tactics to production in one transaction: the program is still approved (and keeps when it was first
 * sent), each tactic still waits (NotSent), the request and the audit entry are written. The root keeps how many
 * of the program's tactics still wait after this send (`productionWaiting`, for the list's 'sent in part'); it is
 * written at the count of sends read (`productionSends`), so of two sends at once for different manufacturers the
 * second is refused rather than leaving the first one's count. A tactic sent meanwhile cancels it all (409).
 */
export async function recordProductionRequest(
  programId: number,
  manufacturer: { id: number | null; name: string },
  tacticIds: string[],
  count: { sendsRead: number; waitingAfter: number },
  actor: Actor,
  notes?: string,
): Promise<ProductionRequest> {
  const at = new Date().toISOString();
  const request: ProductionRequest = {
    id: `${at}#${randomUUID().slice(0, 8)}`,
    manufacturerId: manufacturer.id,
    manufacturerName: manufacturer.name,
    tacticIds,
    requestedBy: actor.subject,
    requestedByName: actor.email,
    requestedAt: at,
    ...(notes ? { notes } : {}),
  };
  const items: TransactItem[] = [
    {
      Update: {
        TableName: env.tableName,
        Key: programRootKey(programId),
        UpdateExpression:
          'SET productionSentAt = if_not_exists(productionSentAt, :at), updatedAt = :at, ' +
          'productionWaiting = :left, productionSends = :next',
        ConditionExpression: `statusId = :approved AND ${count.sendsRead ? 'productionSends = :read' : 'attribute_not_exists(productionSends)'}`,
        ExpressionAttributeValues: {
          ':at': at,
          ':approved': programStatus.approved,
          ':left': count.waitingAfter,
          ':next': count.sendsRead + 1,
          ...(count.sendsRead ? { ':read': count.sendsRead } : {}),
        },
      },
    },
    ...tacticIds.map((id): TransactItem => ({
      Update: {
        TableName: env.tableName,
        Key: programTacticKeyOf(id),
        UpdateExpression: 'SET orderStatus = :sent, orderStatusAt = :at',
        ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(orderStatus) OR orderStatus = :waiting)',
        ExpressionAttributeValues: { ':sent': orderStatus.sent, ':at': at, ':waiting': orderStatus.notSent },
      },
    })),
    { Put: { TableName: env.tableName, Item: { PK: programPk(programId), SK: `PRODREQ#${request.id}`, ...request } } },
    auditItem(programId, actor, 'production-send', {
      at,
      notes: `${manufacturer.name}: ${tacticIds.join(', ')}${notes ? ` (${notes})` : ''}`,
    }),
  ];
  await dynamo.send(new TransactWriteCommand({ TransactItems: items }));
  return request;
}

/** Moves one tactic's order status, conditional on the status read, with its audit entry. */
export async function moveOrderStatus(
  programId: number,
  tacticId: string,
  from: OrderStatus,
  to: OrderStatus,
  actor: Actor,
  notes: string,
): Promise<void> {
  const at = new Date().toISOString();
  await dynamo.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Update: {
            TableName: env.tableName,
            Key: programTacticKeyOf(tacticId),
            UpdateExpression: 'SET orderStatus = :to, orderStatusAt = :at',
            ConditionExpression: 'orderStatus = :from',
            ExpressionAttributeValues: { ':to': to, ':from': from, ':at': at },
          },
        },
        auditItem(programId, actor, 'order-status', { at, notes }),
      ],
    }),
  );
}

export interface StoredCustomizations {
  entries: CustomizationEntry[];
  version: number;
  updatedAt: string | null;
  appliedEntries: CustomizationEntry[];
  appliedAt: string | null;
  productionEntries: CustomizationEntry[];
  appliedToProductionAt: string | null;
}

const noCustomizations: StoredCustomizations = {
  entries: [],
  version: 0,
  updatedAt: null,
  appliedEntries: [],
  appliedAt: null,
  productionEntries: [],
  appliedToProductionAt: null,
};

export async function getCustomizations(programId: number): Promise<StoredCustomizations> {
  const answer = await dynamo.send(new GetCommand({ TableName: env.tableName, Key: customizationsKey(programId) }));
  if (!answer.Item) return noCustomizations;
  const { PK: _pk, SK: _sk, ...stored } = answer.Item;
  return { ...noCustomizations, ...(stored as Partial<StoredCustomizations>) };
}

/**
 * Writes the customizations item at the version read (0: not yet stored), with the audit entry and `check` (the
 * program's status still allows it) in one transaction; answers what was stored.
 */
export async function writeCustomizations(
  programId: number,
  read: StoredCustomizations,
  change: Partial<StoredCustomizations>,
  audit: { actor: Actor; action: string; notes: string },
  check: TransactItem,
): Promise<StoredCustomizations> {
  const at = new Date().toISOString();
  const next: StoredCustomizations = { ...read, ...change, version: read.version + 1, updatedAt: at };
  await dynamo.send(
    new TransactWriteCommand({
      TransactItems: [
        check,
        {
          Put: {
            TableName: env.tableName,
            Item: { ...customizationsKey(programId), ...next },
            ConditionExpression: read.version === 0 ? 'attribute_not_exists(PK)' : 'version = :version',
            ExpressionAttributeValues: read.version === 0 ? undefined : { ':version': read.version },
          },
        },
        auditItem(programId, audit.actor, audit.action, { at, notes: audit.notes }),
      ],
    }),
  );
  return next;
}

/** A check on the root that the program is (still) approved, for writes that need it. */
export const stillApproved = (programId: number): TransactItem => ({
  ConditionCheck: {
    TableName: env.tableName,
    Key: programRootKey(programId),
    ConditionExpression: 'statusId = :approved',
    ExpressionAttributeValues: { ':approved': programStatus.approved },
  },
});
