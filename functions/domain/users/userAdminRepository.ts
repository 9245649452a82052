import * as adminMessages from '../../../shared/adminMessages';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { User } from '../../../shared/contract/schemas/userAdmin';
import { cognito } from '../../lib/clients/cognito';
import { dynamo } from '../../lib/clients/dynamo';
import { env } from '../../lib/env';
import { fieldAssignments } from '../../lib/updateExpression';
import { Conflict, InvalidInput } from '../../lib/errors';
import { batchGetAll } from '../../lib/batchGet';
import { forgetCachedUser, roleKey, userProfileKey } from '../../lib/identity';
import { logger } from '../../lib/logger';
import { cognitoNameAttributes, fullName } from './userNames';
import { getUser, toUser, userIndexKeys } from './userProfileRepository';

/** Roles and retailers a user is given must exist; each missing one is named on its field. */
export async function assertRolesAndRetailersExist(roles: string[], retailerIds: number[]) {
  const keys = [...roles.map(roleKey), ...retailerIds.map((id) => ({ PK: 'REF#retailer', SK: `ID#${id}` }))];
  if (!keys.length) return;
  const found = new Set((await batchGetAll(keys, { ProjectionExpression: 'PK, SK' })).map((i) => `${i.PK}|${i.SK}`));
  const errors: Record<string, string[]> = {};
  const missingRoles = roles.filter((r) => !found.has(`${roleKey(r).PK}|${roleKey(r).SK}`));
  const missingRetailers = [...new Set(retailerIds)].filter((id) => !found.has(`REF#retailer|ID#${id}`));
  if (missingRoles.length) errors.roles = missingRoles.map((r) => `The role ${r} does not exist.`);
  if (missingRetailers.length) errors.retailerIds = missingRetailers.map((id) => `The retailer ${id} does not exist.`);
  if (Object.keys(errors).length) throw new InvalidInput(errors);
}

/**
 * Creates the Cognito user (Cognito e-mails a temporary password) with their names, puts them in their groups, and
 * stores the profile: first and last name, and the full name the profiles' readers show.
 */
export async function createUser(input: {
  email: string;
  firstName: string;
  lastName: string;
  roles: string[];
  retailerIds: number[];
  active: boolean;
}): Promise<User> {
  let subject: string;
  try {
    const created = await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: env.userPoolId,
        Username: input.email,
        UserAttributes: [
          { Name: 'email', Value: input.email },
          { Name: 'email_verified', Value: 'true' },
          ...cognitoNameAttributes(input, true),
        ],
        DesiredDeliveryMediums: ['EMAIL'],
      }),
    );
    subject = created.User!.Attributes!.find((a) => a.Name === 'sub')!.Value!;
  } catch (error) {
    if ((error as Error).name === 'UsernameExistsException')
      throw new InvalidInput({ email: [adminMessages.userEmailTaken] });
    throw error;
  }
  for (const role of input.roles) {
    await cognito.send(
      new AdminAddUserToGroupCommand({ UserPoolId: env.userPoolId, Username: input.email, GroupName: role }),
    );
  }
  if (!input.active)
    await cognito.send(new AdminDisableUserCommand({ UserPoolId: env.userPoolId, Username: input.email }));
  const item = {
    ...userProfileKey(subject),
    ...userIndexKeys(input.email),
    subject,
    ...input,
    name: fullName(input.firstName, input.lastName),
    version: 1,
  };
  await dynamo.send(new PutCommand({ TableName: env.tableName, Item: item }));
  return toUser(item);
}

/**
 * Applies name, role and access changes in Cognito, then the profile at the version read. The version is checked
 * first, so a stale form changes nothing.
 */
export async function updateUser(input: {
  id: string;
  version: number;
  firstName: string;
  lastName: string;
  roles: string[];
  retailerIds: number[];
  active: boolean;
}): Promise<User> {
  const current = await getUser(input.id);
  if (current.version !== input.version) throw new Conflict();
  const username = current.email;
  await setCognitoNames(username, input);
  for (const role of input.roles.filter((r) => !current.roles.includes(r))) {
    await cognito.send(
      new AdminAddUserToGroupCommand({ UserPoolId: env.userPoolId, Username: username, GroupName: role }),
    );
  }
  for (const role of current.roles.filter((r) => !input.roles.includes(r))) {
    await cognito.send(
      new AdminRemoveUserFromGroupCommand({ UserPoolId: env.userPoolId, Username: username, GroupName: role }),
    );
  }
  if (input.active !== current.active) {
    const Command = input.active ? AdminEnableUserCommand : AdminDisableUserCommand;
    await cognito.send(new Command({ UserPoolId: env.userPoolId, Username: username }));
    if (!input.active) await signOutEverywhere(username);
  }
  const updated = await updateProfile(input.id, input.version, {
    ...profileNames(input),
    roles: input.roles,
    retailerIds: input.retailerIds,
    active: input.active,
  });
  // The kit caches the active flag a minute per container; this container applies the change at once.
  forgetCachedUser(input.id);
  return updated;
}

/** The names a profile stores: first, last, and the full name its readers show. */
export const profileNames = (names: { firstName: string; lastName: string }) => ({
  firstName: names.firstName,
  lastName: names.lastName,
  name: fullName(names.firstName, names.lastName),
});

/**
 * Writes the user's given_name and family_name in Cognito (standard attributes every user pool has; the ID token
 * carries them). Written at every save, so a user created before they existed gets them on their next save.
 */
export async function setCognitoNames(username: string, names: { firstName: string; lastName: string }) {
  await cognito.send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: env.userPoolId,
      Username: username,
      UserAttributes: cognitoNameAttributes(names, false),
    }),
  );
}

/**
 * Revokes the user's refresh tokens, so no new ID token is issued; the ID tokens already out stay valid until
 * they expire, which is why the API checks the profile's active flag too. cognito-local does not implement
 * AdminUserGlobalSignOut: locally the refusal is logged and the active flag alone shuts the user out.
 */
async function signOutEverywhere(username: string) {
  try {
    await cognito.send(new AdminUserGlobalSignOutCommand({ UserPoolId: env.userPoolId, Username: username }));
  } catch (error) {
    if (!/Unsupported/.test((error as Error).name)) throw error;
    logger.warn('AdminUserGlobalSignOut is not supported by the local Cognito; the active flag alone applies', {
      username,
    });
  }
}

/** Conditional on the version: two admins saving one user at once never lose a change silently. */
export async function updateProfile(id: string, version: number, fields: Record<string, unknown>): Promise<User> {
  const assign = fieldAssignments(fields);
  try {
    const answer = await dynamo.send(
      new UpdateCommand({
        TableName: env.tableName,
        Key: userProfileKey(id),
        UpdateExpression: `SET ${[...assign.set, 'version = :next'].join(', ')}`,
        ConditionExpression:
          'attribute_exists(PK) AND (version = :version OR (attribute_not_exists(version) AND :version = :one))',
        ExpressionAttributeNames: assign.names,
        ExpressionAttributeValues: {
          ...assign.values,
          ':next': version + 1,
          ':version': version,
          ':one': 1,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toUser(answer.Attributes!);
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') {
      await getUser(id);
      throw new Conflict();
    }
    throw error;
  }
}
