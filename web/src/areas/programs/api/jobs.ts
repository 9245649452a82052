import { mutate } from 'swr';
import { callRoute, type RouteCallInput, type RouteResult } from '../../../lib/api';
import { useRoute } from '../../../lib/useRoute';

type ProgramJobs = RouteResult<'programs.jobsDetails'>;
export type ProgramJob = ProgramJobs['jobs'][number];
export type BrandJob = RouteResult<'brands.jobs'>[number];

const isJobKey = (key: unknown) =>
  Array.isArray(key) && typeof key[0] === 'string' && /^(programs\.jobsDetails|brands\.)/.test(key[0]);

/** The jobs of the program's funding brands and the program's choices (`programs/jobstobedonedetails`). */
export const useProgramJobs = (programId: number | null) =>
  useRoute('programs.jobsDetails', programId ? { query: { programId } } : null);

/** Saves the program's job details and descriptions (`POST programs/jobstobedonedetails`). */
export async function saveProgramJobs(body: RouteCallInput<'programs.saveJobsDetails'>['body']) {
  const saved = await callRoute('programs.saveJobsDetails', { body });
  await mutate(isJobKey);
  await mutate((key) => Array.isArray(key) && key[0] === 'programs.get');
  return saved;
}

/** A brand's jobs to be done for a budget year (`brands/jobs-to-be-done`). */
export const useBrandJobs = (brandId: number | null, budgetYear: number | null) =>
  useRoute('brands.jobs', brandId && budgetYear ? { query: { brandId, budgetYear } } : null);

/** Adds a job, or saves one at its version (`POST brands/jobs-to-be-done`, claim JTBDDetails/Create). */
export async function saveJob(body: RouteCallInput<'brands.saveJob'>['body']) {
  const job = await callRoute('brands.saveJob', { body });
  await mutate(isJobKey);
  return job;
}

/** Deletes a job no program uses (`DELETE brands/jobs-to-be-done/{id}`). */
export async function deleteJob(id: string) {
  await callRoute('brands.deleteJob', { params: { id } });
  await mutate(isJobKey);
}
