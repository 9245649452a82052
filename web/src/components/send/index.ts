export { SendDialog } from './SendDialog';
export { SendReport } from './SendReport';
export { useSendFeedback } from './useSendFeedback';
