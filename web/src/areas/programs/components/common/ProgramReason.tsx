import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { reviseNotes } from '../../../../../../shared/allocation/funding';
import { allocationMessages, netChange, reasonErrors } from '../../../../../../shared/allocation/rules';
import { errorsFromFailure, FormMessages, useForm } from '../../../../components/forms';
import { useMessageBox } from '../../../../components/messageBox';
import { PageSpinner } from '../../../../components/PageSpinner';
import { ChangeIndicators, ReasonFields } from '../../../../components/reason/ReasonFields';
import { translateMessage } from '../../../../lib/i18n';
import { useRoute } from '../../../../lib/useRoute';
import { transitionProgram } from '../../api/lifecycle';
import { useProgram } from '../../api/program';
import { programLabel } from '../../../../components/format';

interface RevisionValues {
  changeDriver: string | null;
  changeReasonId: number | null;
  comment: string;
}
const fieldNames = ['changeDriver', 'changeReasonId', 'comment'] as const;
const toCents = (dollars: number) => Math.round(dollars * 100);

/**
 * Reason For Editing for a program's Revise Budget (side panel mode edit-reason with a program; spec 02 'Reason For
 * Editing modal (budget change)'): the net change of the program's funding (its selected brands' current
 * total/ATL/BTL targets), Change Driver (required), Change Reason (labelled Net when several brands fund the
 * program), Change Comments (required); Submit Changes revises the program (`programs/{id}/revise`, claim
 * Program/Revise) with the reason as the transition's notes, so its audit entry records it. Failures keep what was
 * typed; a 409 reloads the program.
 */
export function ProgramReason({ programId, close }: { programId: number; close: () => void }) {
  const { t } = useTranslation();
  const box = useMessageBox();
  const program = useProgram(programId);
  const drivers = useRoute('brands.changeDriver');
  const reasons = useRoute('brands.changeReasons');
  const driverList = (drivers.data ?? []).filter((d) => d.showChangeDriver).map((d) => d.changeDriverName);
  const reasonList = (reasons.data ?? [])
    .filter((r) => r.showChangeReason)
    .map((r) => ({ value: r.changeReasonId, label: r.changeReasonDesc }));
  const form = useForm<RevisionValues>({
    initial: { changeDriver: null, changeReasonId: null, comment: '' },
    fieldNames,
    live: true,
    invalidMessage: allocationMessages.validationFailed,
    // Spec 02, section 8 (Allocation): 'Could not save', then the server's reason.
    failureErrors: (error) => {
      const found = errorsFromFailure(error, fieldNames);
      return { ...found, general: [allocationMessages.saveFailed, ...found.general] };
    },
    check: (v) => {
      // Change Reason is asked, not required, here (spec 02 requires the driver and the comments).
      const { changeReasonId: _optional, ...fields } = reasonErrors({
        showChangeDriver: driverList.length > 0,
        changeDriver: v.changeDriver,
        changeReasonId: v.changeReasonId ?? 1,
        comment: v.comment,
        percentEntryEnabled: false,
        percents: { q1: 25, q2: 25, q3: 25, q4: 25 },
      });
      return Object.keys(fields).length
        ? { fields, general: [allocationMessages.validationFailed] }
        : { fields: {}, general: [] };
    },
  });
  const reload = program.mutate;
  useEffect(() => {
    if (form.stale) void reload();
  }, [form.stale, reload]);

  if (program.error || drivers.error || reasons.error)
    return <Message severity="error" text={t('programs.spec.program.loadFailed')} />;
  if (!program.data || !drivers.data || !reasons.data) return <PageSpinner />;
  const details = program.data;
  const funding = details.fundingSources.filter((f) => f.selected);
  const targets = funding.reduce(
    (sum, f) => ({ atl: sum.atl + toCents(f.atlTarget), btl: sum.btl + toCents(f.btlTarget) }),
    { atl: 0, btl: 0 },
  );
  const v = form.values;

  const submit = async () => {
    const reason = reasonList.find((r) => r.value === v.changeReasonId)?.label ?? null;
    const ok = await form.submit(undefined, () =>
      transitionProgram('revise', programId, {
        version: details.program.version,
        notes: reviseNotes({ changeDriver: v.changeDriver ?? '', changeReason: reason, comment: v.comment }),
      }),
    );
    if (!ok) return;
    box.success(t('programs.spec.program.revised'));
    close();
  };

  return (
    <form
      className="edit-reason-mode"
      aria-label={t('brands.reason.title')}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h3>{t('brands.reason.title')}</h3>
      <p>
        {programLabel(details.program.id, details.program.name)} · {details.program.fiscalYear}
      </p>
      <p className="muted">{funding.map((f) => f.brandName).join(', ')}</p>
      <ChangeIndicators change={netChange({ atl: 0, btl: 0 }, targets)} />
      <ReasonFields
        errors={form.errors}
        drivers={driverList}
        changeDriver={v.changeDriver}
        onDriver={(driver) => form.change('changeDriver', driver)}
        reasons={reasonList}
        changeReasonId={v.changeReasonId}
        onReason={(reasonId) => form.change('changeReasonId', reasonId)}
        reasonLabel={funding.length > 1 ? t('brands.reason.net') : undefined}
        reasonRequired={false}
        comment={form.bind('comment')}
      />
      <FormMessages messages={form.errors.general.map((m) => translateMessage(t, m))}>
        {form.stale && <p>{t('brands.reason.programReloaded')}</p>}
      </FormMessages>
      <div className="form-actions">
        <Button type="button" label={t('brands.reason.cancel')} severity="secondary" onClick={close} />
        <Button type="submit" label={t('brands.reason.submit')} loading={form.saving} disabled={form.saving} />
      </div>
    </form>
  );
}
