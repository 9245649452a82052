import { Checkbox } from 'primereact/checkbox';
import { RadioButton } from 'primereact/radiobutton';
import { useTranslation } from 'react-i18next';
import {
  CONTACT_OPTIONS,
  CONTACT_TYPES,
  RECIPIENT_MODES,
  SECONDARY_RECIPIENTS,
  toggleSecondary,
  withContactType,
  type DeliveryContacts,
} from '../lib/contacts';

/**
 * Delivery contacts of a property theme (type 4): contact type (OwnerResident by default, Vendors, Other), the
 * secondary recipients of owner/resident deliveries, SupressEmailContacts and GenerateEmailReadyCopy, and single
 * or multiple recipients. Kept with the delivery information in the browser; the server has no contact model yet.
 */
export function DeliveryContactsFields(props: {
  value: DeliveryContacts;
  onChange: (value: DeliveryContacts) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { value, onChange, disabled } = props;
  return (
    <fieldset className="delivery-contacts" disabled={disabled}>
      <legend>{t('delivery.contacts.title')}</legend>
      <div role="radiogroup" aria-label={t('delivery.contacts.contactType')} className="delivery-choice-row">
        <span className="delivery-choice-label">{t('delivery.contacts.contactType')}</span>
        {CONTACT_TYPES.map((type) => (
          <span key={type} className="delivery-choice">
            <RadioButton
              inputId={`delivery-contact-${type}`}
              name="delivery-contact-type"
              value={type}
              checked={value.contactType === type}
              onChange={() => onChange(withContactType(value, type))}
              disabled={disabled}
            />
            <label htmlFor={`delivery-contact-${type}`}>{t(`delivery.contacts.types.${type}`)}</label>
          </span>
        ))}
      </div>
      {value.contactType === 'OwnerResident' && (
        <div role="group" aria-label={t('delivery.contacts.secondary')} className="delivery-choice-row">
          <span className="delivery-choice-label">{t('delivery.contacts.secondary')}</span>
          {SECONDARY_RECIPIENTS.map((recipient) => (
            <span key={recipient} className="delivery-choice">
              <Checkbox
                inputId={`delivery-secondary-${recipient}`}
                checked={value.secondaryRecipients.includes(recipient)}
                onChange={() => onChange(toggleSecondary(value, recipient))}
                disabled={disabled}
              />
              <label htmlFor={`delivery-secondary-${recipient}`}>
                {t(`delivery.contacts.secondaryRecipients.${recipient}`)}
              </label>
            </span>
          ))}
        </div>
      )}
      <div role="group" aria-label={t('delivery.contacts.options')} className="delivery-choice-row">
        <span className="delivery-choice-label">{t('delivery.contacts.options')}</span>
        {CONTACT_OPTIONS.map((option) => (
          <span key={option} className="delivery-choice">
            <Checkbox
              inputId={`delivery-option-${option}`}
              checked={value.options[option]}
              onChange={(e) => onChange({ ...value, options: { ...value.options, [option]: e.checked === true } })}
              disabled={disabled}
            />
            <label htmlFor={`delivery-option-${option}`}>{t(`delivery.contacts.optionNames.${option}`)}</label>
          </span>
        ))}
      </div>
      <div role="radiogroup" aria-label={t('delivery.contacts.recipients')} className="delivery-choice-row">
        <span className="delivery-choice-label">{t('delivery.contacts.recipients')}</span>
        {RECIPIENT_MODES.map((mode) => (
          <span key={mode} className="delivery-choice">
            <RadioButton
              inputId={`delivery-recipients-${mode}`}
              name="delivery-recipient-mode"
              value={mode}
              checked={value.recipientMode === mode}
              onChange={() => onChange({ ...value, recipientMode: mode })}
              disabled={disabled}
            />
            <label htmlFor={`delivery-recipients-${mode}`}>{t(`delivery.contacts.recipientModes.${mode}`)}</label>
          </span>
        ))}
      </div>
    </fieldset>
  );
}
