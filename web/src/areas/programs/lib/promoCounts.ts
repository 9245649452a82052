import { promoBuckets, type PromoStatus } from '../../../../../shared/programs/promoCodes';

/** The six bucket counts of one program's requests (the page's counters count what its table shows). */
export function promoCountsOf(promos: readonly { status: string }[]): Record<PromoStatus, number> {
  const counts = Object.fromEntries(promoBuckets.map((b) => [b, 0])) as Record<PromoStatus, number>;
  for (const promo of promos) if (promo.status in counts) counts[promo.status as PromoStatus] += 1;
  return counts;
}
