import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarToday } from '../../../../../shared/delivery/rules';
import { campaignThemeType, type ProgramThemeTypeId } from '../../../../../shared/reference/themeTypes';
import { ApiError } from '../../../lib/api';
import { useNavigateWhenDone } from '../../../lib/navigateWhenDone';
import { openSidePanel } from '../../../lib/sidePanel';
import { DateInput, type DateInputValue } from '../../../components/format';
import { FieldError, FormMessages, useFirstFresh, useForm, type FormErrors } from '../../../components/forms';
import { ReferenceLookup } from '../../../components/lookup';
import { messagesOfError, useMessageBox } from '../../../components/messageBox';
import { PageSpinner } from '../../../components/PageSpinner';
import { PlanningSteps } from '../../../components/steps';
import type { ShippingLocation } from '../api/addressBook';
import {
  saveDeliveryDate,
  saveDeliveryInformation,
  useDeliveryInformation,
  type DeliveryInformation,
} from '../api/deliveryInformation';
import { useDistribution } from '../api/distribution';
import { useProgramFacts } from '../api/programFacts';
import { selectAllMatches, selectLocation } from '../api/shippingLocations';
import type { DeliveryContacts } from '../lib/contacts';
import { browserTimeZone, checkBeforeSave, initialDeliveryDate, tomorrowOf } from '../lib/deliveryForm';
import { itemCountsOf } from '../lib/distribution';
import { clearTypedValues, draftOf, keepDraft } from '../lib/drafts';
import { useDeliveryText } from '../lib/specText';
import { AddressBook } from './AddressBook';
import { DeliveryContactsFields } from './DeliveryContactsFields';
import { EditAddressDialog, type EditAddressTarget } from './EditAddressDialog';
import { ImportLocationsDialog } from './ImportLocationsDialog';
import { LocationForm } from './LocationForm';
import { SelectedLocations } from './SelectedLocations';
import '../delivery.css';

type DeliveryView = 'addressBook' | 'create' | 'import' | null;

interface DeliveryValues {
  deliveryDate: DateInputValue;
  deliveryNotes: string;
  contacts: DeliveryContacts;
}

/** The item counts of the selected locations come from one page of the distribution (at most 100 rows). */
const DISTRIBUTION_LOCATION_LIMIT = 100;

export interface DeliveryPanelProps {
  /** The program; without one, the panel manages a retailer's address book only. */
  programId: number | null;
  initialView?: DeliveryView;
  /** Opened from campaigns: the date rule is not applied (spec 02, section 5). */
  fromCampaigns?: boolean;
  onClose: () => void;
}

/**
 * The delivery information panel (spec 02, section 2): retailer, delivery date, notes, the delivery contacts of a
 * property theme, Address Book / Create New Location / Import Locations, the selected locations, and Save (or
 * 'Save & Split Shipment' with more than one location), which then opens the distribution.
 */
export function DeliveryInformationPanel(props: DeliveryPanelProps) {
  const { t } = useTranslation();
  const { programId } = props;
  const info = useDeliveryInformation(programId);
  // The form starts from the information as stored now, not an older cached copy (its version matters).
  const first = useFirstFresh(info);
  const facts = useProgramFacts(programId);
  const [retailerId, setRetailerId] = useState<number | null>(null);

  if (!programId) {
    return (
      <div className="delivery-panel">
        <div className="delivery-field">
          <label htmlFor="delivery-retailer">{t('delivery.info.retailer')}</label>
          <ReferenceLookup
            kind="retailer"
            inputId="delivery-retailer"
            value={retailerId}
            onChange={(id) => setRetailerId(id === null ? null : Number(id))}
          />
        </div>
        <AddressBookOnly retailerId={retailerId} />
      </div>
    );
  }
  if (info.error && !first) return <LoadFailed error={info.error} retry={() => void info.mutate()} />;
  if (!first) return <PageSpinner />;
  return (
    <ProgramDelivery
      {...props}
      programId={programId}
      info={info.data ?? first}
      readVersion={first.version}
      reload={() => info.mutate()}
      themeTypeId={facts.program?.campaignThemeTypeId ?? null}
    />
  );
}

function LoadFailed({ error, retry }: { error: ApiError; retry: () => void }) {
  const { t } = useTranslation();
  const { spec, message } = useDeliveryText();
  return (
    <div className="delivery-panel">
      <FormMessages messages={[spec('loadFailed'), ...messagesOfError(error).map(message)]}>
        <Button type="button" label={t('delivery.retry')} link onClick={retry} />
      </FormMessages>
    </div>
  );
}

/** A retailer's address book without a program: search, page, create, edit and delete (also the `addressbook` screen). */
export function AddressBookOnly({ retailerId }: { retailerId: number | null }) {
  const [editing, setEditing] = useState<EditAddressTarget | null>(null);
  const revalidate = useRef<() => void>(() => undefined);
  const onReady = useCallback((fn: () => void) => {
    revalidate.current = fn;
  }, []);
  return (
    <>
      <AddressBook
        retailerId={retailerId}
        selectedIds={new Set()}
        canSelect={false}
        showEdit
        busyIds={new Set()}
        onSelect={async () => undefined}
        onEdit={(l) => setEditing({ id: l.id, selected: false })}
        onReady={onReady}
      />
      {retailerId && <LocationForm programId={0} retailerId={retailerId} onCreated={() => revalidate.current()} />}
      <EditAddressDialog
        target={editing}
        programId={0}
        onHide={() => setEditing(null)}
        onChanged={() => revalidate.current()}
      />
    </>
  );
}

function ProgramDelivery(
  props: DeliveryPanelProps & {
    programId: number;
    info: DeliveryInformation;
    readVersion: number;
    reload: () => Promise<unknown>;
    themeTypeId: ProgramThemeTypeId | null;
  },
) {
  const { t } = useTranslation();
  const { spec, message } = useDeliveryText();
  const box = useMessageBox();
  const startWork = useNavigateWhenDone();
  const { programId, info } = props;
  const fromCampaigns = props.fromCampaigns === true;
  const draft = draftOf(programId);
  const tomorrow = useMemo(() => tomorrowOf(new Date(), browserTimeZone()), []);

  const today = () => calendarToday(new Date(), browserTimeZone());
  // Nothing typed is lost: a 400's messages sit beside the fields, the rest above the buttons.
  const failureOf = (error: unknown): FormErrors => {
    const fields = error instanceof ApiError && error.status === 400 ? error.errors : {};
    const { general = [], ...byField } = fields;
    const texts = error instanceof ApiError && error.status === 400 ? general : messagesOfError(error);
    return { fields: byField, general: [spec('saveFailed'), ...texts.map(message)] };
  };
  // What the user types lives in the form (and in the session draft), never replaced by a later read of the server.
  // The spec's delivery rules are checked before the save; their messages go beside the fields and to the message box.
  const form = useForm<DeliveryValues>({
    initial: {
      deliveryDate:
        draft.deliveryDate !== undefined ? draft.deliveryDate : initialDeliveryDate(info.deliveryDate, info, tomorrow),
      deliveryNotes: draft.deliveryNotes ?? info.deliveryNotes ?? '',
      contacts: draft.contactsTyped ? draft.contacts : (info.contacts ?? draft.contacts),
    },
    fieldNames: ['deliveryDate', 'deliveryNotes', 'contacts', 'locations'],
    check: (v) => {
      const { general: _general, ...fields } = checkBeforeSave(info, v.deliveryDate, {
        fromCampaigns,
        today: today(),
      }).errors;
      return { fields, general: [] };
    },
    onInvalid: (found) => box.danger([spec('saveFailed'), ...Object.values(found.fields).flat().map(message)]),
    failureErrors: failureOf,
  });
  const { deliveryDate, deliveryNotes: notes, contacts } = form.values;
  const fieldErrors = form.errors.fields;
  // The version this form was read at; a save over someone else's change gets 409 instead of overwriting it.
  const [version, setVersion] = useState(props.readVersion);
  const [view, setView] = useState<DeliveryView>(props.initialView ?? null);
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<EditAddressTarget | null>(null);
  const revalidateBook = useRef<() => void>(() => undefined);
  const onBookReady = useCallback((fn: () => void) => {
    revalidateBook.current = fn;
  }, []);

  const distribution = useDistribution(
    info.locationCount > 0 && info.locationCount <= DISTRIBUTION_LOCATION_LIMIT ? programId : null,
    { pageSize: DISTRIBUTION_LOCATION_LIMIT },
  );
  const itemCounts = distribution.data ? itemCountsOf(distribution.data) : undefined;
  const selectedIds = useMemo(() => new Set(info.locations.map((l) => l.id)), [info.locations]);
  const canEdit = info.canEdit;
  // An approved program's date may still move (internal users): the date and Save stay, nothing else does.
  const canSave = canEdit || info.canMoveDate;
  const showDate = info.showDeliveryDate && !info.onlyDownloads;

  const changeDate = (value: DateInputValue) => {
    form.change('deliveryDate', value);
    keepDraft(programId, { deliveryDate: value });
  };
  const changeNotes = (value: string) => {
    form.change('deliveryNotes', value);
    keepDraft(programId, { deliveryNotes: value });
  };
  const changeContacts = (value: DeliveryContacts) => {
    form.change('contacts', value);
    keepDraft(programId, { contacts: value, contactsTyped: true });
  };

  const busy = (id: string, on: boolean) =>
    setBusyIds((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  /** Selecting and unselecting save at once (spec 02, section 4). */
  const toggle = async (id: string, action: 'add' | 'delete') => {
    busy(id, true);
    try {
      await selectLocation(programId, id, action);
      form.clearField('locations');
    } catch (error) {
      box.danger(messagesOfError(error).map(message));
    } finally {
      busy(id, false);
    }
  };

  /** Select All: every match of the filter in the retailer's book, on the server (the panel shows the count after). */
  const selectAll = async (searchTerm: string, onProgress: (progress: { selected: number; read: number }) => void) => {
    try {
      const selected = await selectAllMatches(programId, searchTerm, onProgress);
      form.clearField('locations');
      box.success(t('delivery.addressBook.selectedMatches', { count: selected }));
    } catch (error) {
      box.danger(messagesOfError(error).map(message));
    }
  };

  const openDistribution = () => openSidePanel('delivery-distribution', { programId, fromCampaigns });

  const save = () =>
    form.submit(undefined, async () => {
      const goOn = startWork();
      const { deliveryDate: date } = checkBeforeSave(info, deliveryDate, { fromCampaigns, today: today() });
      try {
        const saved = canEdit
          ? await saveDeliveryInformation(programId, {
              version,
              deliveryDate: date,
              deliveryNotes: notes.trim() === '' ? null : notes.trim(),
              fromCampaigns,
              ...(props.themeTypeId === campaignThemeType.property ? { contacts } : {}),
            })
          : await saveDeliveryDate(programId, { version, deliveryDate: date });
        setVersion(saved.version);
        clearTypedValues(programId);
        box.success(spec('saved'));
        // A date moved alone leaves the distribution as it was (it cannot change any more).
        if (saved.onlyDownloads || !canEdit) props.onClose();
        // The distribution comes next (the route change closes the panel).
        else goOn(`/tactic-catalog/${programId}/finalize/distribution`);
      } catch (error) {
        const failed = failureOf(error);
        box.danger([...failed.general, ...Object.values(failed.fields).flat().map(message)]);
        throw error;
      }
    });

  const reloadAfterConflict = async () => {
    const fresh = (await props.reload()) as DeliveryInformation | undefined;
    if (fresh) setVersion(fresh.version);
    // The typed values stay; the conflict's message goes.
    form.reset(form.values);
  };

  const property = props.themeTypeId === campaignThemeType.property;
  const dateErrors = fieldErrors.deliveryDate ?? [];
  const toggleView = (next: Exclude<DeliveryView, null>) => setView((current) => (current === next ? null : next));
  const split = info.locationCount > 1;

  return (
    <div className="delivery-panel">
      {!fromCampaigns && <PlanningSteps programId={programId} current="delivery" />}
      <div className="delivery-form-grid">
        {info.showRetailer && (
          <div className="delivery-field">
            <label htmlFor="delivery-retailer">
              {property ? t('delivery.info.property') : t('delivery.info.retailer')}
            </label>
            {/* A program's locations come from its own retailer's address book: the retailer is shown, not changed here. */}
            <ReferenceLookup
              kind="retailer"
              inputId="delivery-retailer"
              value={info.retailerId}
              onChange={() => undefined}
              disabled
            />
          </div>
        )}
        {showDate && (
          <div className="delivery-field">
            <label htmlFor="delivery-date">{t('delivery.info.deliveryDate')}</label>
            <DateInput
              inputId="delivery-date"
              value={deliveryDate}
              onChange={changeDate}
              min={tomorrow}
              disabled={!canSave}
              invalid={dateErrors.length > 0}
              showInvalidMessage={dateErrors.length === 0}
              aria-describedby={dateErrors.length ? 'delivery-date-error' : 'delivery-date-hint'}
            />
            <small id="delivery-date-hint" className="delivery-muted">
              {t('delivery.info.dateHint')}
            </small>
            <FieldError id="delivery-date-error" messages={dateErrors.map(message)} />
          </div>
        )}
        {info.showDeliveryNotes && (
          <div className="delivery-field delivery-field-wide">
            <label htmlFor="delivery-notes">{t('delivery.info.notes')}</label>
            <InputTextarea
              id="delivery-notes"
              value={notes}
              onChange={(e) => changeNotes(e.target.value)}
              rows={3}
              autoResize
              disabled={!canEdit}
              maxLength={2000}
              invalid={(fieldErrors.deliveryNotes ?? []).length > 0}
            />
            <FieldError id="delivery-notes-error" messages={(fieldErrors.deliveryNotes ?? []).map(message)} />
          </div>
        )}
      </div>
      {!canEdit && (
        <Message
          severity="info"
          text={t(canSave ? 'delivery.info.readOnly' : 'delivery.info.locked')}
          className="delivery-message"
        />
      )}
      {info.onlyDownloads && (
        <Message severity="info" text={t('delivery.info.onlyDownloads')} className="delivery-message" />
      )}

      {property && <DeliveryContactsFields value={contacts} onChange={changeContacts} disabled={!canEdit} />}

      <div className="delivery-toolbar" role="toolbar" aria-label={t('delivery.info.locationTools')}>
        <Button
          type="button"
          label={t('delivery.info.addressBook')}
          icon="pi pi-book"
          size="small"
          outlined={view !== 'addressBook'}
          onClick={() => toggleView('addressBook')}
          aria-pressed={view === 'addressBook'}
        />
        <Button
          type="button"
          label={t('delivery.info.createLocation')}
          icon="pi pi-plus"
          size="small"
          outlined={view !== 'create'}
          onClick={() => toggleView('create')}
          aria-pressed={view === 'create'}
          disabled={!canEdit}
        />
        <Button
          type="button"
          label={t('delivery.info.importLocations')}
          icon="pi pi-file-import"
          size="small"
          outlined
          onClick={() => setView('import')}
          disabled={!canEdit}
        />
      </div>

      <SelectedLocations
        locations={info.locations}
        locationCount={info.locationCount}
        itemCounts={itemCounts}
        showEdit={canEdit}
        canUnselect={canEdit}
        busyIds={busyIds}
        onUnselect={(l) => void toggle(l.id, 'delete')}
        onEdit={(l) => setEditing({ id: l.id, selected: true })}
        onOpenDistribution={openDistribution}
      />
      <FieldError id="delivery-locations-error" messages={(fieldErrors.locations ?? []).map(message)} />

      {view === 'addressBook' && (
        <AddressBook
          retailerId={info.retailerId}
          selectedIds={selectedIds}
          canSelect={canEdit}
          showEdit={canEdit}
          busyIds={busyIds}
          onSelect={(l: ShippingLocation) => toggle(l.id, 'add')}
          onSelectAll={selectAll}
          onEdit={(l) => setEditing({ id: l.id, selected: false })}
          onReady={onBookReady}
        />
      )}
      {view === 'create' && (
        <LocationForm
          programId={programId}
          retailerId={info.retailerId}
          disabled={!canEdit}
          onCreated={() => revalidateBook.current()}
        />
      )}

      <FormMessages messages={form.errors.general}>
        {form.stale && (
          <Button type="button" label={t('delivery.reload')} link onClick={() => void reloadAfterConflict()} />
        )}
      </FormMessages>
      <div className="delivery-footer">
        <Button type="button" label={t('delivery.close')} text onClick={props.onClose} />
        <span className="delivery-spacer" />
        {canSave && (
          <Button
            type="button"
            label={
              form.saving
                ? t('delivery.saving')
                : split && canEdit
                  ? t('delivery.info.saveAndSplit')
                  : t('delivery.info.save')
            }
            icon="pi pi-save"
            onClick={() => void save()}
            loading={form.saving}
            disabled={form.saving || busyIds.size > 0}
          />
        )}
      </div>

      <ImportLocationsDialog
        programId={programId}
        visible={view === 'import'}
        onHide={() => setView(null)}
        onImported={() => revalidateBook.current()}
      />
      <EditAddressDialog
        target={editing}
        programId={programId}
        onHide={() => setEditing(null)}
        onChanged={() => revalidateBook.current()}
      />
    </div>
  );
}
