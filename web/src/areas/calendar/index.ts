export { EventsCalendarPage, MyPlannerPage } from './components/CalendarPage';
