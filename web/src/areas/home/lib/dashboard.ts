import type { RouteResult } from '../../../lib/api';

type BrandRow = RouteResult<'brands.summary'>['brands'][number];
type Notification = RouteResult<'notifications.mine'>['items'][number];

/** The figures a brand's bars show, in cents, in the order drawn. */
export const budgetFigures = ['allocTotalCents', 'plannedTotalCents', 'committedTotalCents', 'invoicedCents'] as const;

/**
 * The brands the budget card shows: those with anything allocated or planned, the most planned first (then the
 * most allocated), at most `shown`; and the largest figure among them, the bars' full width.
 */
export function topBrands(brands: readonly BrandRow[], shown: number) {
  const top = brands
    .filter((b) => b.allocTotalCents > 0 || b.plannedTotalCents > 0)
    .sort(
      (a, b) =>
        b.plannedTotalCents - a.plannedTotalCents ||
        b.allocTotalCents - a.allocTotalCents ||
        a.brandName.localeCompare(b.brandName),
    )
    .slice(0, shown);
  const scale = Math.max(1, ...top.flatMap((b) => budgetFigures.map((f) => b[f])));
  return { top, scale };
}

/** A bar's width in percent of the scale (a visible sliver for anything above zero). */
export const barWidth = (cents: number, scale: number) =>
  cents <= 0 ? 0 : Math.max(1, Math.round((cents / scale) * 1000) / 10);

/** Where a notification leads: its request, else its program, else the messages page. */
export const notificationLink = (n: Pick<Notification, 'programId' | 'requestId'>) =>
  n.requestId ? `/communicationrequest/${n.requestId}` : n.programId ? `/programdetails/${n.programId}` : '/messages';
