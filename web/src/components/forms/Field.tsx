import { Checkbox } from 'primereact/checkbox';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
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

/** A text field: one line, or several (`rows`, growing with the text), with its label and messages. */
export function TextInputField({
  id,
  label,
  value,
  onChange,
  messages,
  required,
  help,
  className,
  rows,
  maxLength,
  disabled,
  autoComplete,
  type,
}: {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  messages: readonly string[];
  required?: boolean;
  help?: ReactNode;
  className?: string;
  /** Several lines: a textarea of this many rows. */
  rows?: number;
  maxLength?: number;
  disabled?: boolean;
  autoComplete?: string;
  type?: 'text' | 'email' | 'tel';
}) {
  return (
    <Field id={id} label={label} required={required} messages={messages} help={help} className={className}>
      {(f) => {
        const input = {
          id: f.id,
          value,
          maxLength,
          disabled,
          autoComplete,
          invalid: f.invalid,
          'aria-describedby': f.describedBy,
        };
        return rows ? (
          <InputTextarea {...input} onChange={(e) => onChange(e.target.value)} rows={rows} autoResize />
        ) : (
          <InputText {...input} type={type} onChange={(e) => onChange(e.target.value)} />
        );
      }}
    </Field>
  );
}
