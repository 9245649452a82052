import { answers, defineRoute } from '../route';
import { trackLoginBodySchema } from '../schemas/users';
import type { trackLoginResultSchema } from '../answers/users';
import type {
  usersClaimsAnswer,
  usersScopeAnswer,
  usersInitialRouteAnswer,
  usersSiteconfigAnswer,
} from '../answers/account';

/** What the shell reads and records for the signed-in user: the users family (with userAdmin.ts). */
export const accountRoutes = {
  'users.claims': defineRoute({
    method: 'GET',
    path: 'users/claims',
    family: 'users',
    access: 'account',
    response: answers<typeof usersClaimsAnswer>(),
    summary: "The signed-in user's claims, from the roles (Cognito groups) they belong to.",
  }),
  'users.scope': defineRoute({
    method: 'GET',
    path: 'users/scope',
    family: 'users',
    access: 'account',
    response: answers<typeof usersScopeAnswer>(),
    summary:
      "Whether the signed-in user is retailer-side (a role of theirs is): the pages leave out what the brand team's routes refuse them.",
  }),
  'users.initialRoute': defineRoute({
    method: 'GET',
    path: 'users/initial-route',
    family: 'users',
    access: 'account',
    response: answers<typeof usersInitialRouteAnswer>(),
    summary:
      'Where the signed-in user lands after sign-in: the first page of the menu, in menu order, that their claims open; home when none does.',
  }),
  'users.siteconfig': defineRoute({
    method: 'GET',
    path: 'users/siteconfig',
    family: 'users',
    access: 'account',
    response: answers<typeof usersSiteconfigAnswer>(),
    summary: 'Site configuration flags that switch sections on and rename labels.',
  }),
  'users.tracklogin': defineRoute({
    method: 'POST',
    path: 'users/tracklogin',
    family: 'users',
    access: 'account',
    body: trackLoginBodySchema,
    response: answers<typeof trackLoginResultSchema>(),
    summary: 'Records a login (type 1) or logout (type 2) of the signed-in user.',
  }),
};
