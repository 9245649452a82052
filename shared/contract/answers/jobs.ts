import * as z from '../../zod';
import { lazySchema } from '../../lazySchema';

export const jobSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string(),
    brandId: z.number(),
    budgetYear: z.number(),
    name: z.string(),
    description: z.string(),
    details: z.array(z.object({ id: z.string(), name: z.string() })),
    active: z.boolean(),
    /** 'EDIT' when the job may be edited, otherwise the reason it may not (spec 02, section 3). */
    canEdit: z.string(),
    /** 'DELETE' when the job may be deleted, otherwise the reason. */
    canDelete: z.string(),
    version: z.number(),
  }),
);

const contributionRowSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    jobsToBeDoneHeaderId: z.string(),
    jobName: z.string(),
    contributingBrandId: z.number(),
    brandName: z.string(),
    atlPercent: z.number(),
    btlPercent: z.number(),
    atlEdit: z.string(),
    btlEdit: z.string(),
    canDelete: z.string(),
    version: z.number(),
  }),
);

const programJobSchema = /* @__PURE__ */ lazySchema(() =>
  z.extend(jobSchema, {
    selectedDetailId: z.nullable(z.string()),
    programSpecificDescription: z.nullable(z.string()),
  }),
);

/** The answer of `brands.jobs`. */
export const brandsJobsAnswer = /* @__PURE__ */ lazySchema(() => z.array(jobSchema));

/** The answer of `brands.contributions`. */
export const brandsContributionsAnswer = /* @__PURE__ */ lazySchema(() => z.array(contributionRowSchema));

/** The answer of `brands.saveContributions`. */
export const brandsSaveContributionsAnswer = /* @__PURE__ */ lazySchema(() =>
  z.extend(jobSchema, { contributions: z.array(contributionRowSchema) }),
);

/** The answer of `programs.jobsDetails`, `programs.saveJobsDetails`. */
export const programsJobsDetailsAnswer = /* @__PURE__ */ lazySchema(() =>
  z.object({ canShow: z.boolean(), jobs: z.array(programJobSchema) }),
);
