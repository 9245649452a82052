import * as z from '../../zod';
import { jobMessages } from '../../programs/jobsToBeDone';
import * as contractMessages from '../contractMessages';
import * as fieldLabels from '../fieldLabels';
import * as fieldMessages from '../../reference/fieldMessages';
import { inputMessages } from '../../messages';
import { lazySchema } from '../../lazySchema';

export const jobIdParams = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string().check(z.regex(/^\d{1,10}-\d{4}-\d{1,6}$/, contractMessages.unknownJob)),
  }),
);

export const jobListQuery = /* @__PURE__ */ lazySchema(() =>
  z.object({
    brandId: z.coerce
      .number({ error: fieldMessages.required(fieldLabels.brand) })
      .check(z.int(), z.positive(fieldMessages.required(fieldLabels.brand))),
    budgetYear: z.coerce.number({ error: fieldMessages.fiscalYearRequired }).check(z.int(), z.gte(2000), z.lte(2100)),
  }),
);

export const saveJobSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.optional(jobIdParams.shape.id),
    version: z.optional(z.number().check(z.int(), z.gte(1))),
    brandId: z.number({ error: fieldMessages.required(fieldLabels.brand) }).check(z.int(), z.positive()),
    budgetYear: z.number({ error: fieldMessages.fiscalYearRequired }).check(z.int(), z.gte(2000), z.lte(2100)),
    name: z
      .string({ error: jobMessages.nameRequired })
      .check(z.trim(), z.minLength(1, jobMessages.nameRequired), z.maxLength(200)),
    description: z
      .string({ error: jobMessages.descriptionRequired })
      .check(z.trim(), z.minLength(1, jobMessages.descriptionRequired), z.maxLength(2000)),
    details: z._default(
      z
        .array(
          z.object({
            id: z.optional(z.string().check(z.maxLength(20))),
            name: z.string().check(z.trim(), z.minLength(1, jobMessages.nameRequired), z.maxLength(200)),
          }),
        )
        .check(z.maxLength(50)),
      [],
    ),
    active: z._default(z.boolean(), true),
  }),
);
export const contributionsParams = /* @__PURE__ */ lazySchema(() =>
  z.object({
    budgetYear: z.coerce.number().check(z.int(), z.gte(2000), z.lte(2100)),
    brandid: z.coerce
      .number({ error: fieldMessages.required(fieldLabels.brand) })
      .check(z.int(), z.positive(fieldMessages.required(fieldLabels.brand))),
  }),
);
export const saveContributionsSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    version: z.number({ error: inputMessages.versionRequired }).check(z.int(), z.gte(1)),
    contributions: z
      .array(
        z.object({
          contributingBrandId: z.number().check(z.int(), z.positive()),
          atlPercent: z
            .number()
            .check(z.gte(0, contractMessages.percentNegative), z.lte(100, contractMessages.percentOver100)),
          btlPercent: z
            .number()
            .check(z.gte(0, contractMessages.percentNegative), z.lte(100, contractMessages.percentOver100)),
        }),
      )
      .check(z.maxLength(100)),
  }),
);

export const programJobsQuery = /* @__PURE__ */ lazySchema(() =>
  z.object({
    programId: z.coerce
      .number({ error: contractMessages.unknownProgram })
      .check(z.int(), z.positive(contractMessages.unknownProgram)),
  }),
);
export const saveProgramJobsSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    programId: z.number().check(z.int(), z.positive()),
    version: z.number({ error: inputMessages.versionRequired }).check(z.int(), z.gte(1)),
    selections: z
      .array(
        z.object({
          jobId: jobIdParams.shape.id,
          detailId: z.nullish(z.string().check(z.maxLength(20))),
          programSpecificDescription: z.nullish(z.string().check(z.trim(), z.maxLength(2000))),
        }),
      )
      .check(z.maxLength(15, contractMessages.tooManyJobs)),
  }),
);
