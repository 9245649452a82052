import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { putIfMissing, seedStage, stageRoles, userProfileItem } from '../../functions/domain/siteSetup/stageSeed';
import { ensureCognitoUser, type CognitoLocal } from './cognito';

export const DEMO_PASSWORD = 'Demo-Passw0rd!';

/** The roles every stage starts with (functions/domain/siteSetup/stageSeed.ts). */
export const demoRoles = stageRoles;

/** The retailer user is linked to the first demo retailer (Fresh Market Co., id 1). */
export const demoUsers = [
  { email: 'admin@demo.local', firstName: 'Avery', lastName: 'Admin', groups: ['admin'], retailerIds: [] as number[] },
  { email: 'planner@demo.local', firstName: 'Parker', lastName: 'Planner', groups: ['planner'], retailerIds: [] },
  { email: 'approver@demo.local', firstName: 'Alex', lastName: 'Approver', groups: ['approver'], retailerIds: [] },
  { email: 'retailer@demo.local', firstName: 'Riley', lastName: 'Retailer', groups: ['retailer'], retailerIds: [1] },
  {
    email: 'production@demo.local',
    firstName: 'Pat',
    lastName: 'Production',
    groups: ['production'],
    retailerIds: [],
  },
];

const demoClient = {
  clientName: 'Demo Brands Co.',
  skin: 'default',
  // The four contact pages (contact/1 to contact/4): one contact desk each.
  settings: (
    [
      ['Client services', 'clientservices@demo-brands.example', '+1 312 555 0140', 'Mon-Fri 8:00-18:00 CT'],
      ['Trade marketing', 'trade.marketing@demo-brands.example', '+1 312 555 0141', 'Mon-Fri 9:00-17:00 CT'],
      ['Production and print', 'production@demo-brands.example', '+1 312 555 0142', 'Mon-Fri 7:00-16:00 CT'],
      ['Technical support', 'support@demo-brands.example', '+1 312 555 0143', 'Every day 6:00-22:00 CT'],
    ] as const
  ).flatMap(([title, email, phone, hours], i) => [
    { name: `Contact${i + 1}Title`, value: title },
    { name: `Contact${i + 1}Email`, value: email },
    { name: `Contact${i + 1}Phone`, value: phone },
    { name: `Contact${i + 1}Address`, value: '200 Market Street, Chicago, IL 60606' },
    { name: `Contact${i + 1}Hours`, value: hours },
  ]),
};

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
      firstName: user.firstName,
      lastName: user.lastName,
    });
    await putIfMissing(
      db,
      tableName,
      userProfileItem({
        subject,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        roles: user.groups,
        retailerIds: user.retailerIds,
      }),
    );
  }
}
