import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { useTranslation } from 'react-i18next';
import { addressFieldNames, deliveryMessages } from '../../../../../shared/delivery/rules';
import { useForm } from '../../../components/forms';
import { useMessageBox } from '../../../components/messageBox';
import { createShippingLocation, type NewLocationBody } from '../api/shippingLocations';
import { addressFailure, addressFormErrors, validAddressOr } from '../lib/addressForm';
import { useDeliveryText } from '../lib/specText';
import { AddressFields, addressBodyOf, emptyAddress, type AddressValues } from './AddressFields';

/**
 * Create New Location: the address fields, saveToAddressBook shown disabled and true (every new location goes to
 * the address book), and 'Save New Location'. With a program, the new location is selected for it at once.
 */
export function LocationForm(props: {
  programId: number;
  retailerId: number | null;
  disabled?: boolean;
  onCreated?: () => void;
}) {
  const { t } = useTranslation();
  const { spec, message } = useDeliveryText();
  const box = useMessageBox();
  const form = useForm<AddressValues>({
    initial: emptyAddress(),
    fieldNames: addressFieldNames,
    check: (values) => validAddressOr(addressFormErrors({ ...values }, 'create')),
    onInvalid: () => box.danger(spec('locationInvalid')),
    // What the user typed stays; the server's messages sit beside their fields and in the message box.
    failureErrors: (error) => addressFailure(error).form,
  });

  const save = async (event: React.FormEvent) => {
    const created = await form.submit(event, async () => {
      const body: NewLocationBody = {
        ...addressBodyOf(form.values),
        saveToAddressBook: true,
        ...(props.programId > 0 ? {} : { retailerId: props.retailerId ?? undefined }),
      };
      try {
        await createShippingLocation(props.programId, body);
      } catch (error) {
        box.danger([
          spec('locationRejected'),
          ...addressFailure(error)
            .messages.filter((m) => m !== deliveryMessages.locationRejected)
            .map(message),
        ]);
        throw error;
      }
    });
    if (created) {
      form.reset(emptyAddress());
      box.success(spec('locationAdded'));
      props.onCreated?.();
    }
  };
  const { values, errors, saving, change } = form;

  return (
    <form className="delivery-create-form" onSubmit={save} noValidate aria-label={t('delivery.create.title')}>
      <h3>{t('delivery.create.title')}</h3>
      <AddressFields
        idPrefix="delivery-new"
        values={values}
        onChange={change}
        errors={errors}
        variant="create"
        disabled={props.disabled || saving}
      />
      <div className="delivery-checkbox">
        <Checkbox inputId="delivery-new-saveToAddressBook" checked disabled />
        <label htmlFor="delivery-new-saveToAddressBook">{t('delivery.create.saveToAddressBook')}</label>
      </div>
      <div className="delivery-actions">
        <Button
          type="submit"
          label={saving ? t('delivery.create.saving') : t('delivery.create.save')}
          icon="pi pi-save"
          loading={saving}
          disabled={props.disabled || saving}
        />
      </div>
    </form>
  );
}
