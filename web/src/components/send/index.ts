export { SendDialog } from './SendDialog';
export { useSendFeedback } from './useSendFeedback';
