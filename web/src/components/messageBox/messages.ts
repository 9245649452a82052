import { ApiError } from '../../lib/api';
import { httpMessages } from '../../../../shared/messages';

/** The message box's kinds (spec 01, section 8): danger, success, warning. */
type MessageKind = 'danger' | 'success' | 'warning';

/** How long a message stays (spec 01, section 8): 5 s by default, success 10 s, import errors 30 s. */
export const MESSAGE_LIFE_MS = { danger: 5_000, warning: 5_000, success: 10_000, importErrors: 30_000 } as const;

/** Server error lists gathered by type, as the message box shows them. */
export type MessageLists = Partial<Record<MessageKind, readonly string[]>>;

export interface MessageSpec {
  kind: MessageKind;
  messages: string[];
  life: number;
}

/** One message per kind that has text, danger first; an import's errors stay 30 s. */
export function messagesToShow(lists: MessageLists, options: { importErrors?: boolean } = {}): MessageSpec[] {
  const order: MessageKind[] = ['danger', 'warning', 'success'];
  return order.flatMap((kind) => {
    const messages = (lists[kind] ?? []).map((m) => m.trim()).filter(Boolean);
    if (messages.length === 0) return [];
    const life = options.importErrors && kind !== 'success' ? MESSAGE_LIFE_MS.importErrors : MESSAGE_LIFE_MS[kind];
    return [{ kind, messages: [...new Set(messages)], life }];
  });
}

/**
 * The texts a failure shows: an API error's own (already the spec's wording, field messages included), else the
 * spec's catch-all for transport failures on screens.
 */
export function messagesOfError(error: unknown): string[] {
  if (error instanceof ApiError) return error.messages.length ? error.messages : [httpMessages.unexpectedError];
  return [httpMessages.unexpectedError];
}

export const toastSeverity = { danger: 'error', warning: 'warn', success: 'success' } as const;
