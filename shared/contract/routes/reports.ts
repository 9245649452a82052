import * as z from 'zod';
import { knownClaims } from '../../claims';
import { defineRoute } from '../route';

/** Exports and reports; files are written to S3 and downloaded from a short-lived link. */
export const reportRoutes = {
  'programs.statusExport': defineRoute({
    method: 'POST',
    path: 'programs/status-list-export',
    family: 'reports',
    access: knownClaims.viewPrograms,
    body: z.object({
      fiscalYear: z.number({ error: 'Fiscal year required' }).int().min(2000).max(2100),
      retailerId: z.number().int().positive().optional(),
      statusId: z.number().int().optional(),
      searchTerm: z.string().max(200).optional(),
    }),
    response: z.object({ fileName: z.string(), url: z.string(), rowCount: z.number(), truncated: z.boolean() }),
    summary: 'The program status table as an .xlsx file (name with suffix and timestamp), up to 10,000 rows.',
  }),
};
