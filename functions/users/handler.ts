import { usersFamily } from '../../shared/contract/families/users';
import { familyHandler } from '../lib/familyHandler';
import { retailerScopeOf, sharesRetailer } from '../lib/identity';
import { pageInMemory } from '../lib/paging';
import { listRoles } from '../domain/roles/roleRepository';
import { listReferenceRecords } from '../domain/reference/referenceRepository';
import { listSiteConfiguration, recordLoginEvent } from './userRepository';
import {
  assertRolesAndRetailersExist,
  createUser,
  getUser,
  listUsers,
  updateProfile,
  updateUser,
} from '../domain/users/userAdminRepository';

const retailerRows = async () =>
  (await listReferenceRecords('retailer')).map((r) => ({
    retailerId: r.id as number,
    retailerName: r.retailerName as string,
  }));
const retailerRowList = {
  searchFields: ['retailerName' as const],
  sortFields: ['retailerName' as const, 'retailerId' as const],
  defaultSort: 'retailerName' as const,
};

export const handler = familyHandler(usersFamily, {
  'users.claims': async ({ auth }) => auth.claims,
  'users.siteconfig': async () => listSiteConfiguration(),
  // The body's token is the spec's payload; identity comes from the verified authorizer claims only.
  'users.tracklogin': async ({ auth, body }) => ({
    lastLoggedOn: await recordLoginEvent(auth.subject, auth.email, {
      type: body.type,
      url: body.url,
      at: new Date().toISOString(),
    }),
  }),

  'users.list': async ({ query }) => {
    const users = (await listUsers()).filter(
      (u) =>
        (query.role === undefined || u.roles.includes(query.role)) &&
        (query.active === undefined || String(u.active) === query.active),
    );
    return pageInMemory(users, query, {
      searchFields: ['email', 'name'],
      sortFields: ['email', 'name', 'active', 'lastLoggedOn'],
      defaultSort: 'email',
    });
  },
  'users.get': async ({ params }) => getUser(params.id),
  'users.edit': async ({ params }) => getUser(params.id),
  'users.create': async ({ body }) => {
    await assertRolesAndRetailersExist(body.roles, body.retailerIds);
    return createUser(body);
  },
  'users.update': async ({ body }) => {
    await assertRolesAndRetailersExist(body.roles, body.retailerIds);
    return updateUser(body);
  },
  'users.editLogged': async ({ auth }) => getUser(auth.subject),
  'users.updateLogged': async ({ auth, body }) =>
    updateProfile(auth.subject, body.version, {
      name: body.name,
      ...(body.phone !== undefined ? { phone: body.phone } : {}),
    }),
  'users.lookupRetailers': async ({ query }) => pageInMemory(await retailerRows(), query, retailerRowList),
  'users.lookupUserRoles': async () => (await listRoles()).map((r) => ({ id: r.id, name: r.id })),
  // A retailer-side user finds only the users of their own retailers, never the internal users.
  'users.lookupUsers': async ({ auth, query }) => {
    const scope = await retailerScopeOf(auth);
    return pageInMemory(
      (await listUsers())
        .filter((u) => u.active && sharesRetailer(scope, u))
        .map(({ id, email, name }) => ({ id, email, name })),
      query,
      { searchFields: ['email', 'name'], sortFields: ['email', 'name'], defaultSort: 'name' },
    );
  },
  'users.retailers': async ({ auth }) => {
    const linked = new Set((await getUser(auth.subject)).retailerIds);
    return (await retailerRows()).filter((r) => linked.has(r.retailerId));
  },
});
