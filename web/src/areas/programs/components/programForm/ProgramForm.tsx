import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import { MultiSelect } from 'primereact/multiselect';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { validationMessages } from '../../../../../../shared/messages';
import { programMessages } from '../../../../../../shared/programs/messages';
import { validateProgram, withStartDate, type ProgramDraft } from '../../../../../../shared/programs/programRules';
import { campaignThemeType } from '../../../../../../shared/reference/themeTypes';
import { DateInput, isInvalidDateValue, isIsoDate, isoOfLocalDate } from '../../../../components/format';
import {
  errorsFromFailure,
  Field,
  revealField,
  TextInputField,
  useForm,
  type FormErrors,
} from '../../../../components/forms';
import { Lookup, ReferenceLookup } from '../../../../components/lookup';
import { useMessageBox } from '../../../../components/messageBox';
import { useNavigateWhenDone } from '../../../../lib/navigateWhenDone';
import { openSidePanel } from '../../../../lib/sidePanel';
import { useRoute } from '../../../../lib/useRoute';
import type { ProgramDetails } from '../../api/program';
import { lookupRetailers, useAccountLocations, useRetailerBrands } from '../../api/lookups';
import { useSpecText } from '../../lib/specText';
import { ActionFailure } from '../common/ActionFailure';
import { useAllocationConfirm } from '../common/allocationWarnings';
import { FundingEditor } from '../common/FundingEditor';
import { FundingNotice } from '../common/FundingNotice';
import {
  budgetFieldsLocked,
  PROGRAM_FIELDS,
  retailerIdOf,
  type ProgramFormValues,
  type ProgramPanelMode,
  type ThemeInfo,
  type ThemeType,
} from './programFormValues';
import { saveProgram } from './saveProgram';

export interface ProgramFormProps {
  mode: ProgramPanelMode;
  details: ProgramDetails | undefined;
  theme: ThemeInfo | null;
  themeType: ThemeType;
  initial: ProgramFormValues;
  fiscalYears: { year: number; startDate: string; endDate: string }[];
  onReload: () => void;
  /** Told while a save runs: the versions the save writes are the form's own (the panel keeps the form). */
  onSaving: (saving: boolean) => void;
  close: () => void;
}

const mmddyyyy = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8)}/${iso.slice(0, 4)}`;

/**
 * The program's fields, stores and funding sources in one form (spec 02, section 2), checked by the shared
 * program rules on Save and, after a first try, as the reader types.
 */
export function ProgramForm({
  mode,
  details,
  theme,
  themeType,
  initial,
  fiscalYears,
  onReload,
  onSaving,
  close,
}: ProgramFormProps) {
  const { t } = useTranslation();
  const specText = useSpecText();
  const startWork = useNavigateWhenDone();
  const messageBox = useMessageBox();

  const property = themeType === campaignThemeType.property;
  const storeShown = themeType !== campaignThemeType.noStoreSelector;
  // A placeholder's copy is a placeholder too (the server keeps the flag and checks it as one).
  const placeholder =
    mode === 'placeholder' || ((mode === 'edit' || mode === 'copy') && details?.program.placeholder === true);
  const prefill = mode === 'prefill';
  // A placeholder reserves a program without funding; once it exists its funding can be added like any program's.
  const fundingShown = mode !== 'placeholder';
  const fundingEditable = mode !== 'edit' || details?.fundingEditable === true;

  const draft = (v: ProgramFormValues): ProgramDraft => ({
    retailerId: retailerIdOf(v),
    fiscalYear: v.fiscalYear,
    name: prefill ? theme?.name : v.name,
    description: prefill ? theme?.description || theme?.name : v.description,
    programStartDate: prefill ? theme?.startDate : v.programStartDate,
    programEndDate: prefill ? theme?.endDate : v.programEndDate,
    accountLocations: storeShown ? v.accountLocations : [],
    campaignThemeTypeId: themeType,
    fundingSources: v.fundingSources,
  });
  const rules = (v: ProgramFormValues) =>
    validateProgram(draft(v), {
      retailerHasAccountLocations: (locations.data?.totalCount ?? 0) > 0,
      placeholder,
      budgetYear: fiscalYears.find((y) => y.year === v.fiscalYear) ?? null,
    });
  const check = (v: ProgramFormValues): FormErrors => {
    const fields: Record<string, string[]> = Object.fromEntries(
      Object.entries(rules(v).errors).filter(([field]) => field !== 'general'),
    );
    for (const field of ['programStartDate', 'programEndDate'] as const) {
      if (!prefill && isInvalidDateValue(v[field])) fields[field] = [validationMessages.invalidDate];
    }
    return { fields, general: Object.keys(fields).length ? [programMessages.formBlocked] : [] };
  };

  const form = useForm<ProgramFormValues>({
    initial,
    fieldNames: PROGRAM_FIELDS,
    check,
    live: true,
    inputIdOf: (field) => `program-${field}`,
    reveal: revealField,
    // 'Program could not be saved' plus what the server said (spec 02, section 8).
    failureErrors: (error) => {
      const failure = errorsFromFailure(error, PROGRAM_FIELDS);
      return { fields: failure.fields, general: [programMessages.saveFailed, ...failure.general] };
    },
  });
  const { values, change } = form;
  const retailerId = retailerIdOf(values);
  const locations = useAccountLocations(retailerId);
  const brands = useRetailerBrands(retailerId);
  const fundingLocked = budgetFieldsLocked(mode, details, values);
  // Each brand's remaining allocation under its targets: a saved program's own route leaves out its own budget.
  const remainingOfProgram = useRoute(
    'programs.allocationRemaining',
    details ? { params: { id: details.program.id } } : null,
  );
  const remainingAtRetailer = useRoute(
    'programs.allocationRemainingAt',
    !details && retailerId && values.fiscalYear ? { query: { retailerId, fiscalYear: values.fiscalYear } } : null,
  );
  const remaining = details ? remainingOfProgram : remainingAtRetailer;
  const confirmAllocation = useAllocationConfirm(remaining.data);

  const submit = async (event: FormEvent) => {
    let saved: { goTo: string; added: boolean } | undefined;
    const goOn = startWork();
    const done = await form.submit(event, async () => {
      if (fundingShown && fundingEditable && !(await confirmAllocation(values.fundingSources))) return;
      onSaving(true);
      try {
        saved = await saveProgram({ mode, values, details, theme, themeType, storeShown, fundingEditable });
      } finally {
        onSaving(false);
      }
    });
    if (!done || !saved) return;
    messageBox.success(saved.added ? t('programs.spec.program.added') : t('programs.texts.changeSaved'));
    if (saved.goTo) goOn(saved.goTo);
    close();
  };

  const errors = form.errors;
  const messages = (field: string) => (errors.fields[field] ?? []).map(specText);
  const title = t(`programs.form.titles.${mode}`);
  const primaryLabel =
    mode === 'create' || mode === 'prefill' ? t('programs.texts.nextSelectTactics') : t('programs.texts.save');
  const datesRequired = !property && !placeholder;
  const warnings = rules(values).warnings;

  return (
    <form className="program-form" onSubmit={(e) => void submit(e)} noValidate aria-label={title}>
      <p className="program-form-intro">{title}</p>
      {theme && (
        <div className="program-form-theme">
          <span className="muted">{t('programs.fields.theme')}</span> <strong>{theme.name}</strong>
          {theme.type && <span className="muted"> · {t(`campaigns.themeTypes.${theme.type}`)}</span>}
        </div>
      )}
      {prefill && theme && <Message severity="info" text={t('programs.form.prefillHint', { name: theme.name })} />}
      {(errors.general.length > 0 || form.stale) && (
        <ActionFailure messages={errors.general} stale={form.stale} onReload={onReload} />
      )}

      <div className="form-grid">
        <Field
          id="program-retailerId"
          label={property ? t('programs.fields.property') : t('programs.fields.retailer')}
          required
          messages={messages('retailerId')}
        >
          {(f) => (
            <Lookup
              inputId={f.id}
              value={values.retailer}
              onChange={(option) => {
                // Choosing a retailer reloads its stores and brands: what was chosen for another retailer goes.
                const same = option?.key === values.retailer?.key;
                change('retailer', option);
                form.clearField('retailerId');
                if (!same)
                  form.setValues((current) => ({
                    ...current,
                    retailer: option,
                    accountLocations: [],
                    fundingSources: [],
                  }));
              }}
              load={lookupRetailers}
              toOption={(r) => ({ key: r.retailerId, label: r.retailerName })}
              notFound={t('widgets.lookup.notFound.retailer')}
              disabled={fundingLocked}
              invalid={f.invalid}
              aria-describedby={f.describedBy}
            />
          )}
        </Field>

        <Field
          id="program-fiscalYear"
          label={t('programs.fields.budgetYear')}
          required
          messages={messages('fiscalYear')}
        >
          {(f) => (
            <Dropdown
              inputId={f.id}
              value={values.fiscalYear}
              options={fiscalYears.map((y) => ({ value: y.year, label: String(y.year) }))}
              onChange={(e) => change('fiscalYear', e.value as number)}
              disabled={fundingLocked || property}
              emptyMessage={t('programs.texts.budgetYearNotFound')}
              invalid={f.invalid}
              aria-describedby={f.describedBy}
            />
          )}
        </Field>
        {fundingLocked && <p className="muted wide locked-hint">{t('programs.spec.server.lockedWhileFunded')}</p>}

        {!prefill && (
          <>
            <TextInputField
              id="program-name"
              className="field wide"
              label={t('programs.fields.name')}
              required={!property}
              messages={messages('name')}
              value={values.name}
              onChange={(value) => change('name', value)}
              maxLength={200}
            />
            <TextInputField
              id="program-description"
              className="field wide"
              label={t('programs.fields.description')}
              required={datesRequired}
              messages={messages('description')}
              value={values.description}
              onChange={(value) => change('description', value)}
              rows={3}
              maxLength={4000}
            />
            <Field
              id="program-programStartDate"
              label={t('programs.fields.startDate')}
              required={datesRequired}
              messages={messages('programStartDate')}
            >
              {(f) => (
                <DateInput
                  inputId={f.id}
                  value={values.programStartDate}
                  onChange={(value) => {
                    // Changing the start date clears an end date that now falls before it (spec 02, section 4).
                    const end = isIsoDate(values.programEndDate) ? values.programEndDate : null;
                    const next = isIsoDate(value)
                      ? withStartDate({ programStartDate: values.programStartDate, programEndDate: end }, value)
                      : null;
                    change('programStartDate', value);
                    if (next && next.programEndDate === null && end !== null) change('programEndDate', null);
                  }}
                  invalid={f.invalid}
                  showInvalidMessage={false}
                  aria-describedby={f.describedBy}
                />
              )}
            </Field>
            <Field
              id="program-programEndDate"
              label={t('programs.fields.endDate')}
              required={datesRequired}
              messages={messages('programEndDate')}
            >
              {(f) => (
                <DateInput
                  inputId={f.id}
                  value={values.programEndDate}
                  // Spec 02, section 5: the end date's calendar starts at the start date, else today.
                  min={isIsoDate(values.programStartDate) ? values.programStartDate : isoOfLocalDate(new Date())}
                  onChange={(value) => change('programEndDate', value)}
                  invalid={f.invalid}
                  showInvalidMessage={false}
                  aria-describedby={f.describedBy}
                />
              )}
            </Field>
            {warnings.length > 0 && (
              <Message
                className="wide"
                severity="warn"
                text={warnings.map(specText).join(' ')}
                data-testid="budget-year-warning"
              />
            )}
            {mode !== 'placeholder' && (
              <div className="field wide">
                <label htmlFor="program-strategicBusinessInitiativeId">{t('programs.fields.businessDriver')}</label>
                <ReferenceLookup
                  kind="strategicBusinessInitiative"
                  activeOnly
                  inputId="program-strategicBusinessInitiativeId"
                  value={values.strategicBusinessInitiativeId}
                  onChange={(id) => change('strategicBusinessInitiativeId', id === null ? null : Number(id))}
                />
              </div>
            )}
          </>
        )}
        {prefill && theme && (
          <dl className="wide summary-list">
            <dt>{t('programs.fields.name')}</dt>
            <dd>{theme.name}</dd>
            <dt>{t('programs.fields.dates')}</dt>
            <dd>{`${mmddyyyy(theme.startDate)} – ${mmddyyyy(theme.endDate)}`}</dd>
          </dl>
        )}

        {storeShown && mode !== 'placeholder' && (
          <Field
            id="program-accountLocations"
            className="field wide"
            label={t('programs.fields.store')}
            required={property || (locations.data?.totalCount ?? 0) > 0}
            messages={messages('accountLocations')}
          >
            {(f) => (
              <MultiSelect
                inputId={f.id}
                value={values.accountLocations}
                options={(locations.data?.items ?? []).map((l) => ({
                  value: l.id,
                  label: `${l.id} – ${l.name}${l.city ? `, ${l.city}` : ''}`,
                }))}
                onChange={(e) => change('accountLocations', e.value as string[])}
                placeholder={retailerId ? t('programs.form.chooseStores') : t('programs.form.chooseRetailerFirst')}
                disabled={!retailerId}
                filter
                display="chip"
                emptyMessage={t('programs.form.noStores')}
                invalid={f.invalid}
                aria-describedby={f.describedBy}
              />
            )}
          </Field>
        )}
      </div>

      {fundingShown && (
        <div className="funding-section">
          {!fundingEditable && details && <FundingNotice details={details} />}
          <FundingEditor
            idPrefix="program"
            rows={values.fundingSources}
            onChange={(rows) => change('fundingSources', rows)}
            brands={brands.data?.map((b) => ({ id: b.id, name: b.name }))}
            brandsLoading={brands.isLoading}
            brandsFailed={Boolean(brands.error)}
            noRetailer={!retailerId}
            errors={errors.fields.fundingSources ?? []}
            remaining={fundingEditable ? remaining.data : undefined}
            locked={!fundingEditable}
          />
          {remaining.error && <Message severity="warn" text={t('programs.funding.remainingFailed')} />}
        </div>
      )}

      <div className="form-buttons">
        {mode === 'edit' && details && (
          <Button
            type="button"
            label={t('programs.jobs.open')}
            icon="pi pi-briefcase"
            outlined
            onClick={() => openSidePanel('jobs', { programId: details.program.id })}
          />
        )}
        <span className="spacer" />
        <Button type="button" label={t('programs.common.cancel')} text onClick={close} />
        <Button
          type="submit"
          label={form.saving ? t('programs.texts.saving') : primaryLabel}
          icon={form.saving ? 'pi pi-spin pi-spinner' : undefined}
          disabled={form.saving}
        />
      </div>
    </form>
  );
}
