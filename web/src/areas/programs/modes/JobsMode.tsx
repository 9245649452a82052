import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { knownClaims } from '../../../../../shared/claims';
import { isCustomerPriority, jobMessages, jobSelectionErrors } from '../../../../../shared/programs/jobsToBeDone';
import { useConfirm } from '../../../components/confirm';
import { FieldError, FormMessages } from '../../../components/forms';
import { ReferenceLookup } from '../../../components/lookup';
import { messagesOfError, useMessageBox } from '../../../components/messageBox';
import { PageSpinner } from '../../../components/PageSpinner';
import type { SidePanelModeProps } from '../../../lib/sidePanel';
import {
  deleteJob,
  saveJob,
  saveProgramJobs,
  useBrandJobs,
  useProgramJobs,
  type BrandJob,
  type ProgramJob,
} from '../api/jobs';
import { useFiscalYears } from '../api/lookups';
import { useProgram, type ProgramDetails } from '../api/program';
import { ActionFailure, isStale } from '../components/common/ActionFailure';
import { useClaimCheck } from '../../../lib/claims';
import { useSpecText } from '../lib/specText';
import '../programs.css';

interface Selection {
  detailId: string | null;
  programSpecificDescription: string;
}

/**
 * The jobs to be done panel (mode jobs; spec 02, sections 2 and 5). With a program: its funding brands' jobs,
 * each made active by opening it, with a detail and a program-specific description. Without: a brand's jobs of
 * a budget year, to add, edit and delete.
 */
export default function JobsMode({ props, close }: SidePanelModeProps<'jobs'>) {
  const programId = typeof props.programId === 'number' ? props.programId : null;
  return programId ? <ProgramJobsPanel programId={programId} close={close} /> : <BrandJobsPanel close={close} />;
}

function ProgramJobsPanel({ programId, close }: { programId: number; close: () => void }) {
  const { t } = useTranslation();
  const program = useProgram(programId);
  const jobs = useProgramJobs(programId);
  if (program.error) return <Message severity="error" text={t('programs.spec.program.loadFailed')} />;
  if (jobs.error) return <Message severity="error" text={t('spec.http.dataNotLoaded')} />;
  if (!program.data || !jobs.data) return <PageSpinner />;
  return (
    <ProgramJobs
      key={`${program.data.program.version}`}
      details={program.data}
      canShow={jobs.data.canShow}
      jobs={jobs.data.jobs}
      close={close}
      onReload={() => void Promise.all([program.mutate(), jobs.mutate()])}
    />
  );
}

function ProgramJobs({
  details,
  canShow,
  jobs,
  close,
  onReload,
}: {
  details: ProgramDetails;
  canShow: boolean;
  jobs: ProgramJob[];
  close: () => void;
  onReload: () => void;
}) {
  const { t } = useTranslation();
  const specText = useSpecText();
  const messageBox = useMessageBox();
  const can = useClaimCheck();
  const chosen = (job: ProgramJob) => job.selectedDetailId !== null || job.programSpecificDescription !== null;
  const [active, setActive] = useState<Set<string>>(() => new Set(jobs.filter(chosen).map((j) => j.id)));
  const [selections, setSelections] = useState<Record<string, Selection>>(() =>
    Object.fromEntries(
      jobs.map((j) => [
        j.id,
        { detailId: j.selectedDetailId, programSpecificDescription: j.programSpecificDescription ?? '' },
      ]),
    ),
  );
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [stale, setStale] = useState(false);
  const [saving, setSaving] = useState(false);
  // A job added while the panel is open has no entry yet.
  const selectionOf = (job: ProgramJob): Selection =>
    selections[job.id] ?? {
      detailId: job.selectedDetailId,
      programSpecificDescription: job.programSpecificDescription ?? '',
    };
  const brandNames = new Map(details.fundingSources.map((f) => [f.brandId, f.brandName]));

  // A job becomes active when opened and inactive when opened again (spec 02, section 2).
  const toggle = (id: string) =>
    setActive((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const select = (job: ProgramJob, change: Partial<Selection>) => {
    const id = job.id;
    setSelections((current) => ({ ...current, [id]: { ...(current[id] ?? selectionOf(job)), ...change } }));
    setErrors((current) => ({ ...current, [id]: [] }));
    setGeneral([]);
  };

  const save = async () => {
    const found: Record<string, string[]> = {};
    for (const job of jobs.filter((j) => active.has(j.id))) {
      const problems = jobSelectionErrors(job, selectionOf(job));
      if (problems.length) found[job.id] = problems;
    }
    if (Object.keys(found).length) {
      setErrors(found);
      setGeneral([jobMessages.formBlocked]);
      return;
    }
    setSaving(true);
    try {
      await saveProgramJobs({
        programId: details.program.id,
        version: details.program.version,
        selections: jobs
          .filter((j) => active.has(j.id))
          .map((j) => {
            const selection = selectionOf(j);
            const detail = j.details.find((d) => d.id === selection.detailId);
            return {
              jobId: j.id,
              detailId: selection.detailId,
              programSpecificDescription:
                isCustomerPriority(detail?.name) && selection.programSpecificDescription.trim()
                  ? selection.programSpecificDescription.trim()
                  : null,
            };
          }),
      });
      messageBox.success(t('programs.spec.jobs.jobSaved'));
      close();
    } catch (error) {
      setGeneral(messagesOfError(error));
      setStale(isStale(error));
    } finally {
      setSaving(false);
    }
  };

  const cancel = () => {
    // Cancel deactivates every job.
    setActive(new Set());
    close();
  };

  return (
    <div className="jobs-panel">
      <p className="muted">
        #{details.program.id} {details.program.name} · {details.program.fiscalYear}
      </p>
      {general.length > 0 && <ActionFailure messages={general} stale={stale} onReload={onReload} />}
      {!canShow && <Message severity="info" text={t('programs.spec.server.notPlannable')} />}
      {jobs.length === 0 ? (
        <p className="muted empty-state">{t('programs.spec.jobs.jobsEmpty')}</p>
      ) : (
        <ul className="job-list">
          {jobs.map((job) => {
            const open = active.has(job.id);
            const selection = selectionOf(job);
            const detail = job.details.find((d) => d.id === selection.detailId);
            return (
              <li key={job.id} className={open ? 'job active' : 'job'}>
                <button
                  type="button"
                  className="job-header"
                  aria-expanded={open}
                  onClick={() => toggle(job.id)}
                  disabled={!canShow}
                >
                  <i className={open ? 'pi pi-check-square' : 'pi pi-stop'} aria-hidden />
                  <span className="job-name">{job.name}</span>
                  <span className="muted">{brandNames.get(job.brandId) ?? `#${job.brandId}`}</span>
                </button>
                {open && (
                  <div className="job-body">
                    <p className="job-description">{job.description}</p>
                    {job.details.length > 0 && (
                      <div className="field">
                        <label htmlFor={`job-detail-${job.id}`}>{t('programs.jobs.detail')}</label>
                        <Dropdown
                          inputId={`job-detail-${job.id}`}
                          value={selection.detailId}
                          options={job.details.map((d) => ({ value: d.id, label: d.name }))}
                          onChange={(e) => select(job, { detailId: e.value as string })}
                          placeholder={t('programs.texts.selectPlaceholder')}
                          invalid={Boolean(errors[job.id]?.length)}
                          aria-describedby={errors[job.id]?.length ? `job-detail-${job.id}-error` : undefined}
                        />
                        <FieldError id={`job-detail-${job.id}-error`} messages={(errors[job.id] ?? []).map(specText)} />
                      </div>
                    )}
                    <div className="field">
                      <label htmlFor={`job-psd-${job.id}`}>{t('programs.jobs.programSpecificDescription')}</label>
                      <InputTextarea
                        id={`job-psd-${job.id}`}
                        value={selection.programSpecificDescription}
                        onChange={(e) => select(job, { programSpecificDescription: e.target.value })}
                        disabled={!isCustomerPriority(detail?.name)}
                        rows={2}
                        autoResize
                        maxLength={2000}
                      />
                      {!isCustomerPriority(detail?.name) && (
                        <small className="muted">{t('programs.jobs.customerPriorityOnly')}</small>
                      )}
                    </div>
                    <JobActions job={job} />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {can(knownClaims.createJobDetails) && details.program.fiscalYear && (
        <JobEditor
          brands={details.fundingSources.filter((f) => f.selected).map((f) => ({ id: f.brandId, name: f.brandName }))}
          budgetYear={details.program.fiscalYear}
        />
      )}
      <div className="form-buttons">
        <span className="spacer" />
        <Button type="button" label={t('programs.common.cancel')} text onClick={cancel} />
        <Button
          type="button"
          label={saving ? t('programs.texts.saving') : t('programs.texts.save')}
          disabled={saving || !canShow || jobs.length === 0}
          onClick={() => void save()}
        />
      </div>
    </div>
  );
}

function BrandJobsPanel({ close }: { close: () => void }) {
  const { t } = useTranslation();
  const years = useFiscalYears();
  const [brandId, setBrandId] = useState<number | null>(null);
  const currentYear = years.data?.items.find((y) => y.isCurrent === true)?.fiscalYear ?? null;
  const [year, setYear] = useState<number | null>(null);
  const budgetYear = year ?? currentYear;
  const jobs = useBrandJobs(brandId, budgetYear);
  const can = useClaimCheck();
  return (
    <div className="jobs-panel">
      <div className="form-grid">
        <div className="field">
          <label htmlFor="jobs-brand">{t('programs.funding.brand')}</label>
          <ReferenceLookup
            kind="brand"
            activeOnly
            inputId="jobs-brand"
            value={brandId}
            onChange={(id) => setBrandId(id === null ? null : Number(id))}
          />
        </div>
        <div className="field">
          <label htmlFor="jobs-year">{t('programs.fields.budgetYear')}</label>
          <Dropdown
            inputId="jobs-year"
            value={budgetYear}
            options={(years.data?.items ?? []).map((y) => ({
              value: y.fiscalYear,
              label: String(y.fiscalYear),
            }))}
            onChange={(e) => setYear(e.value as number)}
            emptyMessage={t('programs.texts.budgetYearNotFound')}
          />
        </div>
      </div>
      {!brandId ? (
        <p className="muted">{t('programs.jobs.chooseBrand')}</p>
      ) : jobs.error ? (
        <Message severity="error" text={t('spec.http.dataNotLoaded')} />
      ) : !jobs.data ? (
        <PageSpinner />
      ) : jobs.data.length === 0 ? (
        <p className="muted empty-state">{t('programs.spec.jobs.jobsEmpty')}</p>
      ) : (
        <ul className="job-list">
          {jobs.data.map((job) => (
            <BrandJobItem key={job.id} job={job} />
          ))}
        </ul>
      )}
      {brandId && budgetYear && can(knownClaims.createJobDetails) && (
        <JobEditor brands={[{ id: brandId, name: '' }]} budgetYear={budgetYear} />
      )}
      <div className="form-buttons">
        <span className="spacer" />
        <Button type="button" label={t('programs.common.close')} text onClick={close} />
      </div>
    </div>
  );
}

/** One of a brand's jobs: expandable, with its edit and delete actions. */
function BrandJobItem({ job }: { job: BrandJob }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <li className={open ? 'job active' : 'job'}>
      <button type="button" className="job-header" aria-expanded={open} onClick={() => setOpen(!open)}>
        <i className={open ? 'pi pi-chevron-down' : 'pi pi-chevron-right'} aria-hidden />
        <span className="job-name">{job.name}</span>
        {!job.active && <span className="muted">{t('programs.jobs.inactive')}</span>}
      </button>
      {open && (
        <div className="job-body">
          <p className="job-description">{job.description}</p>
          {job.details.length > 0 && (
            <p className="muted">
              {t('programs.jobs.details')}: {job.details.map((d) => d.name).join(', ')}
            </p>
          )}
          <JobActions job={job} />
        </div>
      )}
    </li>
  );
}

/**
 * Edit (when canEdit is EDIT) and delete (when canDelete is DELETE) of a job, for users with JTBDDetails/Create;
 * otherwise the flag's text says why not.
 */
function JobActions({ job }: { job: BrandJob }) {
  const { t } = useTranslation();
  const specText = useSpecText();
  const confirm = useConfirm();
  const messageBox = useMessageBox();
  const can = useClaimCheck();
  const [editing, setEditing] = useState(false);
  if (!can(knownClaims.createJobDetails)) return null;
  if (editing)
    return (
      <JobEditor
        job={job}
        brands={[{ id: job.brandId, name: '' }]}
        budgetYear={job.budgetYear}
        onDone={() => setEditing(false)}
      />
    );
  const remove = async () => {
    if (!(await confirm({ message: t('programs.jobs.deleteConfirm', { name: job.name }), danger: true }))) return;
    try {
      await deleteJob(job.id);
      messageBox.success(t('programs.spec.jobs.jobDeleted'));
    } catch (error) {
      messageBox.danger(messagesOfError(error).map(specText));
    }
  };
  return (
    <div className="row-actions">
      <span title={job.canEdit === 'EDIT' ? undefined : specText(job.canEdit)}>
        <Button
          type="button"
          label={t('programs.common.edit')}
          icon="pi pi-pencil"
          size="small"
          text
          disabled={job.canEdit !== 'EDIT'}
          onClick={() => setEditing(true)}
        />
      </span>
      <span title={job.canDelete === 'DELETE' ? undefined : specText(job.canDelete)}>
        <Button
          type="button"
          label={t('programs.common.delete')}
          icon="pi pi-trash"
          size="small"
          text
          severity="danger"
          disabled={job.canDelete !== 'DELETE'}
          onClick={() => void remove()}
        />
      </span>
    </div>
  );
}

/** Adds a job (claim JTBDDetails/Create), or edits one: name and description required, details optional. */
function JobEditor({
  job,
  brands,
  budgetYear,
  onDone,
}: {
  job?: BrandJob;
  brands: { id: number; name: string }[];
  budgetYear: number;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const specText = useSpecText();
  const messageBox = useMessageBox();
  const [open, setOpen] = useState(Boolean(job));
  const [brandId, setBrandId] = useState<number | null>(job?.brandId ?? (brands.length === 1 ? brands[0]!.id : null));
  const [name, setName] = useState(job?.name ?? '');
  const [description, setDescription] = useState(job?.description ?? '');
  const [detailText, setDetailText] = useState(job ? job.details.map((d) => d.name).join(', ') : '');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const idp = job ? `job-edit-${job.id}` : 'job-new';

  if (!open)
    return (
      <Button
        type="button"
        label={t('programs.jobs.add')}
        icon="pi pi-plus"
        size="small"
        outlined
        onClick={() => setOpen(true)}
        className="job-add"
      />
    );
  const submit = async () => {
    const found: Record<string, string[]> = {};
    if (!brandId) found.brandId = [t('programs.jobs.brandRequired')];
    if (!name.trim()) found.name = [jobMessages.nameRequired];
    if (!description.trim()) found.description = [jobMessages.descriptionRequired];
    if (Object.keys(found).length) {
      setErrors(found);
      setGeneral([jobMessages.newJobBlocked]);
      return;
    }
    setSaving(true);
    try {
      const names = detailText
        .split(',')
        .map((d) => d.trim())
        .filter(Boolean);
      await saveJob({
        ...(job ? { id: job.id, version: job.version } : {}),
        brandId: brandId!,
        budgetYear,
        name: name.trim(),
        description: description.trim(),
        details: names.map((n) => ({
          ...(job?.details.find((d) => d.name === n) ? { id: job.details.find((d) => d.name === n)!.id } : {}),
          name: n,
        })),
        active: job?.active ?? true,
      });
      messageBox.success(job ? t('programs.spec.jobs.jobSaved') : t('programs.spec.jobs.jobAdded'));
      setGeneral([]);
      if (job) onDone?.();
      else {
        setName('');
        setDescription('');
        setDetailText('');
        setOpen(false);
      }
    } catch (error) {
      setGeneral(messagesOfError(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <div
      className="job-editor"
      role="group"
      aria-label={job ? t('programs.jobs.editTitle') : t('programs.jobs.addTitle')}
    >
      <h4>{job ? t('programs.jobs.editTitle') : t('programs.jobs.addTitle')}</h4>
      {general.length > 0 && <FormMessages messages={general.map(specText)} />}
      {brands.length > 1 && (
        <div className="field">
          <label htmlFor={`${idp}-brand`}>{t('programs.funding.brand')}</label>
          <Dropdown
            inputId={`${idp}-brand`}
            value={brandId}
            options={brands.map((b) => ({ value: b.id, label: b.name }))}
            onChange={(e) => (setBrandId(e.value as number), setErrors({ ...errors, brandId: [] }))}
            invalid={Boolean(errors.brandId?.length)}
          />
          <FieldError id={`${idp}-brand-error`} messages={errors.brandId ?? []} />
        </div>
      )}
      <div className="field">
        <label htmlFor={`${idp}-name`}>{t('programs.jobs.name')}</label>
        <InputText
          id={`${idp}-name`}
          value={name}
          onChange={(e) => (setName(e.target.value), setErrors({ ...errors, name: [] }))}
          maxLength={200}
          invalid={Boolean(errors.name?.length)}
          aria-describedby={errors.name?.length ? `${idp}-name-error` : undefined}
        />
        <FieldError id={`${idp}-name-error`} messages={(errors.name ?? []).map(specText)} />
      </div>
      <div className="field">
        <label htmlFor={`${idp}-description`}>{t('programs.fields.description')}</label>
        <InputTextarea
          id={`${idp}-description`}
          value={description}
          onChange={(e) => (setDescription(e.target.value), setErrors({ ...errors, description: [] }))}
          rows={2}
          autoResize
          maxLength={2000}
          invalid={Boolean(errors.description?.length)}
          aria-describedby={errors.description?.length ? `${idp}-description-error` : undefined}
        />
        <FieldError id={`${idp}-description-error`} messages={(errors.description ?? []).map(specText)} />
      </div>
      <div className="field">
        <label htmlFor={`${idp}-details`}>{t('programs.jobs.detailsInput')}</label>
        <InputText
          id={`${idp}-details`}
          value={detailText}
          onChange={(e) => setDetailText(e.target.value)}
          maxLength={2000}
        />
      </div>
      <div className="form-buttons">
        <span className="spacer" />
        <Button
          type="button"
          label={t('programs.common.cancel')}
          text
          onClick={() => (job ? onDone?.() : setOpen(false))}
        />
        <Button
          type="button"
          label={saving ? t('programs.texts.saving') : job ? t('programs.texts.save') : t('programs.jobs.add')}
          disabled={saving}
          onClick={() => void submit()}
        />
      </div>
    </div>
  );
}
