import type { TableQuery } from '../../../shared/contract/wrapper';
import { initialRouteOf } from '../../../shared/menus';
import { Conflict } from '../../lib/errors';
import type { RouteContext } from '../../lib/familyHandler';
import { retailerScopeOf, sharesRetailer, type AuthContext } from '../../lib/identity';
import { pageInMemory } from '../../lib/paging';
import { listReferenceRecords } from '../reference/referenceRepository';
import { menuTree } from '../siteSetup/siteSetupUseCases';
import { recordLoginEvent } from './loginEvents';
import {
  assertRolesAndRetailersExist,
  createUser,
  profileNames,
  setCognitoNames,
  updateProfile,
  updateUser,
} from './userAdminRepository';
import { getUser, listUsers } from './userProfileRepository';

/** The users family's use cases: the user list and editor, the user's own profile, and the lookups. */
const retailerRows = async () =>
  (await listReferenceRecords('retailer')).map((r) => ({ retailerId: r.id, retailerName: r.retailerName }));

export const trackLogin = async (auth: AuthContext, body: RouteContext<'users.tracklogin'>['body']) => ({
  lastLoggedOn: await recordLoginEvent(auth.subject, auth.email, {
    type: body.type,
    url: body.url,
    at: new Date().toISOString(),
  }),
});

export async function usersPage(query: RouteContext<'users.list'>['query']) {
  const users = (await listUsers()).filter(
    (u) =>
      (query.role === undefined || u.roles.includes(query.role)) &&
      (query.active === undefined || String(u.active) === query.active),
  );
  return pageInMemory(users, query, {
    searchFields: ['email', 'name', 'firstName', 'lastName'],
    sortFields: ['email', 'firstName', 'lastName', 'name', 'active', 'lastLoggedOn'],
    defaultSort: 'email',
  });
}

export async function createCheckedUser(body: RouteContext<'users.create'>['body']) {
  await assertRolesAndRetailersExist(body.roles, body.retailerIds);
  return createUser(body);
}

export async function updateCheckedUser(body: RouteContext<'users.update'>['body']) {
  await assertRolesAndRetailersExist(body.roles, body.retailerIds);
  return updateUser(body);
}

/** The user's own names and phone, at the version read: a stale form changes neither Cognito nor the profile. */
export async function updateOwnProfile(auth: AuthContext, body: RouteContext<'users.updateLogged'>['body']) {
  const current = await getUser(auth.subject);
  if (current.version !== body.version) throw new Conflict();
  await setCognitoNames(current.email, body);
  return updateProfile(auth.subject, body.version, {
    ...profileNames(body),
    ...(body.phone !== undefined ? { phone: body.phone } : {}),
  });
}

export const retailerLookup = async (query: TableQuery) =>
  pageInMemory(await retailerRows(), query, {
    searchFields: ['retailerName'],
    sortFields: ['retailerName', 'retailerId'],
    defaultSort: 'retailerName',
  });

/** Active users to pick from; a retailer-side user finds only the users of their own retailers, never internal ones. */
export async function userLookup(query: TableQuery, auth: AuthContext) {
  const scope = await retailerScopeOf(auth);
  return pageInMemory(
    (await listUsers())
      .filter((u) => u.active && sharesRetailer(scope, u))
      .map(({ id, email, name }) => ({ id, email, name })),
    query,
    { searchFields: ['email', 'name'], sortFields: ['email', 'name'], defaultSort: 'name' },
  );
}

/**
 * Recipient suggestions (`users/email-list`): active users' addresses by e-mail, searched in e-mail and name, a
 * short page at a time; a retailer-side user finds only the users who share a retailer with them (as the user
 * typeahead). Users are a bounded list (one index partition, read as the user list reads it).
 */
export async function emailList(query: RouteContext<'users.emailList'>['query'], auth: AuthContext) {
  const scope = await retailerScopeOf(auth);
  return pageInMemory(
    (await listUsers()).filter((u) => u.active && sharesRetailer(scope, u)).map(({ email, name }) => ({ email, name })),
    { ...query, sortBy: 'email', sortDirection: 'asc' },
    { searchFields: ['email', 'name'], sortFields: ['email'], defaultSort: 'email' },
  );
}

/** Where the signed-in user lands after sign-in: the first menu page their claims open, else home. */
export const initialRoute = async (auth: AuthContext) => ({ route: initialRouteOf(await menuTree(), auth.claims) });

/** The retailers linked to the signed-in user. */
export async function ownRetailers(auth: AuthContext) {
  const linked = new Set((await getUser(auth.subject)).retailerIds);
  return (await retailerRows()).filter((r) => linked.has(r.retailerId));
}
