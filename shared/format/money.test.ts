import { describe, expect, it } from 'vitest';
import { formatMoney, parseMoney } from './money';

describe('money', () => {
  it('shows US dollars with thousands separators and two decimals', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(1_000_000)).toBe('$1,000,000.00');
  });

  it('shows negatives in parentheses, but never a negative zero', () => {
    expect(formatMoney(-42.1)).toBe('($42.10)');
    expect(formatMoney(-0.001)).toBe('$0.00');
  });

  it('shows nothing for a missing amount', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(Number.NaN)).toBe('');
  });

  it('reads typed amounts with $ and commas, and both ways of writing a negative', () => {
    expect(parseMoney('$1,234.56')).toBe(1234.56);
    expect(parseMoney('(1,234.56)')).toBe(-1234.56);
    expect(parseMoney('-12')).toBe(-12);
    expect(parseMoney('.5')).toBe(0.5);
    expect(parseMoney('10.005')).toBe(10.01);
  });

  it('refuses text that is not an amount', () => {
    expect(parseMoney('')).toBeNull();
    expect(parseMoney('abc')).toBeNull();
    expect(parseMoney('1.2.3')).toBeNull();
    expect(parseMoney('(-5)')).toBeNull();
  });
});
