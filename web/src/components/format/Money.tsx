import { formatDate } from '../../../../shared/format/date';
import { formatMoney } from '../../../../shared/format/money';

/** An amount as the spec shows it: USD, en-US, two decimals, negatives in parentheses. */
export function Money({ value }: { value: number | null | undefined }) {
  const negative = typeof value === 'number' && value < 0 && formatMoney(value).startsWith('(');
  return <span className={negative ? 'money money-negative' : 'money'}>{formatMoney(value)}</span>;
}

/** A calendar date as MM/DD/YYYY. */
export function DateText({ value }: { value: string | Date | null | undefined }) {
  return <span className="date-text">{formatDate(value)}</span>;
}
