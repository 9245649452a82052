export { ReconciliationView, useInvoiceAssignment } from './ReconciliationView';
