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
};
