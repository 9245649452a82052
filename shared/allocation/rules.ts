import { parseMoney, splitCents } from '../expenses/rules';

/**
 * Brand allocation rules (spec 03, 'Allocation change'; spec 02, 'Reason For Editing modal (budget change)'):
 * amounts in whole cents, net change indicators, and the quarterly breakout that must total 100.
 */
export const allocationMessages = {
  retailerOnce: 'Each retailer can be changed once.',
  changeDriverRequired: 'Change Driver is required',
  changeReasonRequired: 'Change Reason is required',
  commentRequired: 'Change Comments are required',
  breakoutTotal: 'Percentage breakout must = 100',
  validationFailed: 'There are some validation errors.',
  saved: 'Change saved successfully',
  saveFailed: 'Could not save',
  noChange: 'This change moves no budget.',
  belowCommitted: (what: string, committed: string) =>
    `The ${what} cannot go below ${committed}, what approved programs already commit.`,
} as const;

const quarters = ['q1', 'q2', 'q3', 'q4'] as const;
type Quarter = (typeof quarters)[number];
export type QuarterPercents = Record<Quarter, number>;

/** An even split, the remainder to the first quarters: what an allocation without its own breakout uses. */
export const evenBreakout: QuarterPercents = { q1: 25, q2: 25, q3: 25, q4: 25 };

/** An amount typed or sent as text: `$1,234.56` strips to 123456 cents; anything else is the error text. */
export const amountCents = (text: string | number) =>
  typeof text === 'number' ? { cents: Math.round(text * 100) } : parseMoney(text);

/** The breakout's error, or null: every share a whole percent from 0 to 100, and together exactly 100. */
export function breakoutError(percents: QuarterPercents): string | null {
  const values = quarters.map((q) => percents[q]);
  if (values.some((v) => !Number.isInteger(v) || v < 0 || v > 100)) return allocationMessages.breakoutTotal;
  return values.reduce((sum, v) => sum + v, 0) === 100 ? null : allocationMessages.breakoutTotal;
}

/** The sign of a net change, for its positive or negative icon. */
export type ChangeSign = 'positive' | 'negative' | 'none';
const changeSign = (cents: number): ChangeSign => (cents > 0 ? 'positive' : cents < 0 ? 'negative' : 'none');

export interface AllocationTotals {
  atl: number;
  btl: number;
}

/** Net change of total, ATL and BTL (cents) from the allocation before to after, with the sign of each. */
export function netChange(before: AllocationTotals, after: AllocationTotals) {
  const atl = after.atl - before.atl;
  const btl = after.btl - before.btl;
  return {
    totalNetChange: atl + btl,
    atlNetChange: atl,
    btlNetChange: btl,
    totalSign: changeSign(atl + btl),
    atlSign: changeSign(atl),
    btlSign: changeSign(btl),
  };
}

/** ATL, BTL and total of each quarter (cents), split by the breakout so the quarters add up exactly. */
export function quarterlyGrid(totals: AllocationTotals, percents: QuarterPercents) {
  const weights = quarters.map((q) => percents[q]);
  const atl = splitCents(totals.atl, weights);
  const btl = splitCents(totals.btl, weights);
  return quarters.map((quarter, i) => ({ quarter, atl: atl[i], btl: btl[i], total: atl[i] + btl[i] }));
}

/** The change's form errors (spec texts): the server checks the same on save. */
export function reasonErrors(input: {
  showChangeDriver: boolean;
  changeDriver?: string | null;
  changeReasonId?: number | null;
  comment?: string | null;
  percentEntryEnabled: boolean;
  percents: QuarterPercents;
}): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (input.showChangeDriver && !input.changeDriver?.trim())
    errors.changeDriver = [allocationMessages.changeDriverRequired];
  if (!input.changeReasonId) errors.changeReasonId = [allocationMessages.changeReasonRequired];
  if (!input.comment?.trim()) errors.comment = [allocationMessages.commentRequired];
  const breakout = input.percentEntryEnabled ? breakoutError(input.percents) : null;
  if (breakout) errors.breakout = [breakout];
  return errors;
}

/** The change drivers and reasons offered (ours: the spec names the lists, not their entries; docs/decisions.md). */
export const changeDrivers = ['Brand Strategy', 'Retailer Performance', 'Market Conditions', 'Finance Directive'];
export const changeReasons = [
  { changeReasonId: 1, changeReasonDesc: 'Reallocation between retailers', isDefault: true },
  { changeReasonId: 2, changeReasonDesc: 'Incremental funding', isDefault: false },
  { changeReasonId: 3, changeReasonDesc: 'Budget reduction', isDefault: false },
  { changeReasonId: 4, changeReasonDesc: 'Quarterly phasing', isDefault: false },
];

/** The reason a change starts on: the offered reason marked default, or none when no offered one is. */
export function defaultReasonId(
  reasons: readonly { changeReasonId: number; isDefault: boolean; showChangeReason?: boolean }[],
): number | null {
  return reasons.find((r) => r.isDefault && r.showChangeReason !== false)?.changeReasonId ?? null;
}
