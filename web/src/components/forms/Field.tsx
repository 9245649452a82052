import { Checkbox } from 'primereact/checkbox';
import type { ReactNode } from 'react';
import { FieldError } from './FieldError';

/** What a field hands its input: the id, whether it shows as invalid, and the ids that describe it. */
export interface FieldInput {
  id: string;
  invalid: boolean;
  describedBy: string;
}

/**
 * One field of a form: its label (with the required mark), the input, an optional help text and the field's
 * messages under it. The input is given as a function of the field's `{ id, invalid, describedBy }`, so its
 * `id` (or `inputId`), `invalid` and `aria-describedby` always match the label and the messages.
 */
export function Field({
  id,
  label,
  required = false,
  messages,
  help,
  className = 'field',
  children,
}: {
  id: string;
  label: ReactNode;
  required?: boolean;
  messages: readonly string[];
  help?: ReactNode;
  className?: string;
  children: (input: FieldInput) => ReactNode;
}) {
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  return (
    <div className={className}>
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="required" aria-hidden>
            *
          </span>
        )}
      </label>
      {children({ id, invalid: messages.length > 0, describedBy: help ? `${errorId} ${helpId}` : errorId })}
      {help && <small id={helpId}>{help}</small>}
      <FieldError id={errorId} messages={messages} />
    </div>
  );
}

/** A yes/no field: the box, its label after it, and its messages. */
export function CheckboxField({
  id,
  label,
  checked,
  onChange,
  messages = [],
  className = 'field checkbox',
}: {
  id: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  messages?: readonly string[];
  className?: string;
}) {
  return (
    <div className={className}>
      <Checkbox inputId={id} checked={checked} onChange={(e) => onChange(e.checked === true)} />
      <label htmlFor={id}>{label}</label>
      <FieldError id={`${id}-error`} messages={messages} />
    </div>
  );
}
