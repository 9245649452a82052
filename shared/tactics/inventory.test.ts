import { describe, expect, it } from 'vitest';
import { hasInventoryColumns, inventoryMessages, inventoryRow, skuKey } from './inventory';

describe('a row of the inventory upload', () => {
  it('takes a SKU and a whole stock from 0 to 1,000,000, trimmed, thousands separators allowed', () => {
    expect(inventoryRow({ sku: ' FD-1001 ', stock: '120' })).toEqual({ sku: 'FD-1001', stock: 120 });
    expect(inventoryRow({ sku: 'X', stock: '0' })).toEqual({ sku: 'X', stock: 0 });
    expect(inventoryRow({ sku: 'X', stock: '1,000,000' })).toEqual({ sku: 'X', stock: 1_000_000 });
  });

  it('names each bad cell by its column', () => {
    expect(inventoryRow({ sku: '', stock: 'ten' })).toEqual([
      { field: 'sku', message: inventoryMessages.skuRequired },
      { field: 'stock', message: inventoryMessages.stockNotANumber },
    ]);
    expect(inventoryRow({ sku: 'X', stock: '2.5' })).toEqual([
      { field: 'stock', message: inventoryMessages.stockNotANumber },
    ]);
    expect(inventoryRow({ sku: 'X', stock: '-3' })).toEqual([
      { field: 'stock', message: inventoryMessages.stockNegative },
    ]);
    expect(inventoryRow({ sku: 'X', stock: '1000001' })).toEqual([
      { field: 'stock', message: inventoryMessages.stockTooLarge },
    ]);
    expect(inventoryRow({ sku: 'X' })).toEqual([{ field: 'stock', message: inventoryMessages.stockNotANumber }]);
  });

  it('needs both columns in the header, in any case and order', () => {
    expect(hasInventoryColumns(['Stock', ' SKU ', 'note'])).toBe(true);
    expect(hasInventoryColumns(['sku', 'quantity'])).toBe(false);
  });

  it('compares SKUs as the catalog does: trimmed, case-insensitive', () => {
    expect(skuKey(' fd-1001 ')).toBe(skuKey('FD-1001'));
  });
});
