import '../widgets.css';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../lib/i18n';

/** The messages in the reader's language: a known English text (a shared schema's, the server's) is translated. */
function useShown(messages: readonly string[]): string[] {
  const { t } = useTranslation();
  return messages.map((m) => translateMessage(t, m));
}

/** The messages of one field, under it; `id` lets the input point at them (aria-describedby). */
export function FieldError({ id, messages: given }: { id: string; messages: readonly string[] }) {
  const messages = useShown(given);
  if (!messages.length) return null;
  return (
    <small id={id} className="p-error field-error" role="alert">
      {messages.join(' ')}
    </small>
  );
}

/** The messages of the form as a whole (a 409's text, a failed call), above its buttons. */
export function FormMessages({
  messages: given,
  children,
}: {
  messages: readonly string[];
  children?: React.ReactNode;
}) {
  const messages = useShown(given);
  if (!messages.length) return null;
  return (
    <Message
      severity="error"
      className="form-messages"
      role="alert"
      content={
        <div>
          {messages.length === 1 ? (
            <span>{messages[0]}</span>
          ) : (
            <ul>
              {messages.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          )}
          {children}
        </div>
      }
    />
  );
}
