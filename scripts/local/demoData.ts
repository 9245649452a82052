import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { putIfMissing, seedStage, stageRoles, userProfileItem } from '../../functions/domain/siteSetup/stageSeed';
import { ensureCognitoUser, type CognitoLocal } from './cognito';

export const DEMO_PASSWORD = 'Demo-Passw0rd!';

/** The roles every stage starts with (functions/domain/siteSetup/stageSeed.ts). */
export const demoRoles = stageRoles;

/** The retailer user is linked to the first demo retailer (Fresh Market Co., id 1). */
export const demoUsers = [
  { email: 'admin@demo.local', name: 'Avery Admin', groups: ['admin'], retailerIds: [] as number[] },
  { email: 'planner@demo.local', name: 'Parker Planner', groups: ['planner'], retailerIds: [] },
  { email: 'approver@demo.local', name: 'Alex Approver', groups: ['approver'], retailerIds: [] },
  { email: 'retailer@demo.local', name: 'Riley Retailer', groups: ['retailer'], retailerIds: [1] },
];

const demoClient = { clientName: 'Demo Brands Co.', skin: 'default' };

/**
 * The stage seed (roles, menus, site configuration, client settings: the same as a stage in AWS gets), the
 * reference data and the demo users; safe to run at every start. `seedReference` creates the reference data
 * through the reference family's repository (demoReferenceData.ts).
 */
export async function seedDemoData(
  db: DynamoDBDocumentClient,
  tableName: string,
  cognito: CognitoLocal,
  seedReference: () => Promise<void>,
): Promise<void> {
  await seedStage(db, tableName, demoClient);
  await seedReference();
  for (const user of demoUsers) {
    const subject = await ensureCognitoUser(cognito, {
      email: user.email,
      password: DEMO_PASSWORD,
      groups: user.groups,
    });
    await putIfMissing(
      db,
      tableName,
      userProfileItem({
        subject,
        email: user.email,
        name: user.name,
        roles: user.groups,
        retailerIds: user.retailerIds,
      }),
    );
  }
}
