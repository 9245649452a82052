import * as z from '../../zod';
import { defineRoute } from '../route';

/** The API's own health: the system family. */
export const systemRoutes = {
  health: defineRoute({
    method: 'GET',
    path: 'health',
    family: 'system',
    access: 'public',
    response: z.object({ status: z.literal('ok'), time: z.string() }),
    summary: 'Liveness of the API and its table.',
  }),
  'site.name': defineRoute({
    method: 'GET',
    path: 'sitename',
    family: 'system',
    access: 'public',
    response: z.object({ siteName: z.string() }),
    summary: "The client's name for the sign-in pages (client setting ClientName), before anyone signs in.",
  }),
  'site.loginMessage': defineRoute({
    method: 'GET',
    path: 'loginmessage',
    family: 'system',
    access: 'public',
    response: z.object({ message: z.nullable(z.string()) }),
    summary: 'A notice for the sign-in pages (client setting LoginMessage, e.g. planned maintenance); null when none.',
  }),
};
