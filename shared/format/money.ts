let usd: Intl.NumberFormat | undefined;
// Made on first use, not at import: a process's first Intl object loads ICU's data (about 15 ms of a Lambda's cold
// start, test/infra/lambdaBundle.test.ts).
const usdFormat = () =>
  (usd ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }));

/** Money as the spec shows it: USD, en-US, two decimals, negatives in parentheses (spec 01, section 5). */
export function formatMoney(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const text = usdFormat().format(Math.abs(value));
  // -0.001 rounds to $0.00: no parentheses around a zero.
  return value < 0 && text !== usdFormat().format(0) ? `(${text})` : text;
}

/**
 * Reads what a user typed: strips $ and thousands commas; "(12.50)" and "-12.50" are negative.
 * Returns null for anything that is not an amount. Rounds to cents.
 */
export function parseMoney(input: string): number | null {
  let text = input.trim();
  let negative = false;
  const parenthesised = /^\((.*)\)$/.exec(text);
  if (parenthesised) {
    negative = true;
    text = parenthesised[1].trim();
  }
  text = text.replace(/[$,\s]/g, '');
  if (text.startsWith('-')) {
    if (negative) return null;
    negative = true;
    text = text.slice(1);
  }
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(text)) return null;
  const cents = Math.round(Number(text) * 100);
  return (negative ? -cents : cents) / 100;
}
