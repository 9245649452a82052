import { BatchWriteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { knownClaims, type Claim } from '../../shared/claims';
import { roleKey } from '../../functions/lib/identity';
import { siteConfigItem, userProfileKey } from '../../functions/users/userRepository';
import { ensureCognitoUser, type CognitoLocal } from './cognito';

export const DEMO_PASSWORD = 'Demo-Passw0rd!';

const all = Object.values(knownClaims);
const { approveProgram, viewMindshare, manageSiteSetup, ...plannerClaims } = knownClaims;

/** Roles are Cognito groups; their claims live in the table (edited later in the admin screens). */
export const demoRoles: Record<string, Claim[]> = {
  admin: all,
  planner: Object.values(plannerClaims),
  approver: [approveProgram, knownClaims.submitProgram, knownClaims.notifyProgram, knownClaims.uploadDocument],
  retailer: [knownClaims.uploadDocument],
};

export const demoUsers = [
  { email: 'admin@demo.local', name: 'Avery Admin', groups: ['admin'], retailerIds: [] as string[] },
  { email: 'planner@demo.local', name: 'Parker Planner', groups: ['planner'], retailerIds: [] },
  { email: 'approver@demo.local', name: 'Alex Approver', groups: ['approver'], retailerIds: [] },
  { email: 'retailer@demo.local', name: 'Riley Retailer', groups: ['retailer'], retailerIds: ['1001'] },
];

export const demoSiteConfiguration = [
  { configuration: 'StyleSwitcher_Container', operation: 'Show' },
  { configuration: 'CreateProgram_Modal', operation: 'Show' },
  { configuration: 'zBud_BudgetSources', operation: 'Rename', displayName: 'Budget Sources' },
];

/** Demo roles, users and settings; safe to run at every start (puts and idempotent creates only). */
export async function seedDemoData(db: DynamoDBDocumentClient, tableName: string, cognito: CognitoLocal): Promise<void> {
  const items = [
    ...Object.entries(demoRoles).map(([name, claims]) => ({ ...roleKey(name), name, claims })),
    ...demoSiteConfiguration.map(siteConfigItem),
  ];
  await db.send(new BatchWriteCommand({ RequestItems: { [tableName]: items.map((Item) => ({ PutRequest: { Item } })) } }));
  for (const user of demoUsers) {
    const subject = await ensureCognitoUser(cognito, { email: user.email, password: DEMO_PASSWORD, groups: user.groups });
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: { ...userProfileKey(subject), subject, email: user.email, name: user.name, roles: user.groups, retailerIds: user.retailerIds },
        // Keeps what a user changed (and lastLoggedOn) across restarts.
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    ).catch((error: Error) => {
      if (error.name !== 'ConditionalCheckFailedException') throw error;
    });
  }
}
