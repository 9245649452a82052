import { MAX_QUANTITY } from '../contract/schemas/common';
import { inputMessages } from '../messages';

/**
 * The inventory upload (spec 01, 'POST inventory'; docs/decisions.md, 'Catalog item id and inventory stock'): a
 * CSV of SKU (the catalog tactic's item id) and stock, one row per item. These rules are the processor's and the
 * web's: the columns, a row's check, and the texts the importer reads.
 */
const inventoryColumns = ['sku', 'stock'] as const;
export const inventoryTemplate = 'sku,stock\nFD-1001,120\nSHT-3001,4000\n';
export const inventoryTemplateFileName = 'InventoryTemplate.csv';

export const inventoryMessages = {
  missingColumns: 'The file needs the columns sku and stock on its first line.',
  skuRequired: 'SKU is required.',
  unknownSku: (sku: string) => `No catalog tactic has the SKU ${sku}.`,
  stockNotANumber: inputMessages.quantityNotANumber,
  stockNegative: 'Stock cannot be negative.',
  stockTooLarge: 'Stock cannot exceed 1,000,000.',
} as const;

/** A SKU as the catalog compares them (trimmed, case-insensitive: the SKU check's rule). */
export const skuKey = (sku: string) => sku.trim().toLowerCase();

/** Whether the header line names both columns (any case, any order, other columns ignored). */
export const hasInventoryColumns = (header: readonly string[]) =>
  inventoryColumns.every((c) => header.some((h) => h.trim().toLowerCase() === c));

export type InventoryRow = { sku: string; stock: number };
export type InventoryRowProblem = { field: 'sku' | 'stock'; message: string };

/**
 * One row of the file, its cells named by the (lower-cased) header: the SKU and a whole stock from 0 to
 * 1,000,000, or what is wrong with it (both cells are checked, each problem named by its column).
 */
export function inventoryRow(cells: Record<string, string | undefined>): InventoryRow | InventoryRowProblem[] {
  const sku = (cells.sku ?? '').trim();
  const raw = (cells.stock ?? '').trim().replace(/,/g, '');
  const problems: InventoryRowProblem[] = [];
  if (!sku) problems.push({ field: 'sku', message: inventoryMessages.skuRequired });
  const stock = /^-?\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(stock)) problems.push({ field: 'stock', message: inventoryMessages.stockNotANumber });
  else if (stock < 0) problems.push({ field: 'stock', message: inventoryMessages.stockNegative });
  else if (stock > MAX_QUANTITY) problems.push({ field: 'stock', message: inventoryMessages.stockTooLarge });
  return problems.length ? problems : { sku, stock };
}
