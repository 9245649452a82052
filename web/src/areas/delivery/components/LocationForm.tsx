import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deliveryMessages } from '../../../../../shared/delivery/rules';
import { noErrors, withoutField, type FormErrors } from '../../../components/forms';
import { useMessageBox } from '../../../components/messageBox';
import { createShippingLocation, type NewLocationBody } from '../api/shippingLocations';
import { addressFailure, addressFormErrors } from '../lib/addressForm';
import { useDeliveryText } from '../lib/specText';
import { AddressFields, addressBodyOf, emptyAddress, type AddressValues } from './AddressFields';

/**
 * Create New Location: the address fields, saveToAddressBook shown disabled and true (every new location goes to
 * the address book), and 'Save New Location'. With a program, the new location is selected for it at once.
 */
export function LocationForm(props: { programId: number; retailerId: number | null; disabled?: boolean; onCreated?: () => void }) {
  const { t } = useTranslation();
  const { spec, message } = useDeliveryText();
  const box = useMessageBox();
  const [values, setValues] = useState<AddressValues>(emptyAddress);
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [saving, setSaving] = useState(false);

  const change = (field: keyof AddressValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutField(current, field));
  };

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = addressFormErrors({ ...values }, 'create');
    if (Object.keys(found.fields).length) {
      setErrors(found);
      box.danger(spec('locationInvalid'));
      return;
    }
    setSaving(true);
    try {
      const body: NewLocationBody = { ...addressBodyOf(values), saveToAddressBook: true, ...(props.programId > 0 ? {} : { retailerId: props.retailerId ?? undefined }) };
      await createShippingLocation(props.programId, body);
      setValues(emptyAddress());
      setErrors(noErrors);
      box.success(spec('locationAdded'));
      props.onCreated?.();
    } catch (error) {
      // What the user typed stays; the server's messages sit beside their fields and in the message box.
      const failure = addressFailure(error);
      setErrors(failure.form);
      box.danger([spec('locationRejected'), ...failure.messages.filter((m) => m !== deliveryMessages.locationRejected).map(message)]);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="delivery-create-form" onSubmit={save} noValidate aria-label={t('delivery.create.title')}>
      <h3>{t('delivery.create.title')}</h3>
      <AddressFields idPrefix="delivery-new" values={values} onChange={change} errors={errors} variant="create" disabled={props.disabled || saving} />
      <div className="delivery-checkbox">
        <Checkbox inputId="delivery-new-saveToAddressBook" checked disabled />
        <label htmlFor="delivery-new-saveToAddressBook">{t('delivery.create.saveToAddressBook')}</label>
      </div>
      <div className="delivery-actions">
        <Button type="submit" label={saving ? t('delivery.create.saving') : t('delivery.create.save')} icon="pi pi-save" loading={saving} disabled={props.disabled || saving} />
      </div>
    </form>
  );
}
