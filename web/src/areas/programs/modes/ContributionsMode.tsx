import { Button } from 'primereact/button';
import { InputNumber } from 'primereact/inputnumber';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { knownClaims } from '../../../../../shared/claims';
import {
  applyContributionEdit,
  contributionErrors,
  contributionTotals,
  jobMessages,
} from '../../../../../shared/programs/jobsToBeDone';
import { useConfirm } from '../../../components/confirm';
import { SearchInput, useDebouncedValue } from '../../../components/dataTable';
import { errorsOf, useForm } from '../../../components/forms';
import { ReferenceLookup } from '../../../components/lookup';
import { messagesOfError, useMessageBox } from '../../../components/messageBox';
import { PageSpinner } from '../../../components/PageSpinner';
import { useReferenceRecord } from '../../../components/reference';
import type { SidePanelModeProps } from '../../../lib/sidePanel';
import { saveContributions, useContributions, type ContributionRow } from '../api/contributions';
import { useBrandJobs, type BrandJob } from '../api/jobs';
import { ActionFailure } from '../components/common/ActionFailure';
import { BrandYearFields, useBrandYear } from '../components/common/BrandYearFields';
import { useClaimCheck } from '../../../lib/claims';
import '../programs.css';

type Share = Pick<
  ContributionRow,
  'contributingBrandId' | 'brandName' | 'atlPercent' | 'btlPercent' | 'atlEdit' | 'btlEdit' | 'canDelete'
>;
const SEARCH_DEBOUNCE_MS = 400;

/**
 * The contributions panel (mode contributions; spec 02, sections 2 and 5): per brand and budget year, each job's
 * contributing brands with ATL % and BTL %, each side totalling exactly 100%.
 */
export default function ContributionsMode({ props, close }: SidePanelModeProps<'contributions'>) {
  const { t } = useTranslation();
  const choice = useBrandYear({
    brandId: typeof props.brandId === 'number' ? props.brandId : null,
    budgetYear: typeof props.budgetYear === 'number' ? props.budgetYear : null,
  });
  const { brandId, budgetYear } = choice;
  const [search, setSearch] = useState('');
  const searchTerm = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const jobs = useBrandJobs(brandId, budgetYear);
  const rows = useContributions(budgetYear, brandId, searchTerm);
  const searching = searchTerm.trim() !== '';

  return (
    <div className="contributions-panel">
      <BrandYearFields idPrefix="contributions" choice={choice}>
        <div className="field wide">
          <SearchInput value={search} onChange={setSearch} label={t('programs.contributions.search')} />
        </div>
      </BrandYearFields>
      {!brandId ? (
        <p className="muted">{t('programs.jobs.chooseBrand')}</p>
      ) : rows.error || jobs.error ? (
        <Message severity="error" text={t('spec.http.dataNotLoaded')} />
      ) : !rows.data || !jobs.data ? (
        <PageSpinner />
      ) : (
        <>
          {jobs.data.length === 0 && <p className="muted empty-state">{t('programs.spec.jobs.contributionsEmpty')}</p>}
          {searching && <p className="muted">{t('programs.contributions.searchReadOnly')}</p>}
          {jobs.data
            .filter((job) => !searching || rows.data!.some((r) => r.jobsToBeDoneHeaderId === job.id))
            .map((job) => (
              <JobContributions
                key={`${job.id}:${job.version}:${searching}`}
                job={job}
                rows={rows.data!.filter((r) => r.jobsToBeDoneHeaderId === job.id)}
                readOnly={searching}
                onReload={() => void Promise.all([rows.mutate(), jobs.mutate()])}
              />
            ))}
        </>
      )}
      <div className="form-buttons">
        <span className="spacer" />
        <Button type="button" label={t('programs.common.close')} text onClick={close} />
      </div>
    </div>
  );
}

function JobContributions({
  job,
  rows,
  readOnly,
  onReload,
}: {
  job: BrandJob;
  rows: ContributionRow[];
  readOnly: boolean;
  onReload: () => void;
}) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const messageBox = useMessageBox();
  const can = useClaimCheck();
  const editable = !readOnly && can(knownClaims.createJobDetails);
  const form = useForm<{ shares: Share[] }>({
    initial: {
      shares: rows.map(({ contributingBrandId, brandName, atlPercent, btlPercent, atlEdit, btlEdit, canDelete }) => ({
        contributingBrandId,
        brandName,
        atlPercent,
        btlPercent,
        atlEdit,
        btlEdit,
        canDelete,
      })),
    },
    fieldNames: ['shares'],
    // Once a save was tried, the totals are checked as the user types (the flag goes when both are 100%).
    live: true,
    check: ({ shares }) => {
      const found = contributionErrors(shares);
      return {
        fields: Object.fromEntries(Object.entries(found).map(([total, list]) => [`shares.${total}`, list])),
        general: [],
      };
    },
    failureErrors: (error) => ({
      fields: {},
      general: [jobMessages.contributionsSaveFailed, ...messagesOfError(error)],
    }),
  });
  const { shares } = form.values;
  const [adding, setAdding] = useState<number | null>(null);
  const totals = contributionTotals(shares);
  const atlFlagged = errorsOf(form.errors, 'shares.atlTotal').length > 0;
  const btlFlagged = errorsOf(form.errors, 'shares.btlTotal').length > 0;
  const kept = (list: { contributingBrandId: number }[]) => new Set(list.map((s) => s.contributingBrandId));
  const added = shares.some((s) => !kept(rows).has(s.contributingBrandId));
  const removed = rows.some((r) => !kept(shares).has(r.contributingBrandId));
  const dirty =
    JSON.stringify(shares.map((s) => [s.contributingBrandId, s.atlPercent, s.btlPercent])) !==
    JSON.stringify(rows.map((s) => [s.contributingBrandId, s.atlPercent, s.btlPercent]));

  const setShares = (next: (current: Share[]) => Share[]) => form.change('shares', next(shares));
  const edit = (brandId: number, side: 'atl' | 'btl', value: number) =>
    setShares((current) =>
      current.map((s) => (s.contributingBrandId === brandId ? { ...s, ...applyContributionEdit(s, side, value) } : s)),
    );
  const add = (brandId: number | null, label: string) => {
    if (brandId === null || shares.some((s) => s.contributingBrandId === brandId)) return;
    setShares((current) => [
      ...current,
      {
        contributingBrandId: brandId,
        brandName: label,
        atlPercent: 0,
        btlPercent: 0,
        atlEdit: 'EDIT',
        btlEdit: 'EDIT',
        canDelete: 'DELETE',
      },
    ]);
    setAdding(null);
  };
  const remove = async (share: Share) => {
    if (
      !(await confirm({ message: t('programs.contributions.deleteConfirm', { brand: share.brandName }), danger: true }))
    )
      return;
    form.setValues((current) => ({
      shares: current.shares.filter((s) => s.contributingBrandId !== share.contributingBrandId),
    }));
    form.clearField('shares');
  };
  const save = async () => {
    const saved = await form.submit(undefined, () =>
      saveContributions(job.id, {
        version: job.version,
        contributions: shares.map((s) => ({
          contributingBrandId: s.contributingBrandId,
          atlPercent: s.atlPercent,
          btlPercent: s.btlPercent,
        })),
      }),
    );
    if (!saved) return;
    messageBox.success([
      t('programs.spec.jobs.contributionsSaved'),
      ...(added ? [t('programs.texts.contributionAdded')] : []),
      ...(removed ? [t('programs.texts.contributionDeleted')] : []),
    ]);
  };

  return (
    <section className="job-contributions" aria-label={job.name}>
      <h3>{job.name}</h3>
      {form.errors.general.length > 0 && (
        <ActionFailure messages={form.errors.general} stale={form.stale} onReload={onReload} />
      )}
      {shares.length === 0 ? (
        <p className="muted">{t('programs.spec.jobs.contributionsEmpty')}</p>
      ) : (
        <div className="table-scroll">
          <table className="plain-table">
            <thead>
              <tr>
                <th scope="col">{t('programs.contributions.brand')}</th>
                <th scope="col" className="num">
                  ATL %
                </th>
                <th scope="col" className="num">
                  BTL %
                </th>
                <th scope="col">
                  <span className="sr-only">{t('programs.common.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shares.map((s) => (
                <tr key={s.contributingBrandId}>
                  <th scope="row">{s.brandName}</th>
                  <td className="num">
                    <InputNumber
                      value={s.atlPercent}
                      onValueChange={(e) => edit(s.contributingBrandId, 'atl', e.value ?? 0)}
                      min={0}
                      max={100}
                      maxFractionDigits={2}
                      suffix="%"
                      disabled={!editable || s.atlEdit !== 'EDIT'}
                      aria-label={t('programs.contributions.atlOf', { brand: s.brandName })}
                      inputClassName="percent-input"
                    />
                  </td>
                  <td className="num">
                    <InputNumber
                      value={s.btlPercent}
                      onValueChange={(e) => edit(s.contributingBrandId, 'btl', e.value ?? 0)}
                      min={0}
                      max={100}
                      maxFractionDigits={2}
                      suffix="%"
                      disabled={!editable || s.btlEdit !== 'EDIT'}
                      aria-label={t('programs.contributions.btlOf', { brand: s.brandName })}
                      inputClassName="percent-input"
                    />
                  </td>
                  <td>
                    {editable && (
                      <span title={s.canDelete === 'DELETE' ? undefined : s.canDelete}>
                        <Button
                          type="button"
                          icon="pi pi-trash"
                          text
                          severity="danger"
                          disabled={s.canDelete !== 'DELETE'}
                          aria-label={t('programs.contributions.remove', { brand: s.brandName })}
                          onClick={() => void remove(s)}
                        />
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('programs.common.total')}</th>
                <td className={atlFlagged ? 'num total-flagged' : 'num'} data-testid="atl-total">
                  {totals.atl}%
                </td>
                <td className={btlFlagged ? 'num total-flagged' : 'num'} data-testid="btl-total">
                  {totals.btl}%
                </td>
                <td />
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      {(atlFlagged || btlFlagged) && <Message severity="error" text={t('programs.spec.jobs.contributionsTotal')} />}
      {editable && (
        <div className="contribution-add">
          <ReferenceLookup
            kind="brand"
            activeOnly
            inputId={`contribution-add-${job.id}`}
            value={adding}
            onChange={(id) => setAdding(id === null ? null : Number(id))}
            placeholder={t('programs.contributions.addBrand')}
          />
          <AddButton brandId={adding} onAdd={add} />
          <span className="spacer" />
          <Button
            type="button"
            label={form.saving ? t('programs.texts.saving') : t('programs.texts.save')}
            size="small"
            disabled={form.saving || !dirty}
            onClick={() => void save()}
          />
        </div>
      )}
    </section>
  );
}

/** Adds the brand chosen in the lookup; its name is read from the record. */
function AddButton({
  brandId,
  onAdd,
}: {
  brandId: number | null;
  onAdd: (brandId: number | null, label: string) => void;
}) {
  const { t } = useTranslation();
  const label = useBrandName(brandId);
  return (
    <Button
      type="button"
      label={t('programs.contributions.add')}
      icon="pi pi-plus"
      size="small"
      outlined
      disabled={brandId === null || label === null}
      onClick={() => onAdd(brandId, label ?? '')}
    />
  );
}

function useBrandName(brandId: number | null): string | null {
  const { data } = useReferenceRecord('brand', brandId);
  return data ? data.name : null;
}
