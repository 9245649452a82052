import writeXlsxFile, { type Cell, type SheetData } from 'write-excel-file/node';
import {
  PROGRAM_STATUS_COLUMNS,
  PROGRAM_STATUS_FIXED_COLUMN,
  type ProgramStatusColumn,
} from '../../shared/programs/statusColumns';
import { programStatusNames } from '../../shared/programs/status';
import { listedRetailer } from '../domain/programs/guard';
import { listProgramsPage } from '../domain/programs/programLists';
import type { ProgramRoot } from '../domain/programs/programTypes';
import { listReferenceRecords } from '../domain/reference/referenceRepository';
import { workbookDownload } from '../domain/reports/workbookDownload';
import type { RouteContext } from '../lib/familyHandler';
import { pageInMemory } from '../lib/paging';

/** An export reads at most this many programs: a year's table beyond it belongs in a report, not a sheet. */
const MAX_EXPORT_ROWS = 10_000;

/** `ProgramStatus_2026_20261121-051500.xlsx`: the table's name, its year, and when it was made (UTC). */
export function statusExportFileName(fiscalYear: number, at: Date): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `ProgramStatus_${fiscalYear}_${stamp}.xlsx`;
}

/** A calendar date shown as the spec's MM/DD/YYYY; an empty cell when there is none. */
const dateCell = (iso: string | null): Cell =>
  iso ? { value: new Date(`${iso}T00:00:00Z`), type: Date, format: 'mm/dd/yyyy' } : null;

/** A row of the sheet: the program and the name of its campaign theme, as the table shows them. */
export type StatusExportRow = ProgramRoot & { campaignThemeName: string | null };

/** A column of the sheet: its header, its cell of a row, its width in characters. */
interface Column {
  header: string;
  cell: (row: StatusExportRow) => Cell;
  width: number;
}

const programNumber: Column = {
  header: 'Program #',
  cell: (p) => ({ value: p.id, type: Number }),
  width: 10,
};

/** The sheet's column of each column of the table. */
const columnOf: Record<ProgramStatusColumn, Column> = {
  name: { header: 'Name', cell: (p) => ({ value: p.name ?? '', type: String }), width: 40 },
  campaignThemeName: {
    header: 'Campaign theme',
    cell: (p) => ({ value: p.campaignThemeName ?? '', type: String }),
    width: 28,
  },
  retailerName: { header: 'Retailer', cell: (p) => ({ value: p.retailerName ?? '', type: String }), width: 24 },
  fiscalYear: { header: 'Budget year', cell: (p) => ({ value: p.fiscalYear ?? 0, type: Number }), width: 12 },
  programStartDate: { header: 'Start date', cell: (p) => dateCell(p.programStartDate), width: 12 },
  programEndDate: { header: 'End date', cell: (p) => dateCell(p.programEndDate), width: 12 },
  statusId: {
    header: 'Status',
    cell: (p) => ({ value: programStatusNames[p.statusId] ?? String(p.statusId), type: String }),
    width: 14,
  },
  creatorName: { header: 'Created by', cell: (p) => ({ value: p.creatorName, type: String }), width: 28 },
  createdAt: {
    header: 'Created',
    cell: (p) => ({ value: new Date(p.createdAt), type: Date, format: 'mm/dd/yyyy hh:mm' }),
    width: 18,
  },
};

/** The workbook of these rows: the program number, then the given columns in their order. */
export async function statusWorkbook(
  rows: StatusExportRow[],
  shown: readonly ProgramStatusColumn[] = PROGRAM_STATUS_COLUMNS,
): Promise<Buffer> {
  const columns = [programNumber, ...shown.map((field) => columnOf[field])];
  // Written as rows (not objects) so the header row stands even when no program matches.
  const sheet: SheetData = [
    columns.map((c) => ({ value: c.header, type: String, fontWeight: 'bold' })),
    ...rows.map((row) => columns.map((c) => c.cell(row))),
  ];
  return writeXlsxFile(sheet, {
    columns: columns.map((c) => ({ width: c.width })),
    sheet: 'Program status',
  }).toBuffer();
}

/**
 * `programs/status-list-export`: the table's programs (year, retailer, status, search) as the user shows them, up
 * to MAX_EXPORT_ROWS, written to S3 and answered as a short-lived download link.
 */
export async function exportProgramStatus({ auth, body }: RouteContext<'programs.statusExport'>) {
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
  const shown = (body.columns ?? PROGRAM_STATUS_COLUMNS) as ProgramStatusColumn[];
  const themes = shown.includes('campaignThemeName')
    ? new Map((await listReferenceRecords('campaignTheme')).map((t) => [t.id, t.name]))
    : new Map<number, string>();
  const read = programs.slice(0, MAX_EXPORT_ROWS).map((p) => ({
    ...p,
    campaignThemeName: p.campaignThemeId ? (themes.get(p.campaignThemeId) ?? null) : null,
  }));
  // In the table's order: the rows read (newest first) sorted as the list sorts them (its in-memory rule).
  const rows = body.sortBy
    ? pageInMemory(
        read,
        { pageIndex: 0, pageSize: Math.max(1, read.length), sortBy: body.sortBy, sortDirection: body.sortDirection },
        {
          searchFields: [],
          sortFields: [PROGRAM_STATUS_FIXED_COLUMN, ...PROGRAM_STATUS_COLUMNS],
          defaultSort: 'createdAt',
        },
      ).items
    : read;
  const at = new Date();
  const fileName = statusExportFileName(body.fiscalYear, at);
  const url = await workbookDownload(fileName, await statusWorkbook(rows, shown), at);
  return { fileName, url, rowCount: rows.length, truncated };
}
