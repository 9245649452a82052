import { fileStamp, moneyCell, numberCell, saveWorkbook, textCell, type SheetColumn } from '../../../lib/xlsx';
import type { BrandSummaryRow, RetailerSummaryRow } from '../api';
import { ledgerFields, type LedgerField, type LedgerFigures } from './summary';

/** The figures each summary sheet carries, in the table's order (the ATL/BTL splits of what is planned, too). */
const sheetFigures = ledgerFields.filter((field): field is Exclude<LedgerField, 'programs'> => field !== 'programs');

const figureColumns = <T extends LedgerFigures>(header: (field: string) => string): SheetColumn<T>[] => [
  ...sheetFigures.map((field) => ({ header: header(field), cell: (row: T) => moneyCell(row[field]), width: 16 })),
  { header: header('programs'), cell: (row: T) => numberCell(row.programs), width: 10 },
];

export const brandsSummaryFileName = (at: Date) => `BrandsSummary_${fileStamp(at)}.xlsx`;
export const retailerSummaryFileName = (at: Date) => `RetailerSummary_${fileStamp(at)}.xlsx`;

/** The brands as shown (filtered, searched, sorted): `BrandsSummary_{yyyyMMdd-HHmmss}.xlsx`. */
export function saveBrandsSummary(rows: BrandSummaryRow[], header: (field: string) => string, at: Date) {
  const columns: SheetColumn<BrandSummaryRow>[] = [
    { header: header('brandName'), cell: (row) => textCell(row.brandName), width: 28 },
    { header: header('categoryName'), cell: (row) => textCell(row.categoryName), width: 20 },
    ...figureColumns<BrandSummaryRow>(header),
  ];
  return saveWorkbook(rows, columns, 'Brands Summary', brandsSummaryFileName(at));
}

/** A line of the retailer sheet: a retailer's own figures (no brand), or one of its brands'. */
type RetailerLine = LedgerFigures & { retailerName: string; brandName: string | null };

/** Each retailer as shown, followed by its brands: `RetailerSummary_{yyyyMMdd-HHmmss}.xlsx`. */
export function saveRetailerSummary(rows: RetailerSummaryRow[], header: (field: string) => string, at: Date) {
  const lines: RetailerLine[] = rows.flatMap((retailer) => [
    { ...retailer, brandName: null },
    ...retailer.brands.map((brand) => ({ ...brand, retailerName: retailer.retailerName })),
  ]);
  const columns: SheetColumn<RetailerLine>[] = [
    { header: header('retailerName'), cell: (row) => textCell(row.retailerName), width: 28 },
    { header: header('brandName'), cell: (row) => textCell(row.brandName), width: 28 },
    ...figureColumns<RetailerLine>(header),
  ];
  return saveWorkbook(lines, columns, 'Retailer Summary', retailerSummaryFileName(at));
}
