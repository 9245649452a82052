import { useSyncExternalStore } from 'react';

const QUARTERS = ['q1', 'q2', 'q3', 'q4'] as const;
export type QuarterKey = (typeof QUARTERS)[number];
export type QuarterPercents = Record<QuarterKey, number>;

/** The split a changed allocation gets unless Review Quarterly Breakout sets another (spec 03: quarters total 100). */
export const DEFAULT_BREAKOUT: QuarterPercents = { q1: 25, q2: 25, q3: 25, q4: 25 };

/**
 * A typed total (cents) split by quarter percents, in whole cents: each quarter its share rounded down, the cents
 * left over to the last quarter, so the quarters always add up to the total shown beside them.
 */
export function quartersOfTotal(totalCents: number, percents: QuarterPercents): Record<QuarterKey, number> {
  const split = { q1: 0, q2: 0, q3: 0, q4: 0 };
  let given = 0;
  for (const q of QUARTERS.slice(0, 3)) {
    split[q] = Math.floor((totalCents * percents[q]) / 100);
    given += split[q];
  }
  split.q4 = totalCents - given;
  return split;
}

/**
 * The quarterly breakout being entered in Reason For Editing for a brand (null when the default split applies), so
 * the allocation page's quarter cells follow it while the panel is open.
 */
let entered: { brandId: number; percents: QuarterPercents } | null = null;
const listeners = new Set<() => void>();
export function setEnteredBreakout(value: { brandId: number; percents: QuarterPercents } | null) {
  entered = value;
  for (const listener of listeners) listener();
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
/** The breakout a changed row of the brand is shown with: the one being entered, else the default split. */
export function useShownBreakout(brandId: number): QuarterPercents {
  const value = useSyncExternalStore(subscribe, () => entered);
  return value && value.brandId === brandId ? value.percents : DEFAULT_BREAKOUT;
}
