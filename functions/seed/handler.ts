import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { runStageMigrations } from '../domain/migrations/runMigrations';
import { putIfMissing, seedStage, userProfileItem } from '../domain/siteSetup/stageSeed';
import { cognitoNameAttributes } from '../domain/users/userNames';
import { cognito } from '../lib/clients/cognito';
import { dynamo } from '../lib/clients/dynamo';
import { env } from '../lib/env';
import { logger } from '../lib/logger';

/** The properties the seed custom resource passes (infra/stacks/seedStack.ts). */
export interface SeedProperties {
  clientName: string;
  skin: string;
  /** Created once with the admin role; Cognito e-mails the temporary password. */
  firstAdminEmail?: string;
}

const ADMIN_ROLE = 'admin';

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The first administrator's names, read from their e-mail until they change them on their account page:
 * 'jane.doe@…' is Jane Doe; an address of one word ('ops@…') is a last name alone.
 */
function namesFromEmail(email: string): { firstName: string; lastName: string } {
  const words = email
    .split('@')[0]!
    .split(/[._-]+/)
    .filter(Boolean)
    .map(capitalized);
  if (words.length < 2) return { firstName: '', lastName: words[0] ?? email };
  return { firstName: words[0]!, lastName: words.slice(1).join(' ') };
}

/**
 * The first administrator: created in Cognito when missing (Cognito e-mails the temporary password), put in the
 * admin group, and given a profile with the admin role, as the local demo admin is. Safe to run again: an existing
 * user keeps their password, and a profile an administrator changed is left alone.
 */
export async function ensureFirstAdmin(
  clients: { db: DynamoDBDocumentClient; cognito: CognitoIdentityProviderClient },
  names: { tableName: string; userPoolId: string },
  email: string,
): Promise<string> {
  const { db, cognito: idp } = clients;
  const adminNames = namesFromEmail(email);
  const subjectOf = (attributes: { Name?: string; Value?: string }[] | undefined) =>
    attributes?.find((a) => a.Name === 'sub')?.Value;
  let subject: string | undefined;
  try {
    const existing = await idp.send(new AdminGetUserCommand({ UserPoolId: names.userPoolId, Username: email }));
    subject = subjectOf(existing.UserAttributes);
  } catch (error) {
    if ((error as Error).name !== 'UserNotFoundException') throw error;
    const created = await idp.send(
      new AdminCreateUserCommand({
        UserPoolId: names.userPoolId,
        Username: email,
        DesiredDeliveryMediums: ['EMAIL'],
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
          ...cognitoNameAttributes(adminNames, true),
        ],
      }),
    );
    subject = subjectOf(created.User?.Attributes);
  }
  if (!subject) throw new Error(`Cognito gave no subject for ${email}`);
  await idp.send(
    new AdminAddUserToGroupCommand({ UserPoolId: names.userPoolId, Username: email, GroupName: ADMIN_ROLE }),
  );
  await putIfMissing(
    db,
    names.tableName,
    userProfileItem({ subject, email, ...adminNames, roles: [ADMIN_ROLE], retailerIds: [] }),
  );
  return subject;
}

/**
 * The stage seed's custom resource (CDK Provider framework): seeds on create and update, then runs the migrations
 * the table has no record of (after the API stack, so the code they prepare the data for is already serving);
 * keeps data on delete.
 */
export async function handler(event: CloudFormationCustomResourceEvent) {
  const physicalResourceId = 'stage-seed';
  if (event.RequestType === 'Delete') return { PhysicalResourceId: physicalResourceId };
  const properties = event.ResourceProperties as unknown as SeedProperties;
  await seedStage(dynamo, env.tableName, { clientName: properties.clientName, skin: properties.skin });
  if (properties.firstAdminEmail) {
    await ensureFirstAdmin(
      { db: dynamo, cognito },
      { tableName: env.tableName, userPoolId: env.userPoolId },
      properties.firstAdminEmail,
    );
  }
  const migrated = await runStageMigrations();
  logger.info('stageSeeded', { firstAdmin: Boolean(properties.firstAdminEmail), migrated });
  return { PhysicalResourceId: physicalResourceId };
}
