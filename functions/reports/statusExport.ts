import writeXlsxFile, { type Cell, type Column } from 'write-excel-file/node';
import { programStatusNames } from '../../shared/programs/status';
import type { ProgramRoot } from '../domain/programs/programTypes';

/** `ProgramStatus_2026_20261121-051500.xlsx`: the table's name, its year, and when it was made (UTC). */
export function statusExportFileName(fiscalYear: number, at: Date): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `ProgramStatus_${fiscalYear}_${stamp}.xlsx`;
}

/** A calendar date shown as the spec's MM/DD/YYYY; an empty cell when there is none. */
const dateCell = (iso: string | null): Cell =>
  iso ? { value: new Date(`${iso}T00:00:00Z`), type: Date, format: 'mm/dd/yyyy' } : null;

const columns: Column<ProgramRoot>[] = [
  { header: 'Program #', cell: (p) => ({ value: p.id, type: Number }), width: 10 },
  { header: 'Name', cell: (p) => ({ value: p.name ?? '', type: String }), width: 40 },
  { header: 'Retailer', cell: (p) => ({ value: p.retailerName ?? '', type: String }), width: 24 },
  { header: 'Budget year', cell: (p) => ({ value: p.fiscalYear ?? 0, type: Number }), width: 12 },
  {
    header: 'Status',
    cell: (p) => ({ value: programStatusNames[p.statusId] ?? String(p.statusId), type: String }),
    width: 14,
  },
  { header: 'Start date', cell: (p) => dateCell(p.programStartDate), width: 12 },
  { header: 'End date', cell: (p) => dateCell(p.programEndDate), width: 12 },
  { header: 'Created by', cell: (p) => ({ value: p.creatorName, type: String }), width: 28 },
  {
    header: 'Created',
    cell: (p) => ({ value: new Date(p.createdAt), type: Date, format: 'mm/dd/yyyy hh:mm' }),
    width: 18,
  },
];

export async function statusWorkbook(programs: ProgramRoot[]): Promise<Buffer> {
  return writeXlsxFile(programs, { columns, sheet: 'Program status' }).toBuffer();
}
