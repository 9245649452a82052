import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../components/dialog';
import { FormMessages, useForm } from '../../../components/forms';
import { useConfirm } from '../../../components/confirm';
import { useMessageBox } from '../../../components/messageBox';
import { PageSpinner } from '../../../components/PageSpinner';
import { ApiError } from '../../../lib/api';
import {
  deleteShippingLocation,
  selectLocation,
  updateShippingLocation,
  useShippingLocation,
} from '../api/shippingLocations';
import { addressFieldNames } from '../../../../../shared/delivery/rules';
import { addressFailure, addressFormErrors, validAddressOr } from '../lib/addressForm';
import { useDeliveryText } from '../lib/specText';
import { AddressFields, addressBodyOf, addressValuesOf, emptyAddress, type AddressValues } from './AddressFields';

export interface EditAddressTarget {
  id: string;
  /** Selected for the program: removing it unselects it first, saving it refreshes the program's copy of its text. */
  selected: boolean;
}

/**
 * The Edit Address modal (spec 02, section 2): the address as stored now, Delete (after 'Are you sure you want
 * to remove this address?', Cancel/Yes), Close and Save. Only state and country are enforced on save. Save and
 * Delete go at the version the form read: after a 409 (someone saved it meanwhile) the form says so and Reload
 * shows the address as stored now; until then what was typed stays.
 */
export function EditAddressDialog(props: {
  target: EditAddressTarget | null;
  programId: number;
  onHide: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { spec, message } = useDeliveryText();
  const box = useMessageBox();
  const confirm = useConfirm();
  const { target, programId } = props;
  const stored = useShippingLocation(target?.id ?? null);
  const form = useForm<AddressValues>({
    initial: emptyAddress(),
    fieldNames: addressFieldNames,
    check: (values) => validAddressOr(addressFormErrors({ ...values }, 'edit')),
    onInvalid: () => box.danger(spec('locationInvalid')),
    failureErrors: (error) => addressFailure(error).form,
  });
  const [loaded, setLoaded] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // The version the form was read at, and a 409's messages (someone else saved or removed the address meanwhile).
  const [version, setVersion] = useState<number | null>(null);
  const [conflict, setConflict] = useState<string[] | null>(null);
  const busy = form.saving ? 'saving' : deleting ? 'deleting' : null;
  const values = loaded ? form.values : null;
  const { reset } = form;

  // The form starts from the address as read now (not an older cached copy), once per opening.
  useEffect(() => {
    setLoaded(false);
    setConflict(null);
    reset(emptyAddress());
  }, [target?.id, reset]);
  useEffect(() => {
    if (target && !loaded && stored.data && !stored.isValidating) {
      reset(addressValuesOf(stored.data));
      setVersion(stored.data.version);
      setLoaded(true);
    }
  }, [target, loaded, stored.data, stored.isValidating, reset]);

  const refused = (error: unknown) => {
    if (error instanceof ApiError && error.status === 409) setConflict(addressFailure(error).messages.map(message));
  };

  /** After a 409: the address as stored now (the user asked for it), at its version. */
  const reload = async () => {
    const fresh = await stored.mutate();
    setConflict(null);
    if (fresh) {
      reset(addressValuesOf(fresh));
      setVersion(fresh.version);
    }
  };

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!target || !values || version === null) return;
    setConflict(null);
    const saved = await form.submit(undefined, async () => {
      try {
        await updateShippingLocation(target.id, version, addressBodyOf(values));
        // The program keeps its own copy of the location's text: selecting it again refreshes that copy.
        if (target.selected && programId > 0) await selectLocation(programId, target.id, 'add');
        await stored.mutate();
      } catch (error) {
        box.danger([spec('locationRejected'), ...addressFailure(error).messages.map(message)]);
        refused(error);
        throw error;
      }
    });
    if (saved) {
      box.success(spec('locationUpdated'));
      props.onChanged();
      props.onHide();
    }
  };

  const remove = async () => {
    if (!target || version === null) return;
    const yes = await confirm({
      message: spec('removeAddressConfirm'),
      acceptLabel: t('delivery.edit.yes'),
      rejectLabel: t('delivery.edit.cancel'),
      danger: true,
    });
    if (!yes) return;
    setDeleting(true);
    setConflict(null);
    try {
      // Unselected first: the program may only point at locations that are in the address book.
      if (target.selected && programId > 0) await selectLocation(programId, target.id, 'delete');
      await deleteShippingLocation(target.id, version);
      box.success(t('delivery.edit.removed'));
      props.onChanged();
      props.onHide();
    } catch (error) {
      box.error(error);
      refused(error);
    } finally {
      setDeleting(false);
    }
  };

  const footer = (
    <div className="delivery-dialog-footer">
      <Button
        type="button"
        label={t('delivery.edit.delete')}
        icon="pi pi-trash"
        severity="danger"
        outlined
        onClick={remove}
        loading={busy === 'deleting'}
        disabled={!values || busy !== null}
      />
      <span className="delivery-spacer" />
      <Button type="button" label={t('delivery.edit.close')} text onClick={props.onHide} disabled={busy !== null} />
      <Button
        type="submit"
        form="delivery-edit-address"
        label={busy === 'saving' ? t('delivery.edit.saving') : t('delivery.edit.save')}
        icon="pi pi-save"
        loading={busy === 'saving'}
        disabled={!values || busy !== null}
      />
    </div>
  );

  return (
    <AppDialog
      header={t('delivery.edit.title')}
      visible={target !== null}
      onHide={props.onHide}
      footer={footer}
      style={{ width: 'min(56rem, 95vw)' }}
      closable={busy === null}
    >
      {stored.error ? (
        <Message severity="error" text={message(stored.error.message)} />
      ) : !values ? (
        <PageSpinner />
      ) : (
        <form id="delivery-edit-address" onSubmit={save} noValidate>
          <AddressFields
            idPrefix="delivery-edit"
            values={values}
            onChange={form.change}
            errors={form.errors}
            variant="edit"
            disabled={busy !== null}
          />
          {conflict && (
            <FormMessages messages={conflict}>
              <Button type="button" label={t('delivery.reload')} link onClick={() => void reload()} />
            </FormMessages>
          )}
        </form>
      )}
    </AppDialog>
  );
}
