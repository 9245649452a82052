import { InputText } from 'primereact/inputtext';
import { useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from '../../../../../shared/zod';
import { useDebouncedValue } from '../../../components/dataTable';
import { useRecipientSuggestions } from '../api/assetLinks';
import { addRecipients, suggestionsToOffer } from './recipients';

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
 * leaving the field; one that is not an e-mail stays, marked, until it is corrected or removed. While the user
 * types, the product's users whose e-mail or name holds the text are suggested under the field (searched on the
 * server, `users/email-list`): a click, or the arrow keys and Enter, takes one; any other address is still taken
 * as typed.
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
  const [focused, setFocused] = useState(false);
  const [highlighted, setHighlighted] = useState(-1);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const typed = useDebouncedValue(pending.trim(), 250);
  const found = useRecipientSuggestions(focused && !disabled && typed ? typed : null);
  const suggestions =
    focused && pending.trim() && dismissed !== pending ? suggestionsToOffer(found.data?.items, value, pending) : [];
  const open = suggestions.length > 0;
  const listId = `${inputId}-suggestions`;
  const optionId = (index: number) => `${listId}-${index}`;
  const active = open && highlighted >= 0 && highlighted < suggestions.length ? highlighted : -1;

  const take = (text: string) => {
    setHighlighted(-1);
    onChange(addRecipients(value, text), '');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      const last = suggestions.length - 1;
      if (event.key === 'ArrowDown') setHighlighted(active >= last ? 0 : active + 1);
      else setHighlighted(active <= 0 ? last : active - 1);
      return;
    }
    if (open && event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setDismissed(pending);
      return;
    }
    if (active >= 0 && event.key === 'Enter') {
      event.preventDefault();
      take(suggestions[active].email);
      return;
    }
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
        onChange={(e) => {
          setHighlighted(-1);
          onChange(value, e.target.value);
        }}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          if (pending.trim()) take(pending);
        }}
        placeholder={value.length ? '' : t('assets.email.toPlaceholder')}
        disabled={disabled}
        invalid={invalid}
        aria-describedby={describedBy}
        autoComplete="off"
        aria-autocomplete="list"
        aria-controls={open ? listId : undefined}
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        maxLength={2000}
      />
      {open && (
        <ul id={listId} role="listbox" className="recipient-suggestions" aria-label={t('assets.email.suggestions')}>
          {suggestions.map((user, index) => (
            <li
              key={user.email}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={index === active ? 'recipient-suggestion active' : 'recipient-suggestion'}
              // Keeps the focus in the field, so leaving it does not take the half-typed text first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => take(user.email)}
            >
              <span className="recipient-suggestion-email">{user.email}</span>
              {user.name && <span className="recipient-suggestion-name">{user.name}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
