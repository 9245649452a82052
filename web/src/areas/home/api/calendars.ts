import { useRoute } from '../../../lib/useRoute';

/** The user's programs in a date range, laid out in rows without overlap (`campaigns/my-campaigns-calendar`). */
export const useMyCalendar = (from: string, to: string) =>
  useRoute('campaigns.myCalendar', { query: { from, to } }, { keepPreviousData: true });

/** Active campaign themes in the range: the timeline's overlays (`campaigns/calendar`). */
export const useThemeOverlays = (from: string, to: string, shown: boolean) =>
  useRoute('campaigns.calendar', shown ? { query: { from, to } } : null, { keepPreviousData: true });
