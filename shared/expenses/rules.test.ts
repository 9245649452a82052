import { describe, expect, it } from 'vitest';
import {
  canRemoveInvoice,
  checkExpenseRow,
  formatCents,
  importColumns,
  importTemplate,
  missingColumns,
  parseMoney,
} from './rules';

describe('expense money', () => {
  it.each([
    ['$1,234.56', 123456],
    ['1234.5', 123450],
    ['(150.00)', -15000],
    ['-150', -15000],
    ['$ 0.07', 7],
    ['.5', 50],
    ['1,000,000', 100000000],
  ])('reads %s as %i cents', (text, cents) => expect(parseMoney(text)).toEqual({ cents }));

  it.each([
    ['', 'Amount is required'],
    ['12.345', 'Amount may have at most two decimals'],
    ['1,23.00', 'Amount must be a number like 1,234.56 or (1,234.56)'],
    ['abc', 'Amount must be a number like 1,234.56 or (1,234.56)'],
    ['(-5)', 'Amount must be a number like 1,234.56 or (1,234.56)'],
    ['1e5', 'Amount must be a number like 1,234.56 or (1,234.56)'],
    ['200000000', 'Amount is too large'],
  ])('refuses %j with its text', (text, error) => expect(parseMoney(text)).toEqual({ error }));

  it('shows cents en-US with negatives in parentheses', () => {
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(-15000)).toBe('($150.00)');
  });
});

describe('expense rows', () => {
  it("reads each kind's template row", () => {
    for (const kind of ['po', 'do', 'coupon', 'promo'] as const) {
      const [header, sample] = importTemplate(kind).trim().split('\n');
      expect(header.split(',')).toEqual([...importColumns[kind]]);
      expect(missingColumns(kind, header.split(','))).toEqual([]);
      expect(sample.length).toBeGreaterThan(0);
    }
  });

  it('names each bad field with its text', () => {
    const result = checkExpenseRow('coupon', {
      couponCode: '',
      couponType: 'scratch',
      invoiceNumber: 'INV-1',
      invoiceDate: '02/30/2026',
      vendor: 'V',
      retailerId: 'x',
      tacticId: '12',
      amount: '1.999',
    });
    expect(result).toEqual({
      errors: {
        couponCode: 'Coupon Code is required',
        couponType: 'Coupon Type must be one of digital, paper, instant',
        invoiceDate: 'Invoice Date must be a date as MM/DD/YYYY',
        retailerId: 'Retailer must be a retailer id',
        tacticId: 'Tactic must be a program tactic id like 123-1',
        amount: 'Amount may have at most two decimals',
      },
    });
  });

  it('reads a good row with the date as ISO and the amount in cents', () => {
    expect(
      checkExpenseRow('po', {
        poNumber: ' PO-1 ',
        invoiceNumber: 'INV-1',
        invoiceDate: '3/5/2026',
        vendor: 'Acme',
        retailerId: '7',
        amount: '(1,000.10)',
      }),
    ).toEqual({
      row: {
        code: 'PO-1',
        invoiceNumber: 'INV-1',
        invoiceDate: '2026-03-05',
        vendor: 'Acme',
        retailerId: 7,
        tacticId: null,
        amountCents: -100010,
        description: '',
        couponType: null,
      },
    });
  });
});

describe('what a reconciliation may take off its tactic', () => {
  it("is an assigned line only, of the line's kind on a line's reconciliation, of any kind on the tactic's", () => {
    expect(canRemoveInvoice({ kind: 'po', status: 'assigned' }, 'po')).toBe(true);
    expect(canRemoveInvoice({ kind: 'do', status: 'assigned' }, 'po')).toBe(false);
    expect(canRemoveInvoice({ kind: 'do', status: 'assigned' })).toBe(true);
    expect(canRemoveInvoice({ kind: 'mindshare', status: 'assigned' })).toBe(true);
    for (const status of ['submitted', 'approved', 'confirmed', 'pending', 'rejected'] as const) {
      expect(canRemoveInvoice({ kind: 'po', status }, 'po')).toBe(false);
      expect(canRemoveInvoice({ kind: 'po', status })).toBe(false);
    }
  });
});
