import { InputText } from 'primereact/inputtext';
import type { ClipboardEvent, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from '../../../../../shared/zod';
import { addRecipients } from './recipients';

const looksLikeEmail = (address: string) => z.string().check(z.email()).safeParse(address).success;

export interface RecipientsInputProps {
  inputId: string;
  /** The addresses taken so far, as chips. */
  value: string[];
  /** What is typed and not yet taken (kept with the form, so a failed send loses nothing). */
  pending: string;
  onChange: (value: string[], pending: string) => void;
  invalid?: boolean;
  disabled?: boolean;
  describedBy?: string;
}

/**
 * Several e-mail addresses as removable chips: an address is taken on Enter, comma, semicolon, space, paste or
 * leaving the field; one that is not an e-mail stays, marked, until it is corrected or removed.
 */
export function RecipientsInput({
  inputId,
  value,
  pending,
  onChange,
  invalid,
  disabled,
  describedBy,
}: RecipientsInputProps) {
  const { t } = useTranslation();
  const take = (text: string) => onChange(addRecipients(value, text), '');

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (['Enter', ',', ';', ' '].includes(event.key)) {
      if (!pending.trim()) {
        if (event.key === 'Enter') return;
        event.preventDefault();
        return;
      }
      event.preventDefault();
      take(pending);
    } else if (event.key === 'Backspace' && !pending && value.length) {
      onChange(value.slice(0, -1), '');
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text/plain');
    if (!/[\s,;]/.test(text.trim())) return;
    event.preventDefault();
    take(`${pending} ${text}`);
  };

  return (
    <div className={['recipients', invalid ? 'invalid' : '', disabled ? 'disabled' : ''].filter(Boolean).join(' ')}>
      <ul className="recipient-chips" aria-label={t('assets.email.recipients')}>
        {value.map((address) => {
          const ok = looksLikeEmail(address);
          return (
            <li
              key={address}
              className={ok ? 'recipient-chip' : 'recipient-chip bad'}
              title={ok ? undefined : t('assets.email.notAnEmail')}
            >
              {!ok && <i className="pi pi-exclamation-circle" aria-hidden />}
              <span>{address}</span>
              <button
                type="button"
                className="recipient-remove"
                onClick={() =>
                  onChange(
                    value.filter((a) => a !== address),
                    pending,
                  )
                }
                disabled={disabled}
                aria-label={t('assets.email.removeRecipient', { address })}
              >
                <i className="pi pi-times" aria-hidden />
              </button>
            </li>
          );
        })}
      </ul>
      <InputText
        id={inputId}
        type="text"
        inputMode="email"
        value={pending}
        onChange={(e) => onChange(value, e.target.value)}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        onBlur={() => pending.trim() && take(pending)}
        placeholder={value.length ? '' : t('assets.email.toPlaceholder')}
        disabled={disabled}
        invalid={invalid}
        aria-describedby={describedBy}
        autoComplete="email"
        maxLength={2000}
      />
    </div>
  );
}
