import '../widgets.css';
import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { InputText } from 'primereact/inputtext';
import { OverlayPanel } from 'primereact/overlaypanel';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dateValueFromText,
  isInvalidDateValue,
  isoOfLocalDate,
  localDateOf,
  textFromDateValue,
  type DateInputValue,
} from './dateValue';

export interface DateInputProps {
  /** An ISO date, nothing, or typed text that is not a date. */
  value: DateInputValue | undefined;
  onChange: (value: DateInputValue) => void;
  inputId?: string;
  invalid?: boolean;
  disabled?: boolean;
  /**
   * Shows 'Invalid date format' under the input for text that is not a date (spec 01, section 5). A form that
   * already shows its field's messages turns this off.
   */
  showInvalidMessage?: boolean;
  /** The earliest ISO date the calendar offers (typed dates are checked by the form's rules). */
  min?: string;
  'aria-describedby'?: string;
}

/** A date typed as MM/DD/YYYY, or picked from a calendar; the value travels as an ISO date. */
export function DateInput(props: DateInputProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => textFromDateValue(props.value));
  const [touched, setTouched] = useState(false);
  const picker = useRef<OverlayPanel>(null);

  // A value set from outside (a record loaded, a form reset) replaces the text unless it means the same.
  useEffect(() => {
    setText((current) =>
      dateValueFromText(current) === (props.value ?? null) ? current : textFromDateValue(props.value),
    );
  }, [props.value]);

  const invalid = isInvalidDateValue(props.value);
  const showMessage = (props.showInvalidMessage ?? true) && invalid && touched;
  const messageId = props.inputId ? `${props.inputId}-date-error` : undefined;

  return (
    <div className="date-input">
      <div className="p-inputgroup">
        <InputText
          id={props.inputId}
          value={text}
          placeholder={t('widgets.date.placeholder')}
          onChange={(e) => {
            setText(e.target.value);
            props.onChange(dateValueFromText(e.target.value));
          }}
          onBlur={() => setTouched(true)}
          invalid={props.invalid || invalid}
          disabled={props.disabled}
          maxLength={10}
          inputMode="numeric"
          aria-describedby={
            [props['aria-describedby'], showMessage ? messageId : undefined].filter(Boolean).join(' ') || undefined
          }
        />
        <Button
          type="button"
          icon="pi pi-calendar"
          outlined
          disabled={props.disabled}
          aria-label={t('widgets.date.pick')}
          onClick={(e) => picker.current?.toggle(e)}
        />
      </div>
      <OverlayPanel ref={picker}>
        <Calendar
          inline
          value={localDateOf(props.value)}
          minDate={localDateOf(props.min) ?? undefined}
          onChange={(e) => {
            if (e.value instanceof Date) {
              const iso = isoOfLocalDate(e.value);
              setText(textFromDateValue(iso));
              props.onChange(iso);
              setTouched(true);
              picker.current?.hide();
            }
          }}
        />
      </OverlayPanel>
      {showMessage && (
        <small id={messageId} className="p-error">
          {t('spec.validation.invalidDate')}
        </small>
      )}
    </div>
  );
}
