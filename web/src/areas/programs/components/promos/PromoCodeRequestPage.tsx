import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { savePromoSchema } from '../../../../../../shared/contract/schemas/promoCodes';
import { changeRefusal } from '../../../../../../shared/programs/changeRules';
import { promoBuckets, promoWorkflow } from '../../../../../../shared/programs/promoCodes';
import { useConfirm } from '../../../../components/confirm';
import { AppDialog } from '../../../../components/dialog';
import { DateInput, DateText, Money, type DateInputValue } from '../../../../components/format';
import { FieldError, useForm } from '../../../../components/forms';
import { messagesOfError, useMessageBox } from '../../../../components/messageBox';
import { PageSpinner } from '../../../../components/PageSpinner';
import { WorkflowActions } from '../../../../components/workflow/WorkflowActions';
import { useProgram } from '../../api/program';
import { promoCountsOf } from '../../lib/promoCounts';
import {
  deletePromo,
  promoAction,
  savePromo,
  usePromoButtons,
  usePromos,
  type PromoAction,
  type PromoRequest,
} from '../../api/promos';
import { useSpecText } from '../../lib/specText';
import { ActionFailure } from '../common/ActionFailure';
import { ProgramHeader } from '../common/ProgramHeader';
import { programIdOf, ProgramLoadError } from '../common/PageState';
import '../../programs.css';
import { currentLanguage } from '../../../../lib/i18n';
import { promoStatusText } from '../../../../lib/programStatus';

const severity = {
  new: 'info',
  revised: 'info',
  submitted: 'warning',
  tier1Approved: 'success',
  tier2Approved: 'success',
  rejected: 'danger',
} as const;

/** Promo code requests of a program (`promocoderequest/{programId}`), with the six bucket counts. */
export function PromoCodeRequestPage() {
  const { t } = useTranslation();
  const programId = programIdOf(useParams().id);
  const program = useProgram(programId);
  const promos = usePromos(programId);
  const [editing, setEditing] = useState<PromoRequest | 'new' | null>(null);
  if (!programId) return <Message severity="error" text={t('programs.spec.program.loadFailed')} />;
  if (program.error) return <ProgramLoadError error={program.error} />;
  if (!program.data) return <PageSpinner />;

  return (
    <div className="program-page promo-page">
      <ProgramHeader
        details={program.data}
        back={{ to: `/programdetails/${programId}`, label: t('programs.header.toDetails') }}
      />
      <PromoCounts promos={promos.data} />
      <div className="program-toolbar">
        <h3>{t('programs.promos.title')}</h3>
        <span className="spacer" />
        {/* New requests while the program is planned (the server refuses them later); reviews go on in the table. */}
        {changeRefusal('promoRequest', program.data.program.statusId) === null && (
          <Button
            type="button"
            label={t('programs.promos.new')}
            icon="pi pi-plus"
            size="small"
            onClick={() => setEditing('new')}
          />
        )}
      </div>
      {promos.error && <Message severity="error" text={t('spec.http.dataNotLoaded')} />}
      <DataTable
        key={currentLanguage()}
        value={promos.data ?? []}
        dataKey="id"
        loading={!promos.data && !promos.error}
        size="small"
        stripedRows
        emptyMessage={t('programs.promos.empty')}
        aria-label={t('programs.promos.title')}
      >
        <Column field="promoCode" header={t('programs.promos.code')} sortable bodyClassName="code" />
        <Column field="description" header={t('programs.fields.description')} />
        <Column
          header={t('programs.promos.discount')}
          body={(p: PromoRequest) =>
            p.discountType === 'percent' ? `${p.discountValue}%` : <Money value={p.discountValue} />
          }
        />
        <Column
          header={t('programs.fields.dates')}
          body={(p: PromoRequest) => (
            <>
              <DateText value={p.startDate} /> – <DateText value={p.endDate} />
            </>
          )}
        />
        <Column
          field="status"
          header={t('programs.fields.status')}
          sortable
          body={(p: PromoRequest) => <Tag value={promoStatusText(t, p.status)} severity={severity[p.status]} />}
        />
        <Column header={t('programs.details.notes')} body={(p: PromoRequest) => p.notes ?? ''} />
        <Column
          header={t('programs.common.actions')}
          body={(p: PromoRequest) => <PromoActions programId={programId} promo={p} onEdit={() => setEditing(p)} />}
        />
      </DataTable>
      {editing && (
        <PromoDialog programId={programId} promo={editing === 'new' ? null : editing} onHide={() => setEditing(null)} />
      )}
    </div>
  );
}

/** How many of this program's requests are in each of the six buckets (the table's rows, counted). */
function PromoCounts({ promos }: { promos: PromoRequest[] | undefined }) {
  const { t } = useTranslation();
  const counts = { data: promos ? promoCountsOf(promos) : undefined };
  return (
    <ul className="bucket-counts" aria-label={t('programs.promos.counts')}>
      {promoBuckets.map((bucket) => (
        <li key={bucket} className={`bucket bucket-${bucket}`}>
          <span className="bucket-count" data-testid={`bucket-${bucket}`}>
            {counts.data ? counts.data[bucket] : '…'}
          </span>
          <span className="bucket-name">{t(`programs.promos.buckets.${bucket}`)}</span>
        </li>
      ))}
    </ul>
  );
}

const REQUEST_ACTIONS: readonly PromoAction[] = ['submit', 'approve', 'approveTier2', 'reject'];
const canKey = {
  submit: 'canSubmit',
  approve: 'canApprove',
  approveTier2: 'canApproveTier2',
  reject: 'canReject',
} as const;

/**
 * The buttons the server says this user may use on this request now: edit and delete here, the request's flow
 * (`promoWorkflow`) through the workflow kit's `WorkflowActions` (reject asks for notes).
 */
function PromoActions({ programId, promo, onEdit }: { programId: number; promo: PromoRequest; onEdit: () => void }) {
  const { t } = useTranslation();
  const specText = useSpecText();
  const confirm = useConfirm();
  const messageBox = useMessageBox();
  const buttons = usePromoButtons(promo.id);
  const [failure, setFailure] = useState<{ messages: string[]; stale: boolean } | null>(null);
  if (!buttons.data) return null;

  const run = async (action: PromoAction, withNotes?: string) => {
    setFailure(null);
    try {
      await promoAction(action, programId, {
        promoId: promo.id,
        version: promo.version,
        ...(withNotes ? { notes: withNotes } : {}),
      });
      messageBox.success(t(`programs.promos.done.${action}`));
    } catch (error) {
      setFailure({ messages: messagesOfError(error), stale: (error as { status?: number }).status === 409 });
    }
  };
  const remove = async () => {
    if (!(await confirm({ message: t('programs.promos.deleteConfirm', { code: promo.promoCode }), danger: true })))
      return;
    try {
      await deletePromo(promo.id, promo.version);
      messageBox.success(t('programs.promos.done.delete'));
    } catch (error) {
      messageBox.danger(messagesOfError(error).map(specText));
    }
  };
  const b = buttons.data;
  return (
    <div className="row-actions row-actions-wrap">
      {b.canEdit && (
        <Button
          type="button"
          icon="pi pi-pencil"
          text
          size="small"
          aria-label={t('programs.common.edit')}
          title={t('programs.common.edit')}
          onClick={onEdit}
        />
      )}
      <WorkflowActions
        workflow={promoWorkflow}
        state={promo.status}
        actions={REQUEST_ACTIONS.filter((action) => b[canKey[action]])}
        onAction={run}
        // Four-eyes: the decisions show disabled, with the server's reason, to whoever may not take them.
        heldBack={(action) => (action !== 'submit' && b.decisionRefusal ? specText(b.decisionRefusal) : null)}
        look={(action) => ({
          size: 'small',
          text: true,
          severity: action === 'reject' ? 'danger' : action === 'submit' ? undefined : 'success',
        })}
        texts={{
          label: (action) => t(`programs.promos.actions.${action}`),
          notesTitle: () => t('programs.promos.rejectTitle', { code: promo.promoCode }),
          notes: t('programs.lifecycle.notes'),
          cancel: t('programs.common.cancel'),
          notesRequired: () => t('programs.promos.notesRequired'),
        }}
        notesId={`promo-notes-${promo.id}`}
        className="row-actions row-actions-wrap"
      />
      {b.canDelete && (
        <Button
          type="button"
          icon="pi pi-trash"
          text
          size="small"
          severity="danger"
          aria-label={t('programs.common.delete')}
          title={t('programs.common.delete')}
          onClick={() => void remove()}
        />
      )}
      {failure && (
        <ActionFailure messages={failure.messages} stale={failure.stale} onReload={() => void buttons.mutate()} />
      )}
    </div>
  );
}

interface PromoValues extends Record<string, unknown> {
  promoCode: string;
  description: string;
  discountType: 'percent' | 'amount';
  discountValue: number | null;
  startDate: DateInputValue;
  endDate: DateInputValue;
}
const PROMO_FIELDS = ['promoCode', 'description', 'discountType', 'discountValue', 'startDate', 'endDate'] as const;

/** A new promo code request, or an edit of one at its version. */
function PromoDialog({
  programId,
  promo,
  onHide,
}: {
  programId: number;
  promo: PromoRequest | null;
  onHide: () => void;
}) {
  const { t } = useTranslation();
  const specText = useSpecText();
  const messageBox = useMessageBox();
  const form = useForm<PromoValues, Parameters<typeof savePromo>[0]>({
    initial: {
      promoCode: promo?.promoCode ?? '',
      description: promo?.description ?? '',
      discountType: promo?.discountType ?? 'percent',
      discountValue: promo?.discountValue ?? null,
      startDate: promo?.startDate ?? null,
      endDate: promo?.endDate ?? null,
    },
    fieldNames: PROMO_FIELDS,
    schema: savePromoSchema,
    toBody: (v) => ({
      programId,
      ...(promo ? { id: promo.id, version: promo.version } : {}),
      ...v,
      discountValue: v.discountValue ?? undefined,
      startDate: v.startDate ?? undefined,
      endDate: v.endDate ?? undefined,
    }),
    invalidMessage: t('spec.validation.generic'),
    inputIdOf: (field) => `promo-${field}`,
  });
  const errs = (field: string) => (form.errors.fields[field] ?? []).map(specText);
  const save = async (e?: React.FormEvent) => {
    const ok = await form.submit(e, (body) => savePromo(body));
    if (ok) {
      messageBox.success(t('programs.texts.changeSaved'));
      onHide();
    }
  };
  return (
    <AppDialog
      header={promo ? t('programs.promos.editTitle', { code: promo.promoCode }) : t('programs.promos.new')}
      visible
      onHide={onHide}
      style={{ width: 'min(36rem, 95vw)' }}
      footer={
        <div>
          <Button type="button" label={t('programs.common.cancel')} text onClick={onHide} />
          <Button
            type="button"
            label={form.saving ? t('programs.texts.saving') : t('programs.texts.save')}
            disabled={form.saving}
            onClick={() => void save()}
          />
        </div>
      }
    >
      <form className="form-grid" onSubmit={(e) => void save(e)} noValidate>
        {form.errors.general.length > 0 && (
          <ActionFailure messages={form.errors.general} stale={form.stale} onReload={onHide} />
        )}
        <div className="field">
          <label htmlFor="promo-promoCode">{t('programs.promos.code')}</label>
          <InputText
            id="promo-promoCode"
            value={form.values.promoCode}
            onChange={(e) => form.change('promoCode', e.target.value.toUpperCase())}
            maxLength={30}
            invalid={errs('promoCode').length > 0}
          />
          <FieldError id="promo-promoCode-error" messages={errs('promoCode')} />
        </div>
        <div className="field">
          <label htmlFor="promo-discountType">{t('programs.promos.discountType')}</label>
          <Dropdown
            inputId="promo-discountType"
            value={form.values.discountType}
            options={[
              { value: 'percent', label: t('programs.promos.percent') },
              { value: 'amount', label: t('programs.promos.amount') },
            ]}
            onChange={(e) => form.change('discountType', e.value as 'percent' | 'amount')}
          />
        </div>
        <div className="field wide">
          <label htmlFor="promo-description">{t('programs.fields.description')}</label>
          <InputTextarea
            id="promo-description"
            value={form.values.description}
            onChange={(e) => form.change('description', e.target.value)}
            rows={2}
            autoResize
            maxLength={1000}
            invalid={errs('description').length > 0}
          />
          <FieldError id="promo-description-error" messages={errs('description')} />
        </div>
        <div className="field">
          <label htmlFor="promo-discountValue">{t('programs.promos.discount')}</label>
          {form.values.discountType === 'percent' ? (
            <InputNumber
              inputId="promo-discountValue"
              value={form.values.discountValue}
              onValueChange={(e) => form.change('discountValue', e.value ?? null)}
              suffix="%"
              maxFractionDigits={2}
              min={0}
              max={100}
              invalid={errs('discountValue').length > 0}
            />
          ) : (
            <InputNumber
              inputId="promo-discountValue"
              value={form.values.discountValue}
              onValueChange={(e) => form.change('discountValue', e.value ?? null)}
              mode="currency"
              currency="USD"
              locale="en-US"
              min={0}
              invalid={errs('discountValue').length > 0}
            />
          )}
          <FieldError id="promo-discountValue-error" messages={errs('discountValue')} />
        </div>
        <div className="field">
          <label htmlFor="promo-startDate">{t('programs.fields.startDate')}</label>
          <DateInput
            inputId="promo-startDate"
            value={form.values.startDate}
            onChange={(v) => form.change('startDate', v)}
            invalid={errs('startDate').length > 0}
            showInvalidMessage={false}
          />
          <FieldError id="promo-startDate-error" messages={errs('startDate')} />
        </div>
        <div className="field">
          <label htmlFor="promo-endDate">{t('programs.fields.endDate')}</label>
          <DateInput
            inputId="promo-endDate"
            value={form.values.endDate}
            onChange={(v) => form.change('endDate', v)}
            invalid={errs('endDate').length > 0}
            showInvalidMessage={false}
          />
          <FieldError id="promo-endDate-error" messages={errs('endDate')} />
        </div>
      </form>
    </AppDialog>
  );
}
