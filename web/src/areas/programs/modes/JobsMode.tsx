import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { knownClaims } from '../../../../../shared/claims';
import {
  isCustomerPriority,
  jobMessages,
  jobSelectionErrors,
  withDetail,
} from '../../../../../shared/programs/jobsToBeDone';
import { useConfirm } from '../../../components/confirm';
import {
  errorsOf,
  Field,
  FieldError,
  FormMessages,
  TextInputField,
  useForm,
  withoutField,
} from '../../../components/forms';
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
import { useProgram, type ProgramDetails } from '../api/program';
import { ActionFailure } from '../components/common/ActionFailure';
import { BrandYearFields, useBrandYear } from '../components/common/BrandYearFields';
import { useClaimCheck } from '../../../lib/claims';
import { useSpecText } from '../lib/specText';
import '../programs.css';
import { programLabel } from '../../../components/format';

interface Selection {
  detailId: string | null;
  programSpecificDescription: string;
}

/** The program's choice: the jobs made active, and each job's detail and program-specific description. */
interface JobSelections {
  active: string[];
  selections: Record<string, Selection>;
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
  // As saved, without a description its detail no longer allows (a detail renamed from customer priority).
  const savedSelection = (job: ProgramJob): Selection =>
    withDetail(
      job,
      { detailId: job.selectedDetailId, programSpecificDescription: job.programSpecificDescription ?? '' },
      job.selectedDetailId,
    );
  const form = useForm<JobSelections>({
    initial: {
      active: jobs.filter(chosen).map((j) => j.id),
      selections: Object.fromEntries(jobs.map((j) => [j.id, savedSelection(j)])),
    },
    fieldNames: ['selections'],
    check: ({ active, selections }) => {
      const fields: Record<string, string[]> = {};
      for (const job of jobs.filter((j) => active.includes(j.id))) {
        const problems = jobSelectionErrors(job, selections[job.id] ?? selectionOf(job));
        if (problems.length) fields[`selections.${job.id}`] = problems;
      }
      return { fields, general: Object.keys(fields).length ? [jobMessages.formBlocked] : [] };
    },
    failureErrors: (error) => ({ fields: {}, general: messagesOfError(error) }),
  });
  const active = new Set(form.values.active);
  // A job added while the panel is open has no entry yet.
  const selectionOf = (job: ProgramJob): Selection => form.values.selections[job.id] ?? savedSelection(job);
  const brandNames = new Map(details.fundingSources.map((f) => [f.brandId, f.brandName]));

  // A job becomes active when opened and inactive when opened again (spec 02, section 2).
  const toggle = (id: string) =>
    form.setValues((current) => ({
      ...current,
      active: current.active.includes(id) ? current.active.filter((a) => a !== id) : [...current.active, id],
    }));
  const select = (job: ProgramJob, change: Partial<Selection>) => {
    const id = job.id;
    form.setValues((current) => ({
      ...current,
      selections: { ...current.selections, [id]: { ...(current.selections[id] ?? selectionOf(job)), ...change } },
    }));
    // This job's message goes, and the form's; the other jobs' stay until the next save.
    form.setErrors((current) => ({ ...withoutField(current, `selections.${id}`), general: [] }));
  };

  const save = async () => {
    const saved = await form.submit(undefined, () =>
      saveProgramJobs({
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
      }),
    );
    if (!saved) return;
    messageBox.success(t('programs.spec.jobs.jobSaved'));
    close();
  };

  const cancel = () => {
    // Cancel deactivates every job.
    form.setValues((current) => ({ ...current, active: [] }));
    close();
  };
  const errors = (job: ProgramJob) => errorsOf(form.errors, `selections.${job.id}`);
  const general = form.errors.general;
  const saving = form.saving;

  return (
    <div className="jobs-panel">
      <p className="muted">
        {programLabel(details.program.id, details.program.name)} · {details.program.fiscalYear}
      </p>
      {general.length > 0 && <ActionFailure messages={general} stale={form.stale} onReload={onReload} />}
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
                          onChange={(e) => select(job, withDetail(job, selection, e.value as string))}
                          placeholder={t('programs.texts.selectPlaceholder')}
                          invalid={errors(job).length > 0}
                          aria-describedby={errors(job).length ? `job-detail-${job.id}-error` : undefined}
                        />
                        <FieldError id={`job-detail-${job.id}-error`} messages={errors(job).map(specText)} />
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
  const choice = useBrandYear();
  const { brandId, budgetYear } = choice;
  const jobs = useBrandJobs(brandId, budgetYear);
  const can = useClaimCheck();
  return (
    <div className="jobs-panel">
      <BrandYearFields idPrefix="jobs" choice={choice} />
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
    <div className="row-actions row-actions-wrap">
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
type JobValues = { brandId: number | null; name: string; description: string; details: string };

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
  const idp = job ? `job-edit-${job.id}` : 'job-new';
  const form = useForm<JobValues>({
    initial: {
      brandId: job?.brandId ?? (brands.length === 1 ? brands[0]!.id : null),
      name: job?.name ?? '',
      description: job?.description ?? '',
      details: job ? job.details.map((d) => d.name).join(', ') : '',
    },
    fieldNames: ['brandId', 'name', 'description', 'details'],
    check: (v) => {
      const fields: Record<string, string[]> = {};
      if (!v.brandId) fields.brandId = [t('programs.jobs.brandRequired')];
      if (!v.name.trim()) fields.name = [jobMessages.nameRequired];
      if (!v.description.trim()) fields.description = [jobMessages.descriptionRequired];
      return { fields, general: Object.keys(fields).length ? [jobMessages.newJobBlocked] : [] };
    },
    failureErrors: (error) => ({ fields: {}, general: messagesOfError(error) }),
  });
  const { values, change, errors } = form;

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
    const saved = await form.submit(undefined, () => {
      const names = values.details
        .split(',')
        .map((d) => d.trim())
        .filter(Boolean);
      return saveJob({
        ...(job ? { id: job.id, version: job.version } : {}),
        brandId: values.brandId!,
        budgetYear,
        name: values.name.trim(),
        description: values.description.trim(),
        details: names.map((n) => {
          const kept = job?.details.find((d) => d.name === n);
          return { ...(kept ? { id: kept.id } : {}), name: n };
        }),
        active: job?.active ?? true,
      });
    });
    if (!saved) return;
    messageBox.success(job ? t('programs.spec.jobs.jobSaved') : t('programs.spec.jobs.jobAdded'));
    if (job) onDone?.();
    else {
      form.reset({ ...values, name: '', description: '', details: '' });
      setOpen(false);
    }
  };
  const messages = (field: string) => errorsOf(errors, field).map(specText);
  return (
    <div
      className="job-editor"
      role="group"
      aria-label={job ? t('programs.jobs.editTitle') : t('programs.jobs.addTitle')}
    >
      <h4>{job ? t('programs.jobs.editTitle') : t('programs.jobs.addTitle')}</h4>
      {errors.general.length > 0 && <FormMessages messages={errors.general.map(specText)} />}
      {brands.length > 1 && (
        <Field id={`${idp}-brand`} label={t('programs.funding.brand')} messages={messages('brandId')}>
          {(f) => (
            <Dropdown
              inputId={f.id}
              value={values.brandId}
              options={brands.map((b) => ({ value: b.id, label: b.name }))}
              onChange={(e) => change('brandId', e.value as number)}
              invalid={f.invalid}
              aria-describedby={f.describedBy}
            />
          )}
        </Field>
      )}
      <TextInputField
        id={`${idp}-name`}
        label={t('programs.jobs.name')}
        messages={messages('name')}
        value={values.name}
        onChange={(value) => change('name', value)}
        maxLength={200}
      />
      <TextInputField
        id={`${idp}-description`}
        label={t('programs.fields.description')}
        messages={messages('description')}
        value={values.description}
        onChange={(value) => change('description', value)}
        rows={2}
        maxLength={2000}
      />
      <TextInputField
        id={`${idp}-details`}
        label={t('programs.jobs.detailsInput')}
        messages={[]}
        value={values.details}
        onChange={(value) => change('details', value)}
        maxLength={2000}
      />
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
          label={form.saving ? t('programs.texts.saving') : job ? t('programs.texts.save') : t('programs.jobs.add')}
          disabled={form.saving}
          onClick={() => void submit()}
        />
      </div>
    </div>
  );
}
