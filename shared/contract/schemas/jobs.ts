import * as z from 'zod';
import { jobMessages } from '../../programs/jobsToBeDone';

export const jobIdParams = z.object({ id: z.string().regex(/^\d{1,10}-\d{4}-\d{1,6}$/, 'Unknown job') });

export const jobSchema = z.object({
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
});

export const jobListQuery = z.object({
  brandId: z.coerce.number({ error: 'Brand is required' }).int().positive('Brand is required'),
  budgetYear: z.coerce.number({ error: 'Fiscal year required' }).int().min(2000).max(2100),
});

export const saveJobSchema = z.object({
  id: jobIdParams.shape.id.optional(),
  version: z.number().int().min(1).optional(),
  brandId: z.number({ error: 'Brand is required' }).int().positive(),
  budgetYear: z.number({ error: 'Fiscal year required' }).int().min(2000).max(2100),
  name: z.string({ error: jobMessages.nameRequired }).trim().min(1, jobMessages.nameRequired).max(200),
  description: z
    .string({ error: jobMessages.descriptionRequired })
    .trim()
    .min(1, jobMessages.descriptionRequired)
    .max(2000),
  details: z
    .array(
      z.object({
        id: z.string().max(20).optional(),
        name: z.string().trim().min(1, jobMessages.nameRequired).max(200),
      }),
    )
    .max(50)
    .default([]),
  active: z.boolean().default(true),
});

export const contributionRowSchema = z.object({
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
});
export const contributionsParams = z.object({
  budgetYear: z.coerce.number().int().min(2000).max(2100),
  brandid: z.coerce.number({ error: 'Brand is required' }).int().positive('Brand is required'),
});
export const saveContributionsSchema = z.object({
  version: z.number({ error: 'Version is required' }).int().min(1),
  contributions: z
    .array(
      z.object({
        contributingBrandId: z.number().int().positive(),
        atlPercent: z.number().min(0, 'Percentages cannot be negative').max(100, 'Percentages cannot exceed 100'),
        btlPercent: z.number().min(0, 'Percentages cannot be negative').max(100, 'Percentages cannot exceed 100'),
      }),
    )
    .max(100),
});

export const programJobsQuery = z.object({
  programId: z.coerce.number({ error: 'Unknown program' }).int().positive('Unknown program'),
});
export const programJobSchema = jobSchema.extend({
  selectedDetailId: z.string().nullable(),
  programSpecificDescription: z.string().nullable(),
});
export const saveProgramJobsSchema = z.object({
  programId: z.number().int().positive(),
  version: z.number({ error: 'Version is required' }).int().min(1),
  selections: z
    .array(
      z.object({
        jobId: jobIdParams.shape.id,
        detailId: z.string().max(20).nullish(),
        programSpecificDescription: z.string().trim().max(2000).nullish(),
      }),
    )
    .max(15, 'A program can choose at most 15 jobs'),
});
