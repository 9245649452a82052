export {
  ReconciliationBody,
  reconciliationMessage,
  SaveRefreshButton,
  useInvoiceAssignment,
} from './ReconciliationView';
