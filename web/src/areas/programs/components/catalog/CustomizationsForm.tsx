import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeRefusal } from '../../../../../../shared/programs/changeRules';
import { customizationElement } from '../../../../../../shared/programs/customizations';
import type { ProgramStatusId } from '../../../../../../shared/programs/status';
import { PageSpinner } from '../../../../components/PageSpinner';
import { formatDate } from '../../../../components/format';
import { useMessageBox } from '../../../../components/messageBox';
import { ApiError } from '../../../../lib/api';
import { customizationName, customizationOption } from '../../../../lib/customizationTexts';
import { translateMessage } from '../../../../lib/i18n';
import { applyCustomizations, saveCustomizations, useProgramCustomizations } from '../../api/customizations';

const sameEntries = (a: readonly unknown[], b: readonly unknown[]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The customize/2 step's form (spec 02, 'Customizations'): element 1 is a dropdown of its display options; 2 and 3
 * take their first display option (shown, not chosen). Save keeps the choices (field errors beside their field,
 * nothing lost), Apply applies the saved ones to the program. Past planning it shows them only: the server refuses.
 */
export function CustomizationsForm({ programId, statusId }: { programId: number; statusId: ProgramStatusId }) {
  const { t } = useTranslation();
  const box = useMessageBox();
  const customizations = useProgramCustomizations(programId);
  const [choices, setChoices] = useState<Record<string, string> | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState<'save' | 'apply' | null>(null);
  const data = customizations.data;
  if (customizations.error) return <Message severity="error" text={t('programs.customizations.loadFailed')} />;
  if (!data) return <PageSpinner />;
  const saved = Object.fromEntries(data.entries.map((e) => [e.customizationId, e.value]));
  const current = choices ?? saved;
  const editable = changeRefusal('customizations', statusId) === null;

  const save = async () => {
    setBusy('save');
    setErrors({});
    try {
      const entries = data.definitions
        .filter((d) => d.uiElementId === customizationElement.dropdown && current[d.id])
        .map((d) => ({ customizationId: d.id, value: current[d.id] }));
      await saveCustomizations(programId, data.version, entries);
      setChoices(null);
      box.success(t('programs.customizations.saved'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) setErrors(error.errors);
      box.error(error);
    } finally {
      setBusy(null);
    }
  };

  const apply = async () => {
    setBusy('apply');
    try {
      await applyCustomizations(programId, data.version);
      box.success(t('programs.customizations.applied'));
    } catch (error) {
      box.error(error);
    } finally {
      setBusy(null);
    }
  };

  const chosen = (values: Record<string, string>) =>
    Object.entries(values)
      .filter(([, v]) => v)
      .sort();
  const dirty = choices !== null && !sameEntries(chosen(choices), chosen(saved));
  const unapplied = data.version > 0 && !sameEntries(data.entries, data.appliedEntries);
  return (
    <section className="customizations-form" aria-label={t('programs.customize.title')}>
      <p className="muted">{t('programs.customizations.intro')}</p>
      {!editable && <Message severity="info" text={t('programs.customizations.locked')} />}
      <div className="summary-grid">
        {data.definitions.map((d) => {
          const fieldErrors = errors[`customizations.${d.id}`];
          return (
            <div key={d.id} className="field">
              <label htmlFor={`customization-${d.id}`}>{customizationName(t, d.id, d.name)}</label>
              {d.uiElementId === customizationElement.dropdown ? (
                <Dropdown
                  inputId={`customization-${d.id}`}
                  value={current[d.id] ?? null}
                  options={d.displayOptions.map((o) => ({ value: o, label: customizationOption(t, d.id, o) }))}
                  placeholder={t('programs.customizations.choose')}
                  showClear
                  disabled={!editable}
                  invalid={Boolean(fieldErrors)}
                  onChange={(e) => {
                    setChoices({ ...current, [d.id]: (e.value as string | null) ?? '' });
                    // The server's message about this choice goes once it is changed (the others stay).
                    setErrors(({ [`customizations.${d.id}`]: _changed, ...others }) => others);
                  }}
                />
              ) : (
                <output id={`customization-${d.id}`} className="customization-fixed">
                  {customizationOption(t, d.id, d.displayOptions[0])}{' '}
                  <span className="muted">({t('programs.customizations.fixed')})</span>
                </output>
              )}
              {fieldErrors?.map((m) => (
                <small key={m} className="p-error">
                  {translateMessage(t, m)}
                </small>
              ))}
            </div>
          );
        })}
      </div>
      <p className="muted" role="status">
        {data.appliedAt
          ? t('programs.customizations.appliedOn', { date: formatDate(data.appliedAt) })
          : t('programs.customizations.notApplied')}
        {unapplied && ` ${t('programs.customizations.changedSinceApplied')}`}
        {data.appliedToProductionAt &&
          ` ${t('programs.customizations.productionOn', { date: formatDate(data.appliedToProductionAt) })}`}
      </p>
      <div className="program-toolbar" hidden={!editable}>
        <Button
          type="button"
          label={t('programs.customizations.save')}
          icon="pi pi-save"
          size="small"
          loading={busy === 'save'}
          disabled={busy !== null}
          onClick={() => void save()}
        />
        <Button
          type="button"
          label={t('programs.customizations.apply')}
          icon="pi pi-check"
          size="small"
          outlined
          loading={busy === 'apply'}
          disabled={busy !== null || dirty || data.version === 0 || !unapplied}
          onClick={() => void apply()}
        />
      </div>
    </section>
  );
}
