export { SendDialog } from './SendDialog';
export { SendReport, type SendReportData } from './SendReport';
export { useSendFeedback } from './useSendFeedback';
