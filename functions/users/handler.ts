import { usersFamily } from '../../shared/contract/families/users';
import { roleLookup } from '../domain/roles/roleClaims';
import { listSiteConfiguration } from '../domain/siteSetup/siteSetupRepository';
import { getUser } from '../domain/users/userProfileRepository';
import {
  createCheckedUser,
  emailList,
  initialRoute,
  ownRetailers,
  retailerLookup,
  trackLogin,
  updateCheckedUser,
  updateOwnProfile,
  userLookup,
  usersPage,
} from '../domain/users/userUseCases';
import { familyHandler } from '../lib/familyHandler';

/** The users family: routes only, over the users domain (functions/domain/users/). */
export const handler = familyHandler(usersFamily, {
  'users.claims': async ({ auth }) => auth.claims,
  'users.scope': async ({ auth }) => ({ retailerSide: auth.retailerSide }),
  'users.siteconfig': () => listSiteConfiguration(),
  'users.initialRoute': ({ auth }) => initialRoute(auth),
  // The body's token is the spec's payload; identity comes from the verified authorizer claims only.
  'users.tracklogin': ({ auth, body }) => trackLogin(auth, body),
  'users.list': ({ query }) => usersPage(query),
  'users.get': ({ params }) => getUser(params.id),
  'users.edit': ({ params }) => getUser(params.id),
  'users.create': ({ body }) => createCheckedUser(body),
  'users.update': ({ body }) => updateCheckedUser(body),
  'users.editLogged': ({ auth }) => getUser(auth.subject),
  'users.updateLogged': ({ auth, body }) => updateOwnProfile(auth, body),
  'users.lookupRetailers': ({ query }) => retailerLookup(query),
  'users.lookupUserRoles': () => roleLookup(),
  'users.lookupUsers': ({ auth, query }) => userLookup(query, auth),
  'users.emailList': ({ auth, query }) => emailList(query, auth),
  'users.retailers': ({ auth }) => ownRetailers(auth),
});
