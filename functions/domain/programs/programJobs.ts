import { jobMessages, jobSelectionErrors, jobServerMessages } from '../../../shared/programs/jobsToBeDone';
import { programServerMessages } from '../../../shared/programs/messages';
import { plannableStatuses } from '../../../shared/programs/status';
import { InvalidInput } from '../../lib/errors';
import type { RouteContext } from '../../lib/familyHandler';
import type { AuthContext } from '../../lib/identity';
import { jobInUseReason, listJobs, type Job } from '../jobs/jobRepository';
import { loadVisibleProgram, refuseChange } from './guard';
import { replaceJobSelections } from './programParts';
import type { ProgramAggregate } from './programTypes';

/** The active jobs of the program's selected funding brands, for its budget year. */
async function jobsOfProgram(aggregate: ProgramAggregate): Promise<Job[]> {
  const { fiscalYear } = aggregate.program;
  if (!fiscalYear) return [];
  const brands = aggregate.fundingSources.filter((f) => f.selected).map((f) => f.brandId);
  return (await Promise.all(brands.map((b) => listJobs(b, fiscalYear)))).flat().filter((j) => j.active);
}

async function programJobs(aggregate: ProgramAggregate) {
  const chosen = new Map(aggregate.jobSelections.map((s) => [s.jobId, s]));
  const canShow = plannableStatuses.includes(aggregate.program.statusId);
  return {
    canShow,
    jobs: (await jobsOfProgram(aggregate)).map(({ usageTotal, contributions: _c, ...job }) => ({
      ...job,
      canEdit: canShow ? 'EDIT' : programServerMessages.notPlannable,
      canDelete: jobInUseReason({ usageTotal }) ?? 'DELETE',
      selectedDetailId: chosen.get(job.id)?.detailId ?? null,
      programSpecificDescription: chosen.get(job.id)?.programSpecificDescription ?? null,
    })),
  };
}

export const jobsDetails = async (programId: number, auth: AuthContext) =>
  programJobs(await loadVisibleProgram(programId, auth));

export async function saveJobsDetails(body: RouteContext<'programs.saveJobsDetails'>['body'], auth: AuthContext) {
  const aggregate = await loadVisibleProgram(body.programId, auth);
  refuseChange(aggregate.program, 'jobs', auth, body.version);
  const jobs = new Map((await jobsOfProgram(aggregate)).map((j) => [j.id, j]));
  const errors: Record<string, string[]> = {};
  body.selections.forEach((selection, i) => {
    const job = jobs.get(selection.jobId);
    const problems = job ? jobSelectionErrors(job, selection) : [jobServerMessages.notFunded];
    if (problems.length) errors[`selections.${i}.detailId`] = problems;
  });
  if (Object.keys(errors).length) throw new InvalidInput({ ...errors, general: [jobMessages.formBlocked] });
  const updated = await replaceJobSelections(
    aggregate,
    body.selections.map((s) => ({
      jobId: s.jobId,
      detailId: s.detailId ?? null,
      programSpecificDescription: s.programSpecificDescription ?? null,
    })),
    auth,
  );
  return programJobs(updated);
}
