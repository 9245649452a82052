import * as recordMessages from '../../../shared/recordMessages';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { User } from '../../../shared/contract/schemas/userAdmin';
import { dynamo } from '../../lib/clients/dynamo';
import { env } from '../../lib/env';
import { NotFound } from '../../lib/errors';
import { userProfileKey } from '../../lib/identity';
import { queryAll } from '../../lib/queryPages';
import { namesOf } from './userNames';

/*
 * User profiles as the table holds them, read without Cognito: the families that look users up (recipients,
 * contacts) bundle no Cognito client and hold no user-pool grant. Creating and changing users, which writes
 * Cognito too, is userAdminRepository.ts.
 */

/** Every profile is also listed in GSI1 under one key, ordered by e-mail (users are hundreds, not millions). */
export const USERS_INDEX_PK = 'USERS';
export const userIndexKeys = (email: string) => ({ GSI1PK: USERS_INDEX_PK, GSI1SK: email.toLowerCase() });

export const toUser = (item: Record<string, unknown>): User => ({
  id: item.subject as string,
  email: item.email as string,
  ...namesOf(item),
  ...(item.phone ? { phone: item.phone as string } : {}),
  roles: (item.roles as string[]) ?? [],
  retailerIds: ((item.retailerIds as number[]) ?? []).map(Number),
  active: item.active !== false,
  lastLoggedOn: (item.lastLoggedOn as string) ?? null,
  version: (item.version as number) ?? 1,
});

export async function listUsers(): Promise<User[]> {
  const items = await queryAll({
    TableName: env.tableName,
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': USERS_INDEX_PK },
  });
  return items.map(toUser);
}

export async function getUser(id: string): Promise<User> {
  const answer = await dynamo.send(new GetCommand({ TableName: env.tableName, Key: userProfileKey(id) }));
  if (!answer.Item) throw new NotFound(recordMessages.user);
  return toUser(answer.Item);
}
