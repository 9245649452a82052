export { ChatPanel } from './ChatPanel';
export type { ChatDraft, ChatMessage, ChatUploadProgress } from './chat';
