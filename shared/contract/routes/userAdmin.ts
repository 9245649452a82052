import { knownClaims } from '../../claims';
import { answers, defineRoute } from '../route';
import {
  createUserSchema,
  emailListQuery,
  updateLoggedUserSchema,
  updateUserSchema,
  userIdParams,
  userListQuery,
} from '../schemas/userAdmin';
import type { userSchema } from '../answers/userAdmin';
import { tableQuery } from '../wrapper';
import type {
  usersListAnswer,
  usersLookupRetailersAnswer,
  usersLookupUserRolesAnswer,
  usersLookupUsersAnswer,
  usersEmailListAnswer,
  usersRetailersAnswer,
} from '../answers/userAdmin';

const manage = knownClaims.manageUsers;

/** Users: the admin screens and the signed-in user's own account (spec 01, section 7). */
export const userAdminRoutes = {
  'users.list': defineRoute({
    method: 'GET',
    path: 'users',
    family: 'users',
    access: manage,
    query: userListQuery,
    response: answers<typeof usersListAnswer>(),
    summary: 'Users, paged, sorted, searched.',
  }),
  'users.get': defineRoute({
    method: 'GET',
    path: 'users/{id}',
    family: 'users',
    access: manage,
    params: userIdParams,
    response: answers<typeof userSchema>(),
    summary: 'One user.',
  }),
  'users.edit': defineRoute({
    method: 'GET',
    path: 'users/edit/{id}',
    family: 'users',
    access: manage,
    params: userIdParams,
    response: answers<typeof userSchema>(),
    summary: 'One user, for the edit form.',
  }),
  'users.create': defineRoute({
    method: 'POST',
    path: 'users',
    family: 'users',
    access: manage,
    body: createUserSchema,
    response: answers<typeof userSchema>(),
    summary: 'Creates a user in Cognito (a temporary password is e-mailed) with roles and linked retailers.',
  }),
  'users.update': defineRoute({
    method: 'PUT',
    path: 'users',
    family: 'users',
    access: manage,
    body: updateUserSchema,
    response: answers<typeof userSchema>(),
    summary: "Updates a user's name, roles, linked retailers and whether they may sign in.",
  }),
  'users.editLogged': defineRoute({
    method: 'GET',
    path: 'users/editloggeduser',
    family: 'users',
    access: 'account',
    response: answers<typeof userSchema>(),
    summary: "The signed-in user's own account.",
  }),
  'users.updateLogged': defineRoute({
    method: 'PUT',
    path: 'loggedusers',
    family: 'users',
    access: 'account',
    body: updateLoggedUserSchema,
    response: answers<typeof userSchema>(),
    summary: "Updates the signed-in user's own name and phone.",
  }),
  'users.lookupRetailers': defineRoute({
    method: 'GET',
    path: 'users/lookup/retailers',
    family: 'users',
    access: manage,
    query: tableQuery,
    response: answers<typeof usersLookupRetailersAnswer>(),
    summary: 'Retailers to link a user to.',
  }),
  'users.lookupUserRoles': defineRoute({
    method: 'GET',
    path: 'users/lookup/userroles',
    family: 'users',
    access: manage,
    response: answers<typeof usersLookupUserRolesAnswer>(),
    summary: 'Roles to give a user.',
  }),
  'users.lookupUsers': defineRoute({
    method: 'GET',
    path: 'users/lookup/users',
    family: 'users',
    access: 'signed-in',
    query: tableQuery,
    response: answers<typeof usersLookupUsersAnswer>(),
    summary: 'Users for typeaheads (notifications, approvers).',
  }),
  'users.emailList': defineRoute({
    method: 'GET',
    path: 'users/email-list',
    family: 'users',
    access: 'signed-in',
    query: emailListQuery,
    response: answers<typeof usersEmailListAnswer>(),
    summary:
      "Active users' e-mail addresses as recipient suggestions, by e-mail, searched in e-mail and name (at most 20 a page); a retailer-side user finds only users who share a retailer with them.",
  }),
  'users.retailers': defineRoute({
    method: 'GET',
    path: 'users/retailers',
    family: 'users',
    access: 'account',
    response: answers<typeof usersRetailersAnswer>(),
    summary: 'The retailers the signed-in user is linked to.',
  }),
};
