import { Button } from 'primereact/button';
import { Chips } from 'primereact/chips';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { MultiSelect } from 'primereact/multiselect';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PROFILE_LIST_MAX,
  PROFILE_TEXT_MAX,
  emptyProfile,
  profileFieldsSchema,
  profileMessages,
  storeFormats,
  type ProfileFields,
} from '../../../../../shared/retailerProfile/profile';
import {
  Field,
  FieldError,
  FormMessages,
  errorsOf,
  messagesUnder,
  revealField,
  useForm,
} from '../../../components/forms';
import { DateInput } from '../../../components/format';
import { useMessageBox } from '../../../components/messageBox';
import { listItemKey } from '../../../lib/i18n';
import { saveProfile, type RetailerProfile } from '../api/profile';

const fieldNames = [
  'bannerNames',
  'storeCount',
  'regions',
  'formats',
  'keyDates',
  'planogramNotes',
  'brandGuidelinesUrl',
] as const;
const inputId = (field: string) => `retailer-profile-${field}`;

/** The profile's fields, edited and saved at the version read (a 409 says someone saved meanwhile). */
export function ProfileForm({ data }: { data: RetailerProfile }) {
  const { t } = useTranslation();
  const box = useMessageBox();
  // The stored profile with every list present (the contract's defaults fill what an older record lacks).
  const stored = useMemo(
    (): ProfileFields => ({ ...emptyProfile(), ...data.profile }) as ProfileFields,
    [data.profile],
  );
  const form = useForm<ProfileFields, ProfileFields>({
    initial: stored,
    fieldNames,
    schema: profileFieldsSchema,
    invalidMessage: profileMessages.formInvalid,
    inputIdOf: inputId,
    reveal: revealField,
  });
  const { reset } = form;
  // Another retailer, or the profile saved (a new version read): start from what is stored.
  useEffect(() => reset(stored), [data.retailerId, data.version, stored, reset]);

  const save = () =>
    form.submit(undefined, async (profile) => {
      await saveProfile({ retailerId: data.retailerId, version: data.version, profile });
      box.success(t('retailerProfile.saved'));
    });
  const keyDates = form.values.keyDates;

  return (
    <form
      className="retailer-profile-form"
      aria-label={t('retailerProfile.profile')}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <FormMessages messages={form.errors.general} />
      <div className="retailer-profile-grid">
        <Field
          id={inputId('bannerNames')}
          label={t('retailerProfile.bannerNames')}
          required
          messages={messagesUnder(form.errors, 'bannerNames')}
          help={t('retailerProfile.chipsHelp')}
        >
          {({ id, invalid, describedBy }) => (
            <Chips
              inputId={id}
              value={form.values.bannerNames}
              onChange={(e) => form.change('bannerNames', (e.value ?? []).slice(0, PROFILE_LIST_MAX))}
              separator=","
              invalid={invalid}
              aria-describedby={describedBy}
            />
          )}
        </Field>
        <Field
          id={inputId('storeCount')}
          label={t('retailerProfile.storeCount')}
          required
          messages={form.bind('storeCount').messages}
        >
          {({ id, invalid, describedBy }) => (
            <InputNumber
              inputId={id}
              // Empty is null for InputNumber: with undefined it never reports the number typed next.
              value={form.values.storeCount ?? null}
              // Each key counts (not only the blur): the message goes while typing, so it does not vanish under
              // the pointer on its way to Save and move the button away from the click.
              onChange={(e) => form.change('storeCount', e.value ?? (undefined as unknown as number))}
              onValueChange={(e) => form.change('storeCount', e.value ?? (undefined as unknown as number))}
              useGrouping
              min={0}
              invalid={invalid}
              aria-describedby={describedBy}
            />
          )}
        </Field>
        <Field
          id={inputId('regions')}
          label={t('retailerProfile.regions')}
          messages={messagesUnder(form.errors, 'regions')}
          help={t('retailerProfile.chipsHelp')}
        >
          {({ id, invalid, describedBy }) => (
            <Chips
              inputId={id}
              value={form.values.regions}
              onChange={(e) => form.change('regions', (e.value ?? []).slice(0, PROFILE_LIST_MAX))}
              separator=","
              invalid={invalid}
              aria-describedby={describedBy}
            />
          )}
        </Field>
        <Field id={inputId('formats')} label={t('retailerProfile.formats')} messages={form.bind('formats').messages}>
          {({ id, invalid, describedBy }) => (
            <MultiSelect
              inputId={id}
              value={form.values.formats}
              options={storeFormats.map((f) => ({
                value: f,
                label: t(`retailerProfile.formatNames.${listItemKey(f)}`),
              }))}
              onChange={(e) => form.change('formats', e.value as ProfileFields['formats'])}
              display="chip"
              invalid={invalid}
              aria-describedby={describedBy}
            />
          )}
        </Field>
        <Field
          id={inputId('brandGuidelinesUrl')}
          label={t('retailerProfile.brandGuidelinesUrl')}
          messages={form.bind('brandGuidelinesUrl').messages}
        >
          {({ id, invalid, describedBy }) => (
            <InputText
              id={id}
              value={form.values.brandGuidelinesUrl}
              onChange={(e) => form.change('brandGuidelinesUrl', e.target.value)}
              placeholder="https://"
              invalid={invalid}
              aria-describedby={describedBy}
            />
          )}
        </Field>
        <Field
          id={inputId('planogramNotes')}
          label={t('retailerProfile.planogramNotes')}
          messages={form.bind('planogramNotes').messages}
        >
          {({ id, invalid, describedBy }) => (
            <InputTextarea
              id={id}
              value={form.values.planogramNotes}
              onChange={(e) => form.change('planogramNotes', e.target.value)}
              rows={3}
              autoResize
              maxLength={PROFILE_TEXT_MAX}
              invalid={invalid}
              aria-describedby={describedBy}
            />
          )}
        </Field>
      </div>
      <fieldset className="retailer-profile-dates">
        <legend id={inputId('keyDates')} tabIndex={-1}>
          {t('retailerProfile.keyDates')}
        </legend>
        {keyDates.map((entry, index) => {
          // A row's own messages (its name missing, its date not a date) show under that row.
          const labelMessages = errorsOf(form.errors, `keyDates.${index}.label`);
          const dateMessages = errorsOf(form.errors, `keyDates.${index}.date`);
          const messageId = `${inputId('keyDates')}-${index}-error`;
          const describedBy = labelMessages.length || dateMessages.length ? messageId : undefined;
          return (
            <div key={index}>
              <div className="retailer-profile-date">
                <InputText
                  aria-label={t('retailerProfile.keyDateName', { n: index + 1 })}
                  value={entry.label}
                  invalid={labelMessages.length > 0}
                  aria-describedby={describedBy}
                  onChange={(e) =>
                    form.change(
                      'keyDates',
                      keyDates.map((d, i) => (i === index ? { ...d, label: e.target.value } : d)),
                    )
                  }
                />
                <DateInput
                  inputId={`${inputId('keyDates')}-${index}`}
                  value={entry.date}
                  invalid={dateMessages.length > 0}
                  showInvalidMessage={dateMessages.length === 0}
                  aria-describedby={describedBy}
                  onChange={(date) =>
                    form.change(
                      'keyDates',
                      keyDates.map((d, i) => (i === index ? { ...d, date: date ?? '' } : d)),
                    )
                  }
                />
                <Button
                  type="button"
                  icon="pi pi-times"
                  text
                  rounded
                  aria-label={t('retailerProfile.removeKeyDate', { n: index + 1 })}
                  onClick={() =>
                    form.change(
                      'keyDates',
                      keyDates.filter((_, i) => i !== index),
                    )
                  }
                />
              </div>
              <FieldError id={messageId} messages={[...labelMessages, ...dateMessages]} />
            </div>
          );
        })}
        <Button
          type="button"
          icon="pi pi-plus"
          label={t('retailerProfile.addKeyDate')}
          size="small"
          outlined
          disabled={keyDates.length >= PROFILE_LIST_MAX}
          onClick={() => form.change('keyDates', [...keyDates, { label: '', date: '' }])}
        />
        <FormMessages messages={form.bind('keyDates').messages} />
      </fieldset>
      {form.stale && <FormMessages messages={[t('retailerProfile.stale')]} />}
      <div className="retailer-profile-buttons">
        <Button type="submit" label={t('retailerProfile.save')} icon="pi pi-save" loading={form.saving} />
        <Button
          type="button"
          label={t('retailerProfile.discard')}
          outlined
          disabled={form.saving}
          onClick={() => form.reset(stored)}
        />
      </div>
    </form>
  );
}
