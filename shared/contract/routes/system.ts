import { answers, defineRoute } from '../route';
import type { healthAnswer, siteNameAnswer, siteLoginMessageAnswer } from '../answers/system';

/** The API's own health: the system family. */
export const systemRoutes = {
  health: defineRoute({
    method: 'GET',
    path: 'health',
    family: 'system',
    access: 'public',
    response: answers<typeof healthAnswer>(),
    summary: 'Liveness of the API and its table.',
  }),
  'site.name': defineRoute({
    method: 'GET',
    path: 'sitename',
    family: 'system',
    access: 'public',
    response: answers<typeof siteNameAnswer>(),
    summary: "The client's name for the sign-in pages (client setting ClientName), before anyone signs in.",
  }),
  'site.loginMessage': defineRoute({
    method: 'GET',
    path: 'loginmessage',
    family: 'system',
    access: 'public',
    response: answers<typeof siteLoginMessageAnswer>(),
    summary: 'A notice for the sign-in pages (client setting LoginMessage, e.g. planned maintenance); null when none.',
  }),
};
