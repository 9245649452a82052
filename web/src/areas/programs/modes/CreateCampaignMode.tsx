import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { MultiSelect } from 'primereact/multiselect';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { programMessages } from '../../../../../shared/programs/messages';
import {
  copyName,
  validateProgram,
  withStartDate,
  type ProgramDraft,
} from '../../../../../shared/programs/programRules';
import { DateInput, isInvalidDateValue, isIsoDate, type DateInputValue } from '../../../components/format';
import { errorsFromFailure, FieldError, noErrors, type FormErrors } from '../../../components/forms';
import { Lookup, ReferenceLookup, type LookupOption } from '../../../components/lookup';
import { useReferenceRecord } from '../../../components/reference';
import { useMessageBox } from '../../../components/messageBox';
import { PageSpinner } from '../../../components/PageSpinner';
import { validationMessages } from '../../../../../shared/messages';
import { openSidePanel, type SidePanelModeProps } from '../../../lib/sidePanel';
import {
  createProgram,
  copyProgram,
  prefillProgram,
  updateProgram,
  useProgram,
  type ProgramDetails,
} from '../api/program';
import { saveFundingSources } from '../api/funding';
import { lookupRetailers, useAccountLocations, useFiscalYears, useRetailerBrands } from '../api/lookups';
import { ActionFailure, isStale } from '../components/common/ActionFailure';
import { FundingOverlay } from '../components/common/FundingOverlay';
import {
  FundingEditor,
  fundingBody,
  fundingChanged,
  fundingRowsOf,
  type FundingRow,
} from '../components/common/FundingEditor';
import { useSpecText } from '../lib/specText';
import '../programs.css';

type ProgramPanelMode = 'create' | 'edit' | 'copy' | 'prefill' | 'placeholder';

interface FormValues {
  retailer: LookupOption | null;
  fiscalYear: number | null;
  name: string;
  description: string;
  programStartDate: DateInputValue;
  programEndDate: DateInputValue;
  strategicBusinessInitiativeId: number | null;
  accountLocations: string[];
  fundingSources: FundingRow[];
}

const FIELDS = [
  'retailerId',
  'fiscalYear',
  'name',
  'description',
  'programStartDate',
  'programEndDate',
  'strategicBusinessInitiativeId',
  'accountLocations',
  'fundingSources',
] as const;

const emptyValues = (fiscalYear: number | null): FormValues => ({
  retailer: null,
  fiscalYear,
  name: '',
  description: '',
  programStartDate: null,
  programEndDate: null,
  strategicBusinessInitiativeId: null,
  accountLocations: [],
  fundingSources: [],
});

function valuesOf(details: ProgramDetails, copy: boolean): FormValues {
  const p = details.program;
  return {
    retailer: p.retailerId ? { key: p.retailerId, label: p.retailerName ?? String(p.retailerId) } : null,
    fiscalYear: p.fiscalYear,
    name: copy ? copyName(p.name ?? '') : (p.name ?? ''),
    description: p.description ?? '',
    programStartDate: p.programStartDate,
    programEndDate: p.programEndDate,
    strategicBusinessInitiativeId: p.strategicBusinessInitiativeId ?? null,
    accountLocations: p.accountLocations,
    fundingSources: fundingRowsOf(details.fundingSources),
  };
}

/**
 * Brings the first field with a message into view. A typeahead is not focused: focusing opens its list over the
 * message under it.
 */
function showField(id: string) {
  const element = document.getElementById(id);
  if (!element) return;
  element.scrollIntoView({ block: 'center' });
  if (element.getAttribute('role') !== 'combobox') element.focus({ preventScroll: true });
}

/** The theme types the program schema knows: 1 (no special rules) travels as none. */
const themeTypeOf = (type: unknown): 2 | 3 | 4 | null => (type === 2 || type === 3 || type === 4 ? type : null);

/**
 * The program create, edit, copy, prefill and placeholder panel (side-panel mode create-campaign; spec 02,
 * section 2 and the save rules of section 5).
 */
export default function CreateCampaignMode({ props, close }: SidePanelModeProps<'create-campaign'>) {
  const mode: ProgramPanelMode = props.mode;
  const programId = 'programId' in props ? props.programId : null;
  const themeId = 'themeId' in props ? props.themeId : null;
  const { t } = useTranslation();
  const program = useProgram(mode === 'edit' || mode === 'copy' ? programId : null);
  const theme = useReferenceRecord(
    'campaignTheme',
    themeId ?? (mode === 'edit' ? (program.data?.program.campaignThemeId ?? null) : null),
  );
  const fiscalYears = useFiscalYears();

  const waiting =
    ((mode === 'edit' || mode === 'copy') && !program.data && !program.error) ||
    (themeId !== null && !theme.data && !theme.error) ||
    (!fiscalYears.data && !fiscalYears.error);
  if (waiting) return <PageSpinner />;
  if (program.error) return <Message severity="error" text={t('programs.spec.program.loadFailed')} />;
  if (theme.error) return <Message severity="error" text={t('programs.texts.themeNotLoaded')} />;
  const currentYear =
    (fiscalYears.data?.items.find((y) => y.isCurrent === true)?.fiscalYear as number | undefined) ??
    new Date().getFullYear();
  const initial = program.data ? valuesOf(program.data, mode === 'copy') : emptyValues(currentYear);
  const themeType = themeTypeOf(
    mode === 'edit' || mode === 'copy' ? program.data?.program.campaignThemeTypeId : theme.data?.campaignThemeTypeID,
  );
  if (themeType === 4 && mode !== 'edit' && mode !== 'copy') initial.fiscalYear = new Date().getFullYear();
  return (
    <ProgramForm
      key={`${mode}:${programId ?? ''}:${themeId ?? ''}:${program.data?.program.version ?? ''}`}
      mode={mode}
      details={program.data}
      theme={
        theme.data
          ? {
              id: theme.data.id as number,
              name: String(theme.data.name),
              type: themeType,
              description: String(theme.data.longDescription ?? theme.data.shortDescription ?? ''),
              startDate: String(theme.data.startDate),
              endDate: String(theme.data.endDate),
            }
          : null
      }
      themeType={themeType}
      initial={initial}
      fiscalYears={(fiscalYears.data?.items ?? []).map((y) => ({
        year: y.fiscalYear as number,
        startDate: String(y.startDate),
        endDate: String(y.endDate),
      }))}
      onReload={() => void program.mutate()}
      close={close}
    />
  );
}

interface ThemeInfo {
  id: number;
  name: string;
  type: 2 | 3 | 4 | null;
  description: string;
  startDate: string;
  endDate: string;
}

interface ProgramFormProps {
  mode: ProgramPanelMode;
  details: ProgramDetails | undefined;
  theme: ThemeInfo | null;
  themeType: 2 | 3 | 4 | null;
  initial: FormValues;
  fiscalYears: { year: number; startDate: string; endDate: string }[];
  onReload: () => void;
  close: () => void;
}

function ProgramForm({ mode, details, theme, themeType, initial, fiscalYears, onReload, close }: ProgramFormProps) {
  const { t } = useTranslation();
  const specText = useSpecText();
  const navigate = useNavigate();
  const messageBox = useMessageBox();
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [checked, setChecked] = useState(false);
  const [stale, setStale] = useState(false);
  const [saving, setSaving] = useState(false);

  const retailerId = values.retailer ? Number(values.retailer.key) : null;
  const locations = useAccountLocations(retailerId);
  const brands = useRetailerBrands(retailerId);
  const property = themeType === 4;
  const storeShown = themeType !== 3;
  const placeholder = mode === 'placeholder' || (mode === 'edit' && details?.program.placeholder === true);
  const prefill = mode === 'prefill';
  // A placeholder reserves a program without funding; once it exists its funding can be added like any program's.
  const fundingShown = mode !== 'placeholder';
  const fundingEditable = mode !== 'edit' || details?.fundingEditable === true;
  const fundingLocked = values.fundingSources.some((f) => f.selected && !f.markedForDeletion);
  const budgetYear = fiscalYears.find((y) => y.year === values.fiscalYear) ?? null;

  const draft = (v: FormValues): ProgramDraft => ({
    retailerId,
    fiscalYear: v.fiscalYear,
    name: prefill ? theme?.name : v.name,
    description: prefill ? theme?.description || theme?.name : v.description,
    programStartDate: prefill ? theme?.startDate : v.programStartDate,
    programEndDate: prefill ? theme?.endDate : v.programEndDate,
    accountLocations: storeShown ? v.accountLocations : [],
    campaignThemeTypeId: themeType,
    fundingSources: v.fundingSources,
  });

  const check = (v: FormValues): FormErrors & { warnings: string[] } => {
    const result = validateProgram(draft(v), {
      retailerHasAccountLocations: (locations.data?.totalCount ?? 0) > 0,
      placeholder,
      budgetYear,
    });
    const fields: Record<string, string[]> = Object.fromEntries(
      Object.entries(result.errors).filter(([field]) => field !== 'general'),
    );
    for (const field of ['programStartDate', 'programEndDate'] as const) {
      if (!prefill && isInvalidDateValue(v[field])) fields[field] = [validationMessages.invalidDate];
    }
    const general = Object.keys(fields).length ? [programMessages.formBlocked] : [];
    return { fields, general, warnings: result.warnings };
  };
  const live = check(values);
  const shownErrors: FormErrors = checked
    ? { fields: { ...errors.fields, ...live.fields }, general: errors.general.length ? errors.general : live.general }
    : errors;

  const change = <K extends keyof FormValues>(field: K, value: FormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    const name = field === 'retailer' ? 'retailerId' : field;
    setErrors((current) => ({
      general: [],
      fields: Object.fromEntries(
        Object.entries(current.fields).filter(([path]) => path !== name && !path.startsWith(`${name}.`)),
      ),
    }));
  };

  const fieldBody = (v: FormValues) => ({
    retailerId,
    fiscalYear: v.fiscalYear,
    name: v.name.trim() || null,
    description: v.description.trim() || null,
    programStartDate: isIsoDate(v.programStartDate) ? v.programStartDate : null,
    programEndDate: isIsoDate(v.programEndDate) ? v.programEndDate : null,
    strategicBusinessInitiativeId: v.strategicBusinessInitiativeId,
    accountLocations: storeShown ? v.accountLocations : [],
  });

  async function save(): Promise<{ details: ProgramDetails; goTo: string; message: string }> {
    const body = fieldBody(values);
    const funding = fundingBody(values.fundingSources);
    switch (mode) {
      case 'create': {
        const created = await createProgram({
          ...body,
          campaignThemeId: theme?.id ?? null,
          campaignThemeTypeId: themeType,
          fundingSources: funding,
        });
        return {
          details: created,
          goTo: `/tactic-catalog/${created.program.id}`,
          message: t('programs.spec.program.added'),
        };
      }
      case 'placeholder': {
        const created = await createProgram({ ...body, placeholder: true, fundingSources: [] });
        return {
          details: created,
          goTo: `/programdetails/${created.program.id}`,
          message: t('programs.spec.program.added'),
        };
      }
      case 'prefill': {
        const created = await prefillProgram(theme!.id, {
          retailerId,
          fiscalYear: values.fiscalYear,
          accountLocations: body.accountLocations,
          fundingSources: funding,
        });
        return {
          details: created,
          goTo: `/tactic-catalog/${created.program.id}`,
          message: t('programs.spec.program.added'),
        };
      }
      case 'copy': {
        let copy = await copyProgram(details!.program.id);
        // The copy takes the source's fields; what the reader changed in the panel is saved onto it.
        const copied = valuesOf(copy, false);
        if (JSON.stringify(fieldBody(copied)) !== JSON.stringify(body))
          copy = await updateProgram(copy.program.id, { ...body, version: copy.program.version });
        if (fundingChanged(copied.fundingSources, values.fundingSources))
          copy = await saveFundingSources(copy.program.id, { version: copy.program.version, fundingSources: funding });
        return { details: copy, goTo: `/programdetails/${copy.program.id}`, message: t('programs.spec.program.added') };
      }
      case 'edit': {
        const before = valuesOf(details!, false);
        let saved = details!;
        if (JSON.stringify(fieldBody(before)) !== JSON.stringify(body))
          saved = await updateProgram(saved.program.id, { ...body, version: saved.program.version });
        if (fundingEditable && !placeholder && fundingChanged(before.fundingSources, values.fundingSources)) {
          saved = await saveFundingSources(saved.program.id, {
            version: saved.program.version,
            fundingSources: funding,
          });
        }
        return { details: saved, goTo: '', message: t('programs.texts.changeSaved') };
      }
    }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const found = check(values);
    if (found.general.length) {
      setErrors({ fields: found.fields, general: found.general });
      const first = FIELDS.find((f) => found.fields[f]);
      if (first) window.setTimeout(() => showField(`program-${first}`), 0);
      return;
    }
    setSaving(true);
    try {
      const result = await save();
      setErrors(noErrors);
      messageBox.success(result.message);
      close();
      if (result.goTo) navigate(result.goTo);
    } catch (error) {
      const failure = errorsFromFailure(error, [...FIELDS]);
      // 'Program could not be saved' plus what the server said (spec 02, section 8).
      setErrors({ fields: failure.fields, general: [programMessages.saveFailed, ...failure.general] });
      setStale(isStale(error));
    } finally {
      setSaving(false);
    }
  };

  const fieldErrors = (field: string) => (shownErrors.fields[field] ?? []).map(specText);
  const describedBy = (field: string) => (shownErrors.fields[field]?.length ? `program-${field}-error` : undefined);
  const invalid = (field: string) => Boolean(shownErrors.fields[field]?.length);
  const title = t(`programs.form.titles.${mode}`);
  const primaryLabel =
    mode === 'create' || mode === 'prefill' ? t('programs.texts.nextSelectTactics') : t('programs.texts.save');

  return (
    <form className="program-form" onSubmit={(e) => void submit(e)} noValidate aria-label={title}>
      <p className="program-form-intro">{title}</p>
      {theme && (
        <div className="program-form-theme">
          <span className="muted">{t('programs.fields.theme')}</span> <strong>{theme.name}</strong>
          {theme.type && <span className="muted"> · {t(`programs.themeTypes.${theme.type}`)}</span>}
        </div>
      )}
      {prefill && theme && <Message severity="info" text={t('programs.form.prefillHint', { name: theme.name })} />}
      {(shownErrors.general.length > 0 || stale) && (
        <ActionFailure messages={shownErrors.general} stale={stale} onReload={onReload} />
      )}

      <div className="form-grid">
        <div className="field">
          <label htmlFor="program-retailerId">
            {property ? t('programs.fields.property') : t('programs.fields.retailer')}
            <span className="required" aria-hidden>
              *
            </span>
          </label>
          <Lookup
            inputId="program-retailerId"
            value={values.retailer}
            onChange={(option) => {
              // Choosing a retailer reloads its stores and brands: what was chosen for another retailer goes.
              const same = option?.key === values.retailer?.key;
              change('retailer', option);
              if (!same)
                setValues((current) => ({ ...current, retailer: option, accountLocations: [], fundingSources: [] }));
            }}
            load={lookupRetailers}
            toOption={(r) => ({ key: r.retailerId, label: r.retailerName })}
            notFound={t('widgets.lookup.notFound.retailer')}
            disabled={fundingLocked}
            invalid={invalid('retailerId')}
            aria-describedby={describedBy('retailerId')}
          />
          <FieldError id="program-retailerId-error" messages={fieldErrors('retailerId')} />
        </div>

        <div className="field">
          <label htmlFor="program-fiscalYear">
            {t('programs.fields.budgetYear')}
            <span className="required" aria-hidden>
              *
            </span>
          </label>
          <Dropdown
            inputId="program-fiscalYear"
            value={values.fiscalYear}
            options={fiscalYears.map((y) => ({ value: y.year, label: String(y.year) }))}
            onChange={(e) => change('fiscalYear', e.value as number)}
            disabled={fundingLocked || property}
            emptyMessage={t('programs.texts.budgetYearNotFound')}
            invalid={invalid('fiscalYear')}
            aria-describedby={describedBy('fiscalYear')}
          />
          <FieldError id="program-fiscalYear-error" messages={fieldErrors('fiscalYear')} />
        </div>
        {fundingLocked && <p className="muted wide locked-hint">{t('programs.spec.server.lockedWhileFunded')}</p>}

        {!prefill && (
          <>
            <div className="field wide">
              <label htmlFor="program-name">
                {t('programs.fields.name')}
                {!property && (
                  <span className="required" aria-hidden>
                    *
                  </span>
                )}
              </label>
              <InputText
                id="program-name"
                value={values.name}
                onChange={(e) => change('name', e.target.value)}
                maxLength={200}
                invalid={invalid('name')}
                aria-describedby={describedBy('name')}
              />
              <FieldError id="program-name-error" messages={fieldErrors('name')} />
            </div>
            <div className="field wide">
              <label htmlFor="program-description">
                {t('programs.fields.description')}
                {!property && !placeholder && (
                  <span className="required" aria-hidden>
                    *
                  </span>
                )}
              </label>
              <InputTextarea
                id="program-description"
                value={values.description}
                onChange={(e) => change('description', e.target.value)}
                rows={3}
                maxLength={4000}
                autoResize
                invalid={invalid('description')}
                aria-describedby={describedBy('description')}
              />
              <FieldError id="program-description-error" messages={fieldErrors('description')} />
            </div>
            <div className="field">
              <label htmlFor="program-programStartDate">
                {t('programs.fields.startDate')}
                {!property && !placeholder && (
                  <span className="required" aria-hidden>
                    *
                  </span>
                )}
              </label>
              <DateInput
                inputId="program-programStartDate"
                value={values.programStartDate}
                onChange={(value) => {
                  // Changing the start date clears an end date that now falls before it (spec 02, section 4).
                  const next = isIsoDate(value)
                    ? withStartDate(
                        {
                          programStartDate: values.programStartDate,
                          programEndDate: isIsoDate(values.programEndDate) ? values.programEndDate : null,
                        },
                        value,
                      )
                    : null;
                  change('programStartDate', value);
                  if (next && next.programEndDate === null && isIsoDate(values.programEndDate))
                    change('programEndDate', null);
                }}
                invalid={invalid('programStartDate')}
                showInvalidMessage={false}
                aria-describedby={describedBy('programStartDate')}
              />
              <FieldError id="program-programStartDate-error" messages={fieldErrors('programStartDate')} />
            </div>
            <div className="field">
              <label htmlFor="program-programEndDate">
                {t('programs.fields.endDate')}
                {!property && !placeholder && (
                  <span className="required" aria-hidden>
                    *
                  </span>
                )}
              </label>
              <DateInput
                inputId="program-programEndDate"
                value={values.programEndDate}
                onChange={(value) => change('programEndDate', value)}
                invalid={invalid('programEndDate')}
                showInvalidMessage={false}
                aria-describedby={describedBy('programEndDate')}
              />
              <FieldError id="program-programEndDate-error" messages={fieldErrors('programEndDate')} />
            </div>
            {live.warnings.length > 0 && (
              <Message
                className="wide"
                severity="warn"
                text={live.warnings.map(specText).join(' ')}
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
            <dd>{`${theme.startDate.slice(5, 7)}/${theme.startDate.slice(8)}/${theme.startDate.slice(0, 4)} – ${theme.endDate.slice(5, 7)}/${theme.endDate.slice(8)}/${theme.endDate.slice(0, 4)}`}</dd>
          </dl>
        )}

        {storeShown && mode !== 'placeholder' && (
          <div className="field wide">
            <label htmlFor="program-accountLocations">
              {t('programs.fields.store')}
              {(property || (locations.data?.totalCount ?? 0) > 0) && (
                <span className="required" aria-hidden>
                  *
                </span>
              )}
            </label>
            <MultiSelect
              inputId="program-accountLocations"
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
              invalid={invalid('accountLocations')}
              aria-describedby={describedBy('accountLocations')}
            />
            <FieldError id="program-accountLocations-error" messages={fieldErrors('accountLocations')} />
          </div>
        )}
      </div>

      {fundingShown && (
        <div className={fundingEditable ? 'funding-section' : 'funding-section locked'}>
          <FundingEditor
            idPrefix="program"
            rows={values.fundingSources}
            onChange={(rows) => change('fundingSources', rows)}
            brands={brands.data?.map((b) => ({ id: b.id as number, name: String(b.name) }))}
            brandsLoading={brands.isLoading}
            brandsFailed={Boolean(brands.error)}
            noRetailer={!retailerId}
            errors={shownErrors.fields.fundingSources ?? []}
          />
          {!fundingEditable && details && <FundingOverlay details={details} />}
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
          label={saving ? t('programs.texts.saving') : primaryLabel}
          icon={saving ? 'pi pi-spin pi-spinner' : undefined}
          disabled={saving}
        />
      </div>
    </form>
  );
}
