import { useRoute } from '../../../lib/useRoute';

/** Active campaign themes in a date range, laid out in rows without overlap (`campaigns/calendar`). */
export const useThemeCalendar = (from: string, to: string) =>
  useRoute('campaigns.calendar', { query: { from, to } }, { keepPreviousData: true });
