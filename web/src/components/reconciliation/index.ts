export { ReconciliationBody, SaveRefreshButton, useInvoiceAssignment } from './ReconciliationView';
