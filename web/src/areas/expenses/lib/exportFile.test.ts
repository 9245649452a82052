import { describe, expect, it } from 'vitest';
import { expenseExportFileName } from './exportFile';

describe('the expense export file name', () => {
  it("is the list's suffix and a timestamp, as the spec's spreadsheet exports", () => {
    const at = new Date(2026, 10, 25, 4, 3, 9);
    expect(expenseExportFileName('po', at)).toBe('Expenses_PurchaseOrders_20261125-040309.xlsx');
    expect(expenseExportFileName('promo', at)).toBe('Expenses_PromoCodes_20261125-040309.xlsx');
  });
});
