export { MessageBoxProvider, useMessageBox, type MessageBox } from './MessageBoxProvider';
export { MESSAGE_LIFE_MS, messagesOfError, messagesToShow, type MessageKind, type MessageLists } from './messages';
