/**
 * Communication request turnaround (the reports): how long requests take from creation to resolution, counted per
 * calendar month by the writes (a request's create counts where it was created, each resolve where it was
 * resolved, with the time since creation), so the report reads twelve small rows, never every request.
 */

/** The calendar year and month (1 to 12, UTC) of a moment. */
export function monthOf(iso: string): { year: number; month: number } {
  const at = new Date(iso);
  return { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1 };
}

/** Whole seconds from creation to resolution (never below zero). */
export const turnaroundSeconds = (createdAt: string, resolvedAt: string) =>
  Math.max(0, Math.round((Date.parse(resolvedAt) - Date.parse(createdAt)) / 1000));

/** One month's counts at one retailer, as the counters hold them. */
export interface TurnaroundCount {
  month: number;
  retailerId: number | null;
  created: number;
  resolved: number;
  turnaroundSeconds: number;
}

/** A month of the report: requests created and resolved, and the average days a resolved one took. */
export interface TurnaroundMonth {
  month: number;
  created: number;
  resolved: number;
  averageDays: number | null;
}

/** The twelve months of a year summed over the retailers shown (`retailers` null: every one). */
export function turnaroundByMonth(
  counts: readonly TurnaroundCount[],
  retailers: ReadonlySet<number> | null,
): TurnaroundMonth[] {
  const months = Array.from({ length: 12 }, (_, i) => ({ month: i + 1, created: 0, resolved: 0, seconds: 0 }));
  for (const c of counts) {
    if (retailers && (c.retailerId === null || !retailers.has(c.retailerId))) continue;
    const m = months[c.month - 1];
    if (!m) continue;
    m.created += c.created;
    m.resolved += c.resolved;
    m.seconds += c.turnaroundSeconds;
  }
  return months.map(({ month, created, resolved, seconds }) => ({
    month,
    created,
    resolved,
    averageDays: resolved ? Math.round((seconds / resolved / 86_400) * 10) / 10 : null,
  }));
}
