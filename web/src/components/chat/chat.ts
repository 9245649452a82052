/** One message of a chat thread as the chat panel shows it, with its replies. */
export interface ChatMessage {
  id: string;
  parentId: string | null;
  text: string;
  authorName: string;
  createdAt: string;
  /** When its author last changed it; null when never. */
  editedAt: string | null;
  /** The author may edit and delete it (a read-only thread offers neither). */
  mine: boolean;
  files: ChatFile[];
  replies: ChatMessage[];
}

/** An attachment: its storage key (asked for a short-lived link when downloaded) and its name. */
export interface ChatFile {
  key: string;
  name: string;
}

/** What the composer sends: a new message, a reply (parentId), or an edit of one's own (messageId). */
export interface ChatDraft {
  action: 'create' | 'edit';
  text: string;
  parentId: string | null;
  messageId: string | null;
  /** The panel's notify option (e.g. 'send e-mail'), on by default; false when the panel offers none. */
  notify: boolean;
  /** Files to attach (to a new message, or added to an edited one). */
  files: File[];
}

/** How far one attachment's upload has come. */
export type ChatUploadProgress = (file: File, loaded: number, total: number) => void;

/** How many messages a thread holds, replies included. */
export const countMessages = (messages: readonly ChatMessage[]): number =>
  messages.reduce((sum, m) => sum + 1 + countMessages(m.replies), 0);

/** A message can be posted only when it is not empty and it is not being saved (spec 03, section 5). */
export const canPost = (text: string, saving: boolean) => text.trim().length > 0 && !saving;

/**
 * A message longer than the host's limit (none: no limit), counted as the server does: without the spaces around
 * it.
 */
export const isTooLong = (text: string, maxLength: number | undefined) =>
  maxLength !== undefined && text.trim().length > maxLength;
