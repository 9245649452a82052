import '../widgets.css';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { Toast } from 'primereact/toast';
import { createContext, useContext, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../lib/i18n';
import { MESSAGE_LIFE_MS, messagesOfError, messagesToShow, toastSeverity, type MessageLists } from './messages';

export interface MessageBox {
  /** Shows server error lists by type, one message per type that has text. */
  show(lists: MessageLists, options?: { importErrors?: boolean }): void;
  danger(messages: string | readonly string[]): void;
  success(messages: string | readonly string[]): void;
  warning(messages: string | readonly string[]): void;
  /** A failed call: the API's own texts (spec wording), or 'Unexpected error occured'. */
  error(error: unknown): void;
  /** The per-row errors of an import, kept on screen for 30 s. */
  importErrors(messages: readonly string[]): void;
  /**
   * One message with its own title above its text (the spec's 'Added favorite' / 'Successfully added as a
   * favorite'), instead of the kind's title; kept as long as its kind's messages.
   */
  titled(kind: 'danger' | 'success' | 'warning', title: string, detail: string): void;
  /** One notification kept on screen as long as its feature says (the voice commands' 2, 5 and 8 s). */
  notify(kind: 'danger' | 'success' | 'warning' | 'info', message: string, lifeMs: number): void;
}

const MessageBoxContext = createContext<MessageBox | null>(null);
const list = (messages: string | readonly string[]) => (typeof messages === 'string' ? [messages] : messages);

/**
 * The app's message box: a PrimeReact Toast behind a context, plus the one ConfirmDialog host that
 * `useConfirm()` talks to. Mounted once by the app, around the router.
 */
export function MessageBoxProvider({ children }: { children: ReactNode }) {
  const toast = useRef<Toast>(null);
  const { t } = useTranslation();
  const tRef = useRef(t);
  tRef.current = t;

  const box = useMemo<MessageBox>(() => {
    const show: MessageBox['show'] = (lists, options) => {
      const specs = messagesToShow(lists, options).map((spec) => ({
        ...spec,
        // The spec's own texts (already English from the API client) in the user's language; server texts as they came.
        messages: spec.messages.map((m) => translateMessage(tRef.current, m)),
      }));
      if (specs.length === 0) return;
      toast.current?.show(
        specs.map((spec) => ({
          severity: toastSeverity[spec.kind],
          summary: tRef.current(`widgets.messageBox.${spec.kind}`),
          detail:
            spec.messages.length === 1 ? (
              spec.messages[0]
            ) : (
              <ul className="message-box-list">
                {spec.messages.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            ),
          life: spec.life,
        })),
      );
    };
    return {
      show,
      danger: (messages) => show({ danger: list(messages) }),
      success: (messages) => show({ success: list(messages) }),
      warning: (messages) => show({ warning: list(messages) }),
      error: (error) => show({ danger: messagesOfError(error) }),
      importErrors: (messages) => show({ danger: messages }, { importErrors: true }),
      titled: (kind, title, detail) =>
        toast.current?.show({
          severity: toastSeverity[kind],
          summary: translateMessage(tRef.current, title),
          detail: translateMessage(tRef.current, detail),
          life: MESSAGE_LIFE_MS[kind],
        }),
      notify: (kind, message, lifeMs) =>
        toast.current?.show({
          severity: kind === 'info' ? 'info' : toastSeverity[kind],
          summary: tRef.current(`widgets.messageBox.${kind}`),
          detail: translateMessage(tRef.current, message),
          life: lifeMs,
        }),
    };
  }, []);

  return (
    <MessageBoxContext.Provider value={box}>
      {children}
      <Toast ref={toast} position="top-right" />
      <ConfirmDialog />
    </MessageBoxContext.Provider>
  );
}

/** The message box of the app (needs `MessageBoxProvider` above). */
export function useMessageBox(): MessageBox {
  const box = useContext(MessageBoxContext);
  if (!box) throw new Error('useMessageBox needs a MessageBoxProvider above it');
  return box;
}
