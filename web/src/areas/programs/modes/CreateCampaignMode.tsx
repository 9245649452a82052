import { Message } from 'primereact/message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { campaignThemeType, programThemeTypeOf } from '../../../../../shared/reference/themeTypes';
import { PageSpinner } from '../../../components/PageSpinner';
import { useFiscalYears, useReferenceRecord } from '../../../components/reference';
import type { SidePanelModeProps } from '../../../lib/sidePanel';
import { useProgram } from '../api/program';
import { ProgramForm } from '../components/programForm/ProgramForm';
import {
  emptyProgramValues,
  programValuesOf,
  type ProgramPanelMode,
} from '../components/programForm/programFormValues';
import '../programs.css';

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
  // The form starts again from the program when it changes elsewhere (a Reload after a 409), never for the
  // versions its own save writes: an edit saves the fields, then the funding sources, and when the second fails
  // the form must keep what the user typed and show why (spec 02, section 8).
  const version = program.data?.program.version ?? null;
  const [ownSave, setOwnSave] = useState(false);
  const [formVersion, setFormVersion] = useState({ read: version, shown: version });
  if (formVersion.read !== version) setFormVersion({ read: version, shown: ownSave ? formVersion.shown : version });

  const waiting =
    ((mode === 'edit' || mode === 'copy') && !program.data && !program.error) ||
    (themeId !== null && !theme.data && !theme.error) ||
    (!fiscalYears.data && !fiscalYears.error);
  if (waiting) return <PageSpinner />;
  if (program.error) return <Message severity="error" text={t('programs.spec.program.loadFailed')} />;
  if (theme.error) return <Message severity="error" text={t('programs.texts.themeNotLoaded')} />;
  const currentYear = fiscalYears.data?.items.find((y) => y.isCurrent === true)?.fiscalYear ?? new Date().getFullYear();
  const initial = program.data ? programValuesOf(program.data, mode === 'copy') : emptyProgramValues(currentYear);
  const themeType = programThemeTypeOf(
    mode === 'edit' || mode === 'copy' ? program.data?.program.campaignThemeTypeId : theme.data?.campaignThemeTypeID,
  );
  if (themeType === campaignThemeType.property && mode !== 'edit' && mode !== 'copy')
    initial.fiscalYear = new Date().getFullYear();
  return (
    <ProgramForm
      key={`${mode}:${programId ?? ''}:${themeId ?? ''}:${formVersion.shown ?? ''}`}
      mode={mode}
      details={program.data}
      theme={
        theme.data
          ? {
              id: theme.data.id,
              name: theme.data.name,
              type: themeType,
              description: theme.data.longDescription ?? theme.data.shortDescription ?? '',
              startDate: theme.data.startDate,
              endDate: theme.data.endDate,
            }
          : null
      }
      themeType={themeType}
      initial={initial}
      fiscalYears={(fiscalYears.data?.items ?? []).map((y) => ({
        year: y.fiscalYear,
        startDate: y.startDate,
        endDate: y.endDate,
      }))}
      onReload={() => void program.mutate()}
      onSaving={setOwnSave}
      close={close}
    />
  );
}
