export { MessageBoxProvider, useMessageBox } from './MessageBoxProvider';
export { messagesOfError } from './messages';
export { useBusyAction } from './useBusyAction';
