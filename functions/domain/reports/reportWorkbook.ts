import writeXlsxFile, { type Cell, type SheetData } from 'write-excel-file/node';
import type { ReportCell, ReportColumn, ReportData } from '../../../shared/reports/shape';

/** A report as an .xlsx sheet: its columns' headers, its rows and the totals row; money in dollars. */
function cellOf(column: ReportColumn, value: ReportCell, bold = false): Cell {
  if (value === null || value === undefined) return null;
  if (column.kind === 'text' || typeof value === 'string')
    return { value: String(value), type: String, fontWeight: bold ? 'bold' : undefined };
  if (column.kind === 'money')
    return { value: value / 100, type: Number, format: '$#,##0.00', fontWeight: bold ? 'bold' : undefined };
  if (column.kind === 'percent')
    return { value: value / 100, type: Number, format: '0.0%', fontWeight: bold ? 'bold' : undefined };
  return { value, type: Number, fontWeight: bold ? 'bold' : undefined };
}

export async function reportWorkbook(data: ReportData): Promise<Buffer> {
  const sheet: SheetData = [
    data.columns.map((c) => ({ value: c.header, type: String, fontWeight: 'bold' })),
    ...data.rows.map((row) => data.columns.map((c) => cellOf(c, row[c.field]))),
    ...(data.totals ? [data.columns.map((c) => cellOf(c, data.totals![c.field], true))] : []),
  ];
  return writeXlsxFile(sheet, {
    sheet: data.name.slice(0, 31),
    columns: data.columns.map((c) => ({ width: c.kind === 'text' ? 28 : 16 })),
  }).toBuffer();
}
