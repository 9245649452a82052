/**
 * Reports (`reporting`, spec 01: calls `reports/*`) and the dashboard (`dashboard`, calls `dashboard/*`): the
 * reports' charts (PrimeReact's Chart over Chart.js, loaded on first use) and tables, their .xlsx exports, and a
 * dashboard of report cards each user picks.
 */
export { DashboardPage } from './components/DashboardPage';
export { ReportingPage } from './components/ReportingPage';
