import * as recordMessages from '../../../shared/recordMessages';
import { inputMessages } from '../../../shared/messages';
import { randomUUID } from 'node:crypto';
import { contributionErrors, jobMessages, jobServerMessages } from '../../../shared/programs/jobsToBeDone';
import { InvalidInput } from '../../lib/errors';
import type { RouteContext } from '../../lib/familyHandler';
import { listReferenceRecords } from '../reference/referenceRepository';
import {
  createJob,
  deleteJob,
  getJob,
  jobInUseReason,
  listJobs,
  parseJobId,
  updateJob,
  type Job,
} from './jobRepository';
import { searchMatcher } from '../../../shared/search';

/** A brand's jobs to be done and the other brands' contributions to them (the brands family's use cases). */
const jobView = ({ usageTotal: _u, contributions: _c, ...job }: Job) => ({
  ...job,
  canEdit: 'EDIT',
  canDelete: jobInUseReason({ usageTotal: _u }) ?? 'DELETE',
});

const contributionRows = (job: Job) =>
  job.contributions.map((c) => ({
    jobsToBeDoneHeaderId: job.id,
    jobName: job.name,
    ...c,
    atlEdit: 'EDIT',
    btlEdit: 'EDIT',
    canDelete: 'DELETE',
    version: job.version,
  }));

async function brandNames(): Promise<Map<number, string>> {
  return new Map((await listReferenceRecords('brand')).map((b) => [b.id, b.name]));
}

export const jobsOfBrand = async (brandId: number, budgetYear: number) =>
  (await listJobs(brandId, budgetYear)).map(jobView);

/** Creates a job (no id), or updates one read at its version; a job stays with its brand and budget year. */
export async function saveJob(body: RouteContext<'brands.saveJob'>['body']) {
  const { id, version, ...fields } = body;
  if (!(await brandNames()).has(fields.brandId)) throw new InvalidInput({ brandId: [recordMessages.brand] });
  const details = fields.details.map((d) => ({ id: d.id ?? randomUUID().slice(0, 8), name: d.name }));
  if (id === undefined) return jobView(await createJob({ ...fields, details }));
  if (version === undefined) throw new InvalidInput({ version: [inputMessages.versionRequired] });
  const current = parseJobId(id);
  if (current.brandId !== fields.brandId || current.budgetYear !== fields.budgetYear) {
    throw new InvalidInput({ brandId: [jobServerMessages.otherBrandOrYear] });
  }
  return jobView(
    await updateJob(id, version, {
      name: fields.name,
      description: fields.description,
      details,
      active: fields.active,
    }),
  );
}

export async function removeJob(id: string) {
  await deleteJob(id);
  return { deleted: true as const };
}

/** The contribution rows of a brand's jobs in a budget year, searched by brand or job name. */
export async function contributionsOf(brandId: number, budgetYear: number, searchTerm: string | undefined) {
  const matches = searchMatcher(searchTerm);
  return (await listJobs(brandId, budgetYear))
    .flatMap(contributionRows)
    .filter((row) => matches(row.brandName, row.jobName));
}

/** Replaces a job's contributions at its version: known brands, each once, within the rules of the amounts. */
export async function saveContributions(jobId: string, body: RouteContext<'brands.saveContributions'>['body']) {
  const job = await getJob(jobId);
  const names = await brandNames();
  const unknown = body.contributions.filter((c) => !names.has(c.contributingBrandId));
  if (unknown.length)
    throw new InvalidInput({
      contributions: unknown.map((c) => recordMessages.unknownBrand(c.contributingBrandId)),
    });
  const ids = body.contributions.map((c) => c.contributingBrandId);
  if (new Set(ids).size !== ids.length) throw new InvalidInput({ contributions: [jobServerMessages.contributesTwice] });
  const errors = contributionErrors(body.contributions);
  if (Object.keys(errors).length) throw new InvalidInput({ ...errors, general: [jobMessages.contributionsSaveFailed] });
  const saved = await updateJob(job.id, body.version, {
    contributions: body.contributions.map((c) => ({ ...c, brandName: names.get(c.contributingBrandId)! })),
  });
  return { ...jobView(saved), contributions: contributionRows(saved) };
}
