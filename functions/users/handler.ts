import { familyHandler } from '../lib/familyHandler';
import { listSiteConfiguration, recordLoginEvent } from './userRepository';

export const handler = familyHandler('users', {
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
});
