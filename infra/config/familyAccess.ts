import type { Family } from '../../shared/contract/route';
import type { ObjectAccessLevel } from '../constructs/bucketObjectAccess';

/** What one endpoint family's Lambda may touch; anything not listed is denied. */
export interface FamilyAccess {
  /** Every family reads the table: the kit loads the caller's role claims from it on each signed-in request. */
  table: 'read' | 'readWrite';
  /** Presigned uploads and downloads of documents are signed with the function's own permissions. */
  documents?: ObjectAccessLevel;
  imports?: ObjectAccessLevel;
  /** May send mail from the stage's sender through its configuration set. */
  mail?: boolean;
  /** Cognito administration: `groups` manages roles (groups), `users` manages users and their groups. */
  userPool?: 'groups' | 'users';
}

/** A family added to the contract gets its Lambda at once, with table access only, until it declares more here. */
const defaultAccess: FamilyAccess = { table: 'readWrite' };

const declaredAccess: Partial<Record<Family, FamilyAccess>> = {
  // The health check reads one fixed key.
  system: { table: 'read' },
  users: { table: 'readWrite', userPool: 'users' },
  admin: { table: 'readWrite', userPool: 'groups' },
  reference: { table: 'readWrite' },
  // Files on tactic components are uploaded through presigned links the function signs.
  programs: { table: 'readWrite', documents: 'readWrite' },
  // Writes the export files it then hands out through presigned links.
  reports: { table: 'read', documents: 'readWrite' },
  // Tactic files, and the asset links that hand them to people outside the product by e-mail.
  assets: { table: 'readWrite', documents: 'readWrite', mail: true },
  communication: { table: 'readWrite', mail: true },
  documents: { table: 'readWrite', documents: 'readWrite' },
};

export const accessOf = (family: Family): FamilyAccess => declaredAccess[family] ?? defaultAccess;
