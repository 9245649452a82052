import type * as z from '../../../../../shared/zod';
import type { myCampaignsQuery, programListQuery } from '../../../../../shared/contract/schemas/programs';
import type { myProgramsQuery } from '../../../../../shared/contract/schemas/tactics';
import type { PROGRAM_STATUS_FIXED_COLUMN, ProgramStatusColumn } from '../../../../../shared/programs/statusColumns';
import { callRoute, type RouteResult } from '../../../lib/api';
import { useCursorRoute, useRoute, writeThenRefresh } from '../../../lib/useRoute';

type ProgramListPage = RouteResult<'programs.statusList'>;
export type ProgramListRow = ProgramListPage['items'][number];

/** Programs of a budget year (optionally one retailer), newest first, one page per cursor (`programs/status-list`). */
export const useStatusList = (query: z.input<typeof programListQuery> | null) =>
  useCursorRoute('programs.statusList', query ? { query } : null, { keepPreviousData: true });

/** The signed-in user's programs, newest first, one page per cursor (`campaigns/MyCampaignsContainer`). */
export const useMyCampaigns = (query: z.input<typeof myCampaignsQuery> | null) =>
  useCursorRoute('campaigns.myCampaigns', query ? { query } : null, { keepPreviousData: true });

/** The user's drafts (`programs/draft`) or archived programs (`programs/archived`); null waits. */
export const useMyProgramsOf = (view: 'drafts' | 'archived', query: z.input<typeof myProgramsQuery> | null) =>
  useCursorRoute(view === 'drafts' ? 'programs.draft' : 'programs.archived', query ? { query } : null, {
    keepPreviousData: true,
  });

/** Archives (or restores) one program (`programs/archive/{id}`), at its current version; the lists are read again. */
export async function archiveProgram(id: number, archived: boolean) {
  const { program } = await callRoute('programs.get', { params: { id } });
  return writeThenRefresh(['campaigns.myCampaigns', 'programs.draft', 'programs.archived'], 'programs.archive', {
    params: { id },
    body: { version: program.version, archived },
  });
}

/**
 * Archives several programs at once (`programs/archive-list`, at most ARCHIVE_LIST_MAX), each at its current
 * version; answers which were archived and why the others were not. The lists are read again.
 */
export const archivePrograms = (ids: readonly number[]) =>
  writeThenRefresh(['campaigns.myCampaigns', 'programs.draft', 'programs.archived'], 'programs.archiveList', {
    query: { programs: ids.join(',') },
  });

/** The status table as an .xlsx file: the server answers a short-lived download link (`programs/status-list-export`). */
export const exportStatusList = (body: {
  fiscalYear: number;
  retailerId?: number;
  statusId?: number;
  searchTerm?: string;
  /** The columns the table shows, in its order. */
  columns: readonly ProgramStatusColumn[];
  /** The table's sort (newest first when left out). */
  sortBy?: ProgramStatusColumn | typeof PROGRAM_STATUS_FIXED_COLUMN;
  sortDirection?: 'asc' | 'desc';
}) => callRoute('programs.statusExport', { body: { ...body, columns: [...body.columns] } });

/** A page of the retailers the user may see (`retailers/active-paged`). */
export const lookupRetailers = (query: { searchTerm?: string; pageIndex: number; pageSize: number }) =>
  callRoute('retailers.activePaged', { query: { ...query, sortBy: 'retailerName', sortDirection: 'asc' } });

/** The user's saved columns of Program Status (`programs/dynamic-table`; null columns: never saved). */
export const useStatusColumns = () =>
  useRoute('programs.dynamicTable', { query: { tableId: 'programStatus' } }, { revalidateOnFocus: false });

/** Saves the user's columns of Program Status, shown ones in order (`programs/save-dynamic-table`). */
export const saveStatusColumns = (columns: readonly string[]) =>
  writeThenRefresh(['programs.dynamicTable'], 'programs.saveDynamicTable', {
    body: { tableId: 'programStatus', columns: [...columns] },
  });
