import { randomUUID } from 'node:crypto';
import { PRESIGNED_URL_TTL_SECONDS } from '../../shared/constants';
import { presignGet, putObject } from '../lib/clients/s3Presign';
import { env } from '../lib/env';
import { reportsFamily } from '../../shared/contract/families/reports';
import { familyHandler } from '../lib/familyHandler';
import { listedRetailer } from '../domain/programs/guard';
import { listProgramsPage } from '../domain/programs/programLists';
import { type ProgramRoot } from '../domain/programs/programTypes';
import {
  dashboardOptions,
  dashboardRefresh,
  dashboardUrl,
  reportData,
  reportExport,
  reportFilterOptions,
  reportList,
} from '../domain/reports/reportUseCases';
import { statusExportFileName, statusWorkbook } from './statusExport';

/** An export reads at most this many programs: a year's table beyond it belongs in a report, not a sheet. */
const MAX_EXPORT_ROWS = 10_000;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const handler = familyHandler(reportsFamily, {
  'programs.statusExport': async ({ auth, body }) => {
    const retailerId = await listedRetailer(auth, body.retailerId);
    const programs: ProgramRoot[] = [];
    let cursor: string | undefined;
    let truncated = false;
    do {
      const page = await listProgramsPage({
        fiscalYear: body.fiscalYear,
        retailerId,
        pageSize: 1000,
        cursor,
        searchTerm: body.searchTerm,
      });
      programs.push(...page.items.filter((p) => body.statusId === undefined || p.statusId === body.statusId));
      cursor = page.nextCursor ?? undefined;
      if (programs.length >= MAX_EXPORT_ROWS) {
        truncated = Boolean(cursor) || programs.length > MAX_EXPORT_ROWS;
        break;
      }
    } while (cursor);
    const rows = programs.slice(0, MAX_EXPORT_ROWS);
    const fileName = statusExportFileName(body.fiscalYear, new Date());
    const key = `exports/${new Date().toISOString().slice(0, 7)}/${randomUUID()}.xlsx`;
    await putObject({
      bucket: env.documentsBucket,
      key,
      body: await statusWorkbook(rows),
      contentType: XLSX,
    });
    const url = await presignGet({
      bucket: env.documentsBucket,
      key,
      contentDisposition: `attachment; filename="${fileName}"`,
      contentType: XLSX,
      expiresIn: PRESIGNED_URL_TTL_SECONDS,
    });
    return { fileName, url, rowCount: rows.length, truncated };
  },
  'reports.reportList': async () => reportList(),
  'reports.reportFilters': ({ auth, query }) => reportFilterOptions(query.reportId, auth),
  'reports.reportData': ({ auth, params, body }) => reportData(params.id, body, auth),
  'reports.reportExport': ({ auth, params, body }) => reportExport(params.id, body, auth),
  'dashboard.dashboardUrl': async () => dashboardUrl(),
  'dashboard.dashboardOptions': async () => dashboardOptions(),
  'dashboard.refresh': ({ auth, query }) => dashboardRefresh(query, auth),
});
