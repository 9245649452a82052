import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../components/dialog';
import { noErrors, withoutField, type FormErrors } from '../../../components/forms';
import { useConfirm } from '../../../components/confirm';
import { useMessageBox } from '../../../components/messageBox';
import { PageSpinner } from '../../../components/PageSpinner';
import { deleteShippingLocation, selectLocation, updateShippingLocation, useShippingLocation } from '../api/shippingLocations';
import { addressFailure, addressFormErrors } from '../lib/addressForm';
import { useDeliveryText } from '../lib/specText';
import { AddressFields, addressBodyOf, addressValuesOf, type AddressValues } from './AddressFields';

export interface EditAddressTarget {
  id: string;
  /** Selected for the program: removing it unselects it first, saving it refreshes the program's copy of its text. */
  selected: boolean;
}

/**
 * The Edit Address modal (spec 02, section 2): the address as stored now, Delete (after 'Are you sure you want
 * to remove this address?', Cancel/Yes), Close and Save. Only state and country are enforced on save.
 */
export function EditAddressDialog(props: { target: EditAddressTarget | null; programId: number; onHide: () => void; onChanged: () => void }) {
  const { t } = useTranslation();
  const { spec, message } = useDeliveryText();
  const box = useMessageBox();
  const confirm = useConfirm();
  const { target, programId } = props;
  const stored = useShippingLocation(target?.id ?? null);
  const [values, setValues] = useState<AddressValues | null>(null);
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [busy, setBusy] = useState<'saving' | 'deleting' | null>(null);

  // The form starts from the address as read now (not an older cached copy), once per opening.
  useEffect(() => {
    setValues(null);
    setErrors(noErrors);
  }, [target?.id]);
  useEffect(() => {
    if (target && values === null && stored.data && !stored.isValidating) setValues(addressValuesOf(stored.data));
  }, [target, values, stored.data, stored.isValidating]);

  const change = (field: keyof AddressValues, value: string) => {
    setValues((current) => (current ? { ...current, [field]: value } : current));
    setErrors((current) => withoutField(current, field));
  };

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!target || !values) return;
    const found = addressFormErrors({ ...values }, 'edit');
    if (Object.keys(found.fields).length) {
      setErrors(found);
      box.danger(spec('locationInvalid'));
      return;
    }
    setBusy('saving');
    try {
      await updateShippingLocation(target.id, addressBodyOf(values));
      // The program keeps its own copy of the location's text: selecting it again refreshes that copy.
      if (target.selected && programId > 0) await selectLocation(programId, target.id, 'add');
      await stored.mutate();
      box.success(spec('locationUpdated'));
      props.onChanged();
      props.onHide();
    } catch (error) {
      const failure = addressFailure(error);
      setErrors(failure.form);
      box.danger([spec('locationRejected'), ...failure.messages.map(message)]);
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    if (!target) return;
    const yes = await confirm({ message: spec('removeAddressConfirm'), acceptLabel: t('delivery.edit.yes'), rejectLabel: t('delivery.edit.cancel'), danger: true });
    if (!yes) return;
    setBusy('deleting');
    try {
      // Unselected first: the program may only point at locations that are in the address book.
      if (target.selected && programId > 0) await selectLocation(programId, target.id, 'delete');
      await deleteShippingLocation(target.id);
      box.success(t('delivery.edit.removed'));
      props.onChanged();
      props.onHide();
    } catch (error) {
      box.error(error);
    } finally {
      setBusy(null);
    }
  };

  const footer = (
    <div className="delivery-dialog-footer">
      <Button type="button" label={t('delivery.edit.delete')} icon="pi pi-trash" severity="danger" outlined onClick={remove} loading={busy === 'deleting'} disabled={!values || busy !== null} />
      <span className="delivery-spacer" />
      <Button type="button" label={t('delivery.edit.close')} text onClick={props.onHide} disabled={busy !== null} />
      <Button type="submit" form="delivery-edit-address" label={busy === 'saving' ? t('delivery.edit.saving') : t('delivery.edit.save')} icon="pi pi-save" loading={busy === 'saving'} disabled={!values || busy !== null} />
    </div>
  );

  return (
    <AppDialog header={t('delivery.edit.title')} visible={target !== null} onHide={props.onHide} footer={footer} style={{ width: 'min(56rem, 95vw)' }} closable={busy === null}>
      {stored.error ? (
        <Message severity="error" text={message(stored.error.message)} />
      ) : !values ? (
        <PageSpinner />
      ) : (
        <form id="delivery-edit-address" onSubmit={save} noValidate>
          <AddressFields idPrefix="delivery-edit" values={values} onChange={change} errors={errors} variant="edit" disabled={busy !== null} />
        </form>
      )}
    </AppDialog>
  );
}
