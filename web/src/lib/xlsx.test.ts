import { describe, expect, it } from 'vitest';
import { fileStamp, moneyCell } from './xlsx';

describe('the export helpers', () => {
  it('stamp a file with the local date and time, as yyyyMMdd-HHmmss', () => {
    expect(fileStamp(new Date(2026, 10, 25, 4, 3, 9))).toBe('20261125-040309');
  });

  it('write cents as dollars in the spec money format', () => {
    expect(moneyCell(-123456)).toEqual({ value: -1234.56, type: Number, format: '$#,##0.00;($#,##0.00)' });
  });
});
