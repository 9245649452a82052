import type { ReportId } from '../api';

/**
 * The reports a user keeps on their dashboard, remembered per user in the browser (Factory Reset clears it, as
 * the spec's 'saved widgets'); null until they choose.
 */
const key = (userId: string) => `dashboard_cards_${userId}`;

export function readDashboardChoice(userId: string, known: readonly string[]): ReportId[] | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(key(userId)) ?? 'null');
    if (!Array.isArray(stored)) return null;
    return stored.filter((id): id is ReportId => typeof id === 'string' && known.includes(id));
  } catch {
    return null;
  }
}

export function storeDashboardChoice(userId: string, reports: readonly ReportId[]) {
  localStorage.setItem(key(userId), JSON.stringify(reports));
}
