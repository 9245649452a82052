/** One comment of a version's thread as the screen shows it, with its replies. */
export interface ThreadComment {
  id: string;
  parentId: string | null;
  message: string;
  authorName: string;
  createdAt: string;
  /** The author may edit and delete it (and an old version's thread is read-only for everyone). */
  mine: boolean;
  files: ThreadFile[];
  replies: ThreadComment[];
}

export interface ThreadFile {
  key: string;
  name: string;
}

/** What the composer sends: a new comment, a reply (parentId), or an edit of an existing one (messageId). */
export interface CommentDraft {
  action: 'Create' | 'Edit';
  message: string;
  parentId: string | null;
  messageId: string | null;
  sendEmail: boolean;
  files: File[];
}

/** How many comments a thread holds, replies included. */
export const countComments = (comments: readonly ThreadComment[]): number =>
  comments.reduce((sum, c) => sum + 1 + countComments(c.replies), 0);

/** A comment can be posted only when its message is not empty and it is not being saved (spec 03, section 5). */
export const canPost = (message: string, saving: boolean) => message.trim().length > 0 && !saving;
