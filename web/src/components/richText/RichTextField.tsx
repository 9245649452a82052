import { FieldError } from '../forms';
import { RichTextEditor } from './RichTextEditor';

/** A labelled rich-text field (the editor is not an input, so its label names it by id) with its messages. */
export function RichTextField({
  id,
  label,
  required = false,
  value,
  onChange,
  maxLength,
  messages,
  disabled,
}: {
  id: string;
  label: string;
  required?: boolean;
  value: string;
  onChange: (html: string) => void;
  maxLength: number;
  messages: readonly string[];
  disabled?: boolean;
}) {
  return (
    <div className="field">
      <span className="field-label" id={`${id}-label`}>
        {label}
        {required && (
          <span className="required" aria-hidden>
            *
          </span>
        )}
      </span>
      <RichTextEditor
        id={id}
        labelledBy={`${id}-label`}
        value={value}
        onChange={onChange}
        maxLength={maxLength}
        invalid={messages.length > 0}
        disabled={disabled}
        aria-describedby={`${id}-error`}
      />
      <FieldError id={`${id}-error`} messages={messages} />
    </div>
  );
}
