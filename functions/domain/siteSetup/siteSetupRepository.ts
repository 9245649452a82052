import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SiteConfigEntry } from '../../../shared/contract/schemas/users';
import { dynamo } from '../../lib/clients/dynamo';
import { env } from '../../lib/env';
import { fieldAssignments } from '../../lib/updateExpression';
import { Conflict, InvalidInput, NotFound } from '../../lib/errors';
import { queryAll } from '../../lib/queryPages';

/**
 * Small admin-owned lists, each in one partition and read with one Query: site configuration flags, client
 * settings and menu entries. Every item carries a version; updates are conditional on it.
 */
export interface Partitioned {
  pk: string;
  sk: (id: string) => string;
}
export const siteConfigPartition: Partitioned = { pk: 'SITECONFIG', sk: (id) => `CFG#${id.replace('.', '#')}` };
export const clientSettingPartition: Partitioned = { pk: 'CLIENTSETTING', sk: (id) => `SET#${id}` };
export const menuPartition: Partitioned = { pk: 'MENU', sk: (id) => `MENU#${id}` };

type Item = Record<string, unknown> & { id: string; version: number };
const strip = ({ PK: _pk, SK: _sk, ...item }: Record<string, unknown>) => item as Item;

export async function listPartition<T extends Item>(partition: Partitioned): Promise<T[]> {
  const items = await queryAll({
    TableName: env.tableName,
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': partition.pk },
  });
  return items.map(strip) as T[];
}

export async function getInPartition<T extends Item>(partition: Partitioned, id: string): Promise<T> {
  const answer = await dynamo.send(
    new GetCommand({ TableName: env.tableName, Key: { PK: partition.pk, SK: partition.sk(id) } }),
  );
  if (!answer.Item) throw new NotFound();
  return strip(answer.Item) as T;
}

/**
 * Creates (no version given) or updates (at the version read) one item. A create of an existing id is refused
 * with `duplicate` on `duplicateField`; a stale update answers 409.
 */
export async function saveInPartition<T extends Item>(
  partition: Partitioned,
  id: string,
  fields: Record<string, unknown>,
  version: number | undefined,
  duplicate: { field: string; message: string },
): Promise<T> {
  const now = new Date().toISOString();
  if (version === undefined) {
    const item = { ...fields, id, version: 1, updatedAt: now } as unknown as T;
    try {
      await dynamo.send(
        new PutCommand({
          TableName: env.tableName,
          Item: { PK: partition.pk, SK: partition.sk(id), ...item },
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      );
    } catch (error) {
      if ((error as Error).name === 'ConditionalCheckFailedException')
        throw new InvalidInput({ [duplicate.field]: [duplicate.message] });
      throw error;
    }
    return item;
  }
  const assign = fieldAssignments(fields);
  try {
    const answer = await dynamo.send(
      new UpdateCommand({
        TableName: env.tableName,
        Key: { PK: partition.pk, SK: partition.sk(id) },
        UpdateExpression: `SET ${[...assign.set, 'version = :next', 'updatedAt = :at'].join(', ')}`,
        ConditionExpression: 'version = :version',
        ExpressionAttributeNames: assign.names,
        ExpressionAttributeValues: {
          ...assign.values,
          ':next': version + 1,
          ':version': version,
          ':at': now,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return strip(answer.Attributes!) as T;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') {
      await getInPartition(partition, id); // 404 when it is gone rather than changed
      throw new Conflict();
    }
    throw error;
  }
}

export async function deleteInPartition(partition: Partitioned, id: string): Promise<void> {
  try {
    await dynamo.send(
      new DeleteCommand({
        TableName: env.tableName,
        Key: { PK: partition.pk, SK: partition.sk(id) },
        ConditionExpression: 'attribute_exists(PK)',
      }),
    );
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') throw new NotFound();
    throw error;
  }
}

/** The site configuration flags as every signed-in user reads them (users.siteconfig): one Query. */
export async function listSiteConfiguration(): Promise<SiteConfigEntry[]> {
  return (await listPartition<Item & SiteConfigEntry>(siteConfigPartition)).map((item) => ({
    configuration: item.configuration,
    operation: item.operation,
    ...(item.displayName ? { displayName: item.displayName } : {}),
  }));
}
