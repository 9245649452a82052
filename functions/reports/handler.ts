import { reportsFamily } from '../../shared/contract/families/reports';
import { familyHandler } from '../lib/familyHandler';
import {
  dashboardOptions,
  dashboardRefresh,
  dashboardUrl,
  reportData,
  reportExport,
  reportFilterOptions,
  reportList,
} from '../domain/reports/reportUseCases';
import { exportProgramStatus } from './statusExport';

export const handler = familyHandler(reportsFamily, {
  'programs.statusExport': exportProgramStatus,
  'reports.reportList': async () => reportList(),
  'reports.reportFilters': ({ auth, query }) => reportFilterOptions(query.reportId, auth),
  'reports.reportData': ({ auth, params, body }) => reportData(params.id, body, auth),
  'reports.reportExport': ({ auth, params, body }) => reportExport(params.id, body, auth),
  'dashboard.dashboardUrl': async () => dashboardUrl(),
  'dashboard.dashboardOptions': async () => dashboardOptions(),
  'dashboard.refresh': ({ auth, query }) => dashboardRefresh(query, auth),
});
