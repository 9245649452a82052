import * as z from '../../zod';
import { knownClaims } from '../../claims';
import { answers, defineRoute } from '../route';
import {
  contributionsParams,
  jobIdParams,
  jobListQuery,
  programJobsQuery,
  saveContributionsSchema,
  saveJobSchema,
  saveProgramJobsSchema,
} from '../schemas/jobs';
import type { jobSchema } from '../answers/jobs';
import type { deletedAnswer } from '../answers/common';
import type {
  brandsJobsAnswer,
  brandsContributionsAnswer,
  brandsSaveContributionsAnswer,
  programsJobsDetailsAnswer,
} from '../answers/jobs';
import { lazySchema } from '../../lazySchema';

const view = knownClaims.viewPrograms;
const create = knownClaims.createJobDetails;

/** Jobs to be done per brand and budget year and their contributions (spec 02, section 7): the brands family. */
export const brandJobRoutes = {
  'brands.jobs': defineRoute({
    method: 'GET',
    path: 'brands/jobs-to-be-done',
    family: 'brands',
    access: view,
    query: jobListQuery,
    response: answers<typeof brandsJobsAnswer>(),
    summary: "A brand's jobs to be done for a budget year.",
  }),
  'brands.saveJob': defineRoute({
    method: 'POST',
    path: 'brands/jobs-to-be-done',
    family: 'brands',
    access: create,
    body: saveJobSchema,
    response: answers<typeof jobSchema>(),
    summary: 'Adds a job (name and description required) or saves one at its version.',
  }),
  'brands.deleteJob': defineRoute({
    method: 'DELETE',
    path: 'brands/jobs-to-be-done/{id}',
    family: 'brands',
    access: create,
    params: jobIdParams,
    response: answers<typeof deletedAnswer>(),
    summary: 'Deletes a job no program uses.',
  }),
  'brands.contributions': defineRoute({
    method: 'GET',
    path: 'brands/more-contributions/{budgetYear}/{brandid}',
    family: 'brands',
    access: view,
    params: contributionsParams,
    query: lazySchema(() => z.object({ searchTerm: z.optional(z.string().check(z.maxLength(200))) })),
    response: answers<typeof brandsContributionsAnswer>(),
    summary: "The contributing brands of a brand's jobs for a budget year, with ATL and BTL percentages.",
  }),
  'brands.saveContributions': defineRoute({
    method: 'POST',
    path: 'brands/more-contributions/{id}',
    family: 'brands',
    access: create,
    params: jobIdParams,
    body: saveContributionsSchema,
    response: answers<typeof brandsSaveContributionsAnswer>(),
    summary: "Saves a job's contributions; ATL and BTL must each total 100%.",
  }),
};

/** A program's choices among its funding brands' jobs (spec 02, section 7): the programs family. */
export const programJobRoutes = {
  'programs.jobsDetails': defineRoute({
    method: 'GET',
    path: 'programs/jobstobedonedetails',
    family: 'programs',
    access: view,
    query: programJobsQuery,
    response: answers<typeof programsJobsDetailsAnswer>(),
    summary: "The jobs of the program's funding brands and the program's choices.",
  }),
  'programs.saveJobsDetails': defineRoute({
    method: 'POST',
    path: 'programs/jobstobedonedetails',
    family: 'programs',
    access: view,
    body: saveProgramJobsSchema,
    response: answers<typeof programsJobsDetailsAnswer>(),
    summary: "Saves the program's job details and program-specific descriptions.",
  }),
};
