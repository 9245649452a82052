import { useRoute } from '../../../lib/useRoute';

/** The events of a window (`campaigns/events-calendar`): everyone's in the user's retailers, or the user's own. */
export const useCalendarEvents = (from: string, to: string, mine: boolean) =>
  useRoute(
    'campaigns.eventsCalendar',
    { query: { from, to, mine: mine ? 'true' : 'false' } },
    { keepPreviousData: true },
  );
