import '../widgets.css';
import { Message } from 'primereact/message';

/** The messages of one field, under it; `id` lets the input point at them (aria-describedby). */
export function FieldError({ id, messages }: { id: string; messages: readonly string[] }) {
  if (!messages.length) return null;
  return (
    <small id={id} className="p-error field-error" role="alert">
      {messages.join(' ')}
    </small>
  );
}

/** The messages of the form as a whole (a 409's text, a failed call), above its buttons. */
export function FormMessages({ messages, children }: { messages: readonly string[]; children?: React.ReactNode }) {
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
