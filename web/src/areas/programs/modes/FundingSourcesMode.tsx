import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { programMessages } from '../../../../../shared/programs/messages';
import { selectedFundingSources } from '../../../../../shared/programs/programRules';
import { errorsFromFailure, errorsOf, noErrors, useForm, type FormErrors } from '../../../components/forms';
import { useMessageBox } from '../../../components/messageBox';
import { PageSpinner } from '../../../components/PageSpinner';
import type { SidePanelModeProps } from '../../../lib/sidePanel';
import { useRoute } from '../../../lib/useRoute';
import { saveFundingSources } from '../api/funding';
import { useProgram, type ProgramDetails } from '../api/program';
import { useRetailerBrands } from '../api/lookups';
import { ActionFailure } from '../components/common/ActionFailure';
import { useAllocationConfirm } from '../components/common/allocationWarnings';
import { FundingEditor, fundingBody, fundingRowsOf, type FundingRow } from '../components/common/FundingEditor';
import { FundingActuals } from '../components/common/FundingActuals';
import { FundingNotice } from '../components/common/FundingNotice';
import '../programs.css';
import { programLabel } from '../../../components/format';

/** The funding sources edit panel (mode funding-sources; spec 02, section 2). */
export default function FundingSourcesMode({ props, close }: SidePanelModeProps<'funding-sources'>) {
  const { t } = useTranslation();
  const programId = typeof props.programId === 'number' ? props.programId : null;
  const program = useProgram(programId);
  if (!programId) return <Message severity="info" text={t('programs.cart.noProgram')} />;
  if (program.error) return <Message severity="error" text={t('programs.spec.program.loadFailed')} />;
  if (!program.data) return <PageSpinner />;
  return (
    <FundingPanel
      key={program.data.program.version}
      details={program.data}
      onReload={() => void program.mutate()}
      close={close}
    />
  );
}

function FundingPanel({
  details,
  onReload,
  close,
}: {
  details: ProgramDetails;
  onReload: () => void;
  close: () => void;
}) {
  const { t } = useTranslation();
  const messageBox = useMessageBox();
  const brands = useRetailerBrands(details.program.retailerId);
  const remaining = useRoute('programs.allocationRemaining', { params: { id: details.program.id } });
  const confirmAllocation = useAllocationConfirm(remaining.data);
  // Whether the save being made takes a saved funding source off: its failure is then the spec's removal text.
  const removing = useRef(false);
  const form = useForm<{ fundingSources: FundingRow[] }>({
    initial: { fundingSources: fundingRowsOf(details.fundingSources) },
    fieldNames: ['fundingSources'],
    check: ({ fundingSources }) =>
      selectedFundingSources({ fundingSources }).length
        ? noErrors
        : {
            fields: { fundingSources: [programMessages.fundingSourceRequired] },
            general: [programMessages.formBlocked],
          },
    failureErrors: (error): FormErrors => {
      const found = errorsFromFailure(error, ['fundingSources']);
      // Spec 02, section 8: the spec's text first, then the server's reason.
      const head = removing.current ? programMessages.fundingRemovalFailed : programMessages.saveFailed;
      return {
        fields: found.fields.fundingSources ? { fundingSources: found.fields.fundingSources } : {},
        general: [head, ...found.general.filter((text) => text !== head)],
      };
    },
  });
  const { errors, stale, saving } = form;
  const rows = form.values.fundingSources;
  const general = errors.general;

  const save = async () => {
    if (!(await confirmAllocation(rows))) return;
    removing.current = details.fundingSources.some(
      (saved) => saved.selected && !rows.some((r) => r.brandId === saved.brandId && r.selected && !r.markedForDeletion),
    );
    if (
      await form.submit(undefined, () =>
        saveFundingSources(details.program.id, { version: details.program.version, fundingSources: fundingBody(rows) }),
      )
    ) {
      messageBox.success(t('programs.texts.changeSaved'));
      close();
    }
  };

  return (
    <div className="funding-panel">
      <p className="muted">{programLabel(details.program.id, details.program.name)}</p>
      {general.length > 0 && <ActionFailure messages={general} stale={stale} onReload={onReload} />}
      <div className="funding-section">
        {!details.fundingEditable && <FundingNotice details={details} />}
        <FundingEditor
          idPrefix="funding-panel"
          rows={rows}
          onChange={(next) => (form.setValues({ fundingSources: next }), form.setErrors(noErrors))}
          brands={brands.data?.map((b) => ({ id: b.id, name: b.name }))}
          brandsLoading={brands.isLoading}
          brandsFailed={Boolean(brands.error)}
          errors={errorsOf(errors, 'fundingSources')}
          remaining={remaining.data}
          locked={!details.fundingEditable}
        />
        {remaining.error && <Message severity="warn" text={t('programs.funding.remainingFailed')} />}
      </div>
      <FundingActuals programId={details.program.id} />
      <div className="form-buttons">
        <span className="spacer" />
        <Button type="button" label={t('programs.common.cancel')} text onClick={close} />
        <Button
          type="button"
          label={saving ? t('programs.texts.saving') : t('programs.texts.save')}
          disabled={saving || !details.fundingEditable}
          onClick={() => void save()}
        />
      </div>
    </div>
  );
}
