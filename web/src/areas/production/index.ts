/**
 * Production processing (`productionprocessing`; spec 01 route table, spec 02 'Status and production'): approved
 * programs, what each manufacturer makes of them, production files (.xlsx) and job tickets (PDF), sending to
 * production, the tactics' order status and the customizations applied to production.
 */
export { ProductionPage } from './components/ProductionPage';
