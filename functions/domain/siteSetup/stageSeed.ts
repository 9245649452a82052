import { PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { knownClaims, type Claim } from '../../../shared/claims';
import { roleKey, userProfileKey } from '../../lib/identity';
import { fullName } from '../users/userNames';
import { userIndexKeys } from '../users/userProfileRepository';
import { clientSettingPartition, menuPartition, siteConfigPartition } from './siteSetupRepository';

/**
 * What every stage starts with: the roles and their claims, the menus, the site configuration and the client
 * settings. The one seed of the local stack (scripts/local/demoData.ts) and of a stage in AWS (the seed custom
 * resource, functions/seed/handler.ts). Items are put only when missing, so what administrators changed survives.
 */

const k = knownClaims;
const viewing = [k.viewHome, k.viewCampaigns, k.viewPrograms, k.viewAddressBook];

/** Roles are Cognito groups; their claims live in the table (edited in the admin screens). */
export const stageRoles: Record<string, { claims: Claim[]; retailerSide?: boolean; description: string }> = {
  admin: { claims: Object.values(k), description: 'Every claim' },
  planner: {
    claims: [
      ...viewing,
      k.viewExpenses,
      k.manageExpenses,
      k.createPlaceholder,
      k.reviseProgram,
      k.notifyProgram,
      k.submitProgram,
      k.deleteProgramTactic,
      k.createJobDetails,
      k.editBrandAllocation,
      k.uploadDocument,
      k.editRetailerProfile,
    ],
    description: 'Plans and submits programs',
  },
  approver: {
    claims: [
      ...viewing,
      k.viewExpenses,
      k.approveExpenses,
      k.approveProgram,
      k.submitProgram,
      k.notifyProgram,
      k.uploadDocument,
    ],
    description: 'Approves programs',
  },
  retailer: {
    claims: [k.viewHome, k.viewCampaigns, k.viewPrograms, k.uploadDocument, k.editRetailerProfile],
    retailerSide: true,
    description: 'Retailer-side staff',
  },
  production: {
    claims: [k.viewHome, k.viewPrograms, k.manageProduction],
    description: 'Production files, job tickets and sending approved programs to production',
  },
};

const stageSiteConfiguration = [
  { configuration: 'StyleSwitcher_Container', operation: 'Show' },
  { configuration: 'CreateProgram_Modal', operation: 'Show' },
  { configuration: 'zBud_BudgetSources', operation: 'Rename', displayName: 'Budget Sources' },
];

/** The client's name and skin, as the Client Settings screen edits them. */
export interface ClientIdentity {
  clientName: string;
  skin: string;
  /** Further client settings the stage starts with (the demo's contact desks of the contact pages). */
  settings?: { name: string; value: string }[];
}

type MenuSeed = [
  id: string,
  displayName: string,
  icon: string,
  navLink: string,
  parentId: string | null,
  claim: Claim,
  order: number,
];
const referenceMenu = (kind: string, label: string, order: number): MenuSeed => [
  `admin-${kind}`,
  label,
  'pi pi-database',
  `/admin/reference/${kind}`,
  'admin',
  k.manageReferenceData,
  order,
];
const stageMenus: MenuSeed[] = [
  ['home', 'Home', 'pi pi-home', '/home', null, k.viewHome, 1],
  ['mycampaigns', 'My Campaigns', 'pi pi-flag', '/mycampaigns', null, k.viewCampaigns, 2],
  ['campaign-library', 'Campaign Library', 'pi pi-book', '/campaign-library', null, k.viewCampaigns, 3],
  ['program-status', 'Program Status', 'pi pi-list', '/program-status', null, k.viewPrograms, 4],
  ['addressbook', 'Address Book', 'pi pi-map-marker', '/addressbook', null, k.viewAddressBook, 5],
  ['expenses', 'Expense Management', 'pi pi-dollar', '/expensemangement/po', null, k.viewExpenses, 6],
  // The approved PO lines to wire (confirmed by ExpenseManagment/Approve), under the expenses they come from.
  ['wirereport', 'Wire Report', 'pi pi-money-bill', '/wirereport', 'expenses', k.viewExpenses, 1],
  ['assets', 'Assets', 'pi pi-images', '/assets', null, k.viewPrograms, 7],
  [
    'communicationrequest',
    'Communication Requests',
    'pi pi-comments',
    '/communicationrequest',
    null,
    k.viewPrograms,
    8,
  ],
  ['messages', 'Messages', 'pi pi-envelope', '/messages', null, k.viewHome, 10],
  // The brand pages: a brand's allocation opens from its row in the brands summary.
  ['brandssummary', 'Brands Summary', 'pi pi-chart-bar', '/brandssummary', null, k.viewPrograms, 11],
  ['retailersummary', 'Retailer Summary', 'pi pi-shop', '/retailersummary', null, k.viewPrograms, 12],
  // Reports and the dashboard read what programs plan: whoever sees programs (retailer-side users: theirs).
  ['dashboard', 'Dashboard', 'pi pi-th-large', '/dashboard', null, k.viewPrograms, 13],
  ['reporting', 'Reporting', 'pi pi-chart-line', '/reporting', null, k.viewPrograms, 14],
  // The calendars (programs, tactics in store, deliveries) and the content pages an administrator edits.
  ['eventsCalendar', 'Events Calendar', 'pi pi-calendar', '/eventsCalendar', null, k.viewPrograms, 15],
  // The user's own programs, as My Campaigns: a role that plans none (production) would only meet an empty month.
  ['myplanner', 'My Planner', 'pi pi-calendar-plus', '/myplanner', null, k.viewCampaigns, 16],
  ['guidelines', 'Guidelines', 'pi pi-info-circle', '/guidelines', null, k.viewHome, 17],
  ['resources', 'Resources', 'pi pi-folder-open', '/resources', null, k.viewHome, 18],
  // Approved programs' production files, job tickets and sending them to production.
  ['productionprocessing', 'Production Processing', 'pi pi-box', '/productionprocessing', null, k.manageProduction, 19],
  // The retailer profile: the profile (versions, approval), its owner/resident contacts and its document library.
  ['retailerprofile', 'Retailer Profile', 'pi pi-id-card', '/retailerprofile', null, k.editRetailerProfile, 20],
  [
    'retailerprofileownerresident',
    'Owner / Resident',
    'pi pi-user',
    '/retailerprofileownerresident',
    'retailerprofile',
    k.editRetailerProfile,
    1,
  ],
  [
    'retailerprofiledocumentlib',
    'Document Library',
    'pi pi-folder',
    '/retailerprofiledocumentlib',
    'retailerprofile',
    k.editRetailerProfile,
    2,
  ],
  ['admin', 'Administration', 'pi pi-cog', '/admin', null, k.viewAdmin, 9],
  ['admin-roles', 'Roles and Claims', 'pi pi-shield', '/admin/roles', 'admin', k.manageSiteSetup, 1],
  ['admin-menus', 'Menus', 'pi pi-bars', '/admin/menus', 'admin', k.manageSiteSetup, 2],
  [
    'admin-siteconfig',
    'Site Configuration',
    'pi pi-sliders-h',
    '/admin/site-configuration',
    'admin',
    k.manageSiteSetup,
    3,
  ],
  ['admin-clientsettings', 'Client Settings', 'pi pi-palette', '/admin/client-settings', 'admin', k.manageSiteSetup, 4],
  ['admin-users', 'Users', 'pi pi-users', '/admin/users', 'admin', k.manageUsers, 5],
  referenceMenu('fiscalYear', 'Fiscal Years', 10),
  referenceMenu('sector', 'Sectors', 11),
  referenceMenu('subSector', 'Sub-sectors', 12),
  referenceMenu('bigCategory', 'Big Categories', 13),
  referenceMenu('category', 'Categories', 14),
  referenceMenu('contact', 'Contacts', 15),
  referenceMenu('strategicBusinessInitiative', 'Strategic Business Initiatives', 16),
  referenceMenu('retailer', 'Retailers', 17),
  referenceMenu('brand', 'Brands', 18),
  referenceMenu('manufacturer', 'Manufacturers', 19),
  referenceMenu('productionProcessing', 'Production Processing', 20),
  referenceMenu('country', 'Countries', 21),
  referenceMenu('state', 'States', 22),
  referenceMenu('deliveryMethod', 'Delivery Methods', 23),
  referenceMenu('themeCategory', 'Theme Categories', 24),
  referenceMenu('tacticType', 'Tactic Types', 25),
  referenceMenu('productType', 'Product Types', 26),
  referenceMenu('tactic', 'Tactic Catalog Items', 27),
  referenceMenu('campaignTheme', 'Campaign Themes', 28),
  referenceMenu('componentType', 'Component Types', 29),
];

/** Puts an item only when it is missing, so what users changed survives a restart. */
export async function putIfMissing(db: DynamoDBDocumentClient, tableName: string, item: Record<string, unknown>) {
  await db
    .send(new PutCommand({ TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(PK)' }))
    .catch((error: Error) => {
      if (error.name !== 'ConditionalCheckFailedException') throw error;
    });
}

/** The seed's items: roles, site configuration, client settings and menus. */
export function stageSeedItems(client: ClientIdentity): Record<string, unknown>[] {
  const clientSettings = [
    { name: 'ClientSkin', value: client.skin },
    { name: 'ClientName', value: client.clientName },
    ...(client.settings ?? []),
  ];
  return [
    ...Object.entries(stageRoles).map(([name, role]) => ({
      ...roleKey(name),
      name,
      ...role,
      retailerSide: role.retailerSide ?? false,
      version: 1,
    })),
    ...stageSiteConfiguration.map((entry) => {
      const id = `${entry.configuration}.${entry.operation}`;
      return { PK: siteConfigPartition.pk, SK: siteConfigPartition.sk(id), id, ...entry, version: 1 };
    }),
    ...clientSettings.map((s) => ({
      PK: clientSettingPartition.pk,
      SK: clientSettingPartition.sk(s.name),
      id: s.name,
      ...s,
      version: 1,
    })),
    ...stageMenus.map(([id, displayName, icon, navLink, parentId, claim, order]) => ({
      PK: menuPartition.pk,
      SK: menuPartition.sk(id),
      id,
      displayName,
      icon,
      navLink,
      parentId,
      resourceName: claim.resource,
      claimName: claim.operation,
      order,
      external: false,
      version: 1,
    })),
  ];
}

/** Puts every seed item that is missing; safe to run again. */
export async function seedStage(db: DynamoDBDocumentClient, tableName: string, client: ClientIdentity) {
  for (const item of stageSeedItems(client)) await putIfMissing(db, tableName, item);
}

/**
 * A user's profile as the user administration writes it (roles decide; the table's index finds it by e-mail): first
 * and last name, and the full name the profiles' readers show.
 */
export function userProfileItem(user: {
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: string[];
  retailerIds: number[];
}): Record<string, unknown> {
  return {
    ...userProfileKey(user.subject),
    ...userIndexKeys(user.email),
    subject: user.subject,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    name: fullName(user.firstName, user.lastName),
    roles: user.roles,
    retailerIds: user.retailerIds,
    active: true,
    version: 1,
  };
}
