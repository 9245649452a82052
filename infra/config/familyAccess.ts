import type { Family } from '../../shared/contract/route';
import type { ObjectAccessLevel } from '../constructs/bucketObjectAccess';

/** What one Lambda may touch; anything not listed is denied, in AWS by its role and locally by its worker. */
export interface FamilyAccess {
  /** Every family reads the table: the kit loads the caller's role claims from it on each signed-in request. */
  table: 'read' | 'readWrite';
  /** Presigned uploads and downloads of documents are signed with the function's own permissions. */
  documents?: ObjectAccessLevel;
  imports?: ObjectAccessLevel;
  /** May send mail from the stage's sender through its configuration set. */
  mail?: boolean;
  /**
   * Cognito administration: `groups` manages roles (groups), `users` manages users and their groups,
   * `firstAdmin` finds or creates one user and puts them in a group (the stage seed).
   */
  userPool?: 'groups' | 'users' | 'firstAdmin';
  /** Puts links to the site in the mail it sends: gets the stage's site URL (never the request's host). */
  siteLinks?: boolean;
  /**
   * The bulk mail queue: `send` puts messages on it (sqs:SendMessage, its URL in the environment); `consume` is the
   * mail sender's, whose queue is its event source (the event source mapping receives and deletes).
   */
  mailQueue?: 'send' | 'consume';
}

/**
 * The Lambdas of the product: one per endpoint family, the import processor (`imports`), the mail sender and the
 * stage seed (`seed`, a deploy-time custom resource).
 */
export type FunctionName = Family | 'imports' | 'mailSender' | 'seed';

/** A family added to the contract gets its Lambda at once, with table access only, until it declares more here. */
const defaultAccess: FamilyAccess = { table: 'readWrite' };

const declaredAccess: Partial<Record<FunctionName, FamilyAccess>> = {
  // The health check reads one fixed key.
  system: { table: 'read' },
  users: { table: 'readWrite', userPool: 'users' },
  admin: { table: 'readWrite', userPool: 'groups' },
  // The pictures of catalog tactics and campaign themes (`reference/pictures`) go to the (versioned) documents
  // bucket's `documents/` keys through presigned PUT links the function signs; thumbnails go through programs.
  // Inventory CSVs (`POST inventory`) go to the imports bucket the same way; the import processor reads them.
  reference: { table: 'readWrite', documents: 'readWrite', imports: 'readWrite' },
  // Profile versions' files and library documents go to the documents bucket the same way; downloads go through
  // the documents family.
  retailerProfiles: { table: 'readWrite', documents: 'readWrite' },
  // Files on tactic components are uploaded through presigned links the function signs; submit, approve and
  // reject tell the people they concern in the app and by e-mail, with a link to the program: the mails go on the
  // bulk mail queue, one message per recipient, and the mail sender mails them.
  programs: { table: 'readWrite', documents: 'readWrite', siteLinks: true, mailQueue: 'send' },
  // Writes the export files it then hands out through presigned links.
  reports: { table: 'read', documents: 'readWrite' },
  // Tactic files, and the asset links that hand them to people outside the product: a send is recorded and one
  // message per recipient put on the bulk mail queue; the mail sender mails them.
  assets: { table: 'readWrite', documents: 'readWrite', mailQueue: 'send' },
  // Notifications and program messages (which link to the program's page) are recorded and put on the bulk mail
  // queue, one message per user; the mail sender mails them and puts the in-app items. Communication requests' files (versions, comment attachments)
  // go to the documents bucket through presigned PUT and GET links the function signs, and it checks (HEAD) that
  // announced files arrived; requests and comments mail the contacts with a link to the request (directly: mail).
  communication: { table: 'readWrite', documents: 'readWrite', mail: true, siteLinks: true, mailQueue: 'send' },
  documents: { table: 'readWrite', documents: 'readWrite' },
  // Location CSV imports are uploaded through presigned PUT links to the imports bucket the function signs.
  delivery: { table: 'readWrite', imports: 'readWrite' },
  // Expense CSV imports are uploaded through presigned PUT links to the imports bucket the function signs; Process
  // writes a marker object beside the file (which triggers the processor), Remove deletes the file. Expenses and
  // their import records live in the table; counting a line on a tactic reads the program tactic and root and moves
  // the budget ledger's invoiced cents there too.
  expenses: { table: 'readWrite', imports: 'readWrite' },
  // The import processor streams the uploaded CSV it is triggered for into the address book and the program, an
  // inventory CSV into the catalog tactics' stock, or (an expense import's Process marker) the expense file beside
  // the marker into the expenses (reading the lines' tactics and moving the budget ledger's invoiced cents, all in
  // the table).
  imports: { table: 'readWrite', imports: 'read' },
  // The stage seed puts the roles, menus, site configuration, client settings and the first administrator's
  // profile, and creates that administrator in Cognito (infra/stacks/seedStack.ts).
  seed: { table: 'readWrite', userPool: 'firstAdmin' },
  // The mail sender, fed by the bulk mail queue: makes each recipient's asset link (table), mails it with a link
  // to the site, or mails a notification and puts the user's in-app item; records the recipient's outcome on the send.
  mailSender: { table: 'readWrite', mail: true, siteLinks: true, mailQueue: 'consume' },
};

export const accessOf = (name: FunctionName): FamilyAccess => declaredAccess[name] ?? defaultAccess;

/** The handler module of a Lambda, relative to the repository root (the same file is deployed and run locally). */
export const entryOf = (name: FunctionName): string =>
  name === 'imports' ? 'functions/imports/processor.ts' : `functions/${name}/handler.ts`;

/** The names of a stage's resources: CDK tokens in AWS, the stand-ins' names locally. */
export interface ResourceNames {
  tableName: string;
  documentsBucket: string;
  importsBucket: string;
  userPoolId: string;
  mailFrom: string;
  mailConfigurationSet?: string;
  /** The site's origin (https://host), for links in e-mails. */
  siteUrl: string;
  /** The bulk mail queue's URL. */
  mailQueueUrl: string;
  /** The origin secret CloudFront sends (shared/constants.ts): given to the API families only. */
  originSecret?: string;
}

/**
 * The environment a Lambda gets from its access (functions/lib/env.ts reads it): only the resources it may
 * touch are named, so a missing declaration fails fast and clearly, in AWS and locally alike.
 */
export function familyEnvironment(access: FamilyAccess, names: ResourceNames): Record<string, string> {
  return {
    TABLE_NAME: names.tableName,
    ...(access.documents && { DOCUMENTS_BUCKET: names.documentsBucket }),
    ...(access.imports && { IMPORTS_BUCKET: names.importsBucket }),
    ...(access.userPool && { USER_POOL_ID: names.userPoolId }),
    ...(access.mail && {
      MAIL_FROM: names.mailFrom,
      ...(names.mailConfigurationSet && { MAIL_CONFIGURATION_SET: names.mailConfigurationSet }),
    }),
    ...(access.siteLinks && { SITE_URL: names.siteUrl }),
    ...(access.mailQueue === 'send' && { MAIL_QUEUE_URL: names.mailQueueUrl }),
    ...(names.originSecret !== undefined && { ORIGIN_SECRET: names.originSecret }),
  };
}
