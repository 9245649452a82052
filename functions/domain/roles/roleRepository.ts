import * as adminMessages from '../../../shared/adminMessages';
import * as recordMessages from '../../../shared/recordMessages';
import {
  CreateGroupCommand,
  DeleteGroupCommand,
  ListUsersInGroupCommand,
  type ListUsersInGroupCommandOutput,
} from '@aws-sdk/client-cognito-identity-provider';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Claim } from '../../../shared/claims';
import { cognito } from '../../lib/clients/cognito';
import { dynamo } from '../../lib/clients/dynamo';
import { env } from '../../lib/env';
import { Conflict, InvalidInput, NotFound } from '../../lib/errors';
import { forgetCachedRole, roleKey } from '../../lib/identity';

export interface Role {
  id: string;
  description: string;
  claims: Claim[];
  retailerSide: boolean;
  version: number;
}

const toRole = (item: Record<string, unknown>): Role => ({
  id: item.name as string,
  description: (item.description as string) ?? '',
  claims: (item.claims as Claim[]) ?? [],
  retailerSide: item.retailerSide === true,
  version: (item.version as number) ?? 1,
});

export async function listRoles(): Promise<Role[]> {
  const answer = await dynamo.send(
    new QueryCommand({
      TableName: env.tableName,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': roleKey('').PK },
    }),
  );
  return (answer.Items ?? []).map(toRole).sort((a, b) => a.id.localeCompare(b.id));
}

export async function getRole(id: string): Promise<Role> {
  const answer = await dynamo.send(new GetCommand({ TableName: env.tableName, Key: roleKey(id) }));
  if (!answer.Item) throw new NotFound(recordMessages.role);
  return toRole(answer.Item);
}

/** Creates the role's item, then its Cognito group; if the group cannot be made, the item is removed again. */
export async function createRole(role: Omit<Role, 'version'>): Promise<Role> {
  try {
    await dynamo.send(
      new PutCommand({
        TableName: env.tableName,
        Item: {
          ...roleKey(role.id),
          name: role.id,
          description: role.description,
          claims: role.claims,
          retailerSide: role.retailerSide,
          version: 1,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException')
      throw new InvalidInput({ roleId: [adminMessages.roleNameTaken] });
    throw error;
  }
  try {
    await cognito.send(
      new CreateGroupCommand({
        UserPoolId: env.userPoolId,
        GroupName: role.id,
        Description: role.description || undefined,
      }),
    );
  } catch (error) {
    if ((error as Error).name !== 'GroupExistsException') {
      await dynamo.send(new DeleteCommand({ TableName: env.tableName, Key: roleKey(role.id) }));
      throw error;
    }
  }
  return { ...role, version: 1 };
}

export async function updateRole(role: Role): Promise<Role> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: env.tableName,
        Key: roleKey(role.id),
        UpdateExpression:
          'SET claims = :claims, description = :description, retailerSide = :retailerSide, version = :next',
        ConditionExpression:
          'attribute_exists(PK) AND (version = :version OR (attribute_not_exists(version) AND :version = :one))',
        ExpressionAttributeValues: {
          ':claims': role.claims,
          ':description': role.description,
          ':retailerSide': role.retailerSide,
          ':next': role.version + 1,
          ':version': role.version,
          ':one': 1,
        },
      }),
    );
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') {
      await getRole(role.id);
      throw new Conflict();
    }
    throw error;
  }
  forgetCachedRole(role.id);
  return { ...role, version: role.version + 1 };
}

async function countMembers(role: string): Promise<number> {
  let count = 0;
  let token: ListUsersInGroupCommandOutput['NextToken'];
  do {
    const page = await cognito.send(
      new ListUsersInGroupCommand({ UserPoolId: env.userPoolId, GroupName: role, NextToken: token, Limit: 60 }),
    );
    count += page.Users?.length ?? 0;
    token = page.NextToken;
  } while (token);
  return count;
}

/** A role somebody holds cannot be deleted: their access would change without anyone deciding it. */
export async function deleteRole(id: string): Promise<void> {
  await getRole(id);
  const members = await countMembers(id).catch((error: Error) => {
    if (error.name === 'ResourceNotFoundException') return 0;
    throw error;
  });
  if (members > 0) throw new Conflict(adminMessages.roleInUse(members));
  await dynamo.send(new DeleteCommand({ TableName: env.tableName, Key: roleKey(id) }));
  await cognito.send(new DeleteGroupCommand({ UserPoolId: env.userPoolId, GroupName: id })).catch((error: Error) => {
    if (error.name !== 'ResourceNotFoundException') throw error;
  });
  forgetCachedRole(id);
}
