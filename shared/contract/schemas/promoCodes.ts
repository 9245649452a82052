import * as z from 'zod';
import { isCalendarDate } from '../../format/date';
import { promoBuckets } from '../../programs/promoCodes';
import { calendarDate, money } from './common';

const isoDate = calendarDate('Date is required');
export const promoIdSchema = z.string().regex(/^\d{1,12}-\d{1,6}$/, 'Unknown promo code request');

export const promoRequestSchema = z.object({
  id: z.string(),
  programId: z.number(),
  promoCode: z.string(),
  description: z.string(),
  discountType: z.enum(['percent', 'amount']),
  discountValue: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  status: z.enum(promoBuckets),
  statusName: z.string(),
  notes: z.string().nullable(),
  version: z.number(),
});

export const savePromoSchema = z
  .object({
    programId: z.number({ error: 'Program is required' }).int().positive(),
    id: promoIdSchema.optional(),
    version: z.number().int().min(1).optional(),
    promoCode: z
      .string({ error: 'Promo code is required' })
      .max(100, 'Promo code must be 3 to 30 letters, digits or dashes')
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9-]{3,30}$/, 'Promo code must be 3 to 30 letters, digits or dashes'),
    description: z.string({ error: 'Description is required' }).trim().min(1, 'Description is required').max(1000),
    discountType: z.enum(['percent', 'amount'], { error: 'Discount type is required' }),
    discountValue: money({ required: 'Discount is required' }).positive('Discount must be more than 0'),
    startDate: isoDate,
    endDate: isoDate,
  })
  .refine((p) => p.discountType !== 'percent' || p.discountValue <= 100, {
    path: ['discountValue'],
    message: 'A percent discount cannot exceed 100',
  })
  .refine((p) => !isCalendarDate(p.startDate) || !isCalendarDate(p.endDate) || p.endDate >= p.startDate, {
    path: ['endDate'],
    message: 'End Date cannot be before Start Date',
  });

export const promoActionSchema = z.object({
  promoId: promoIdSchema,
  version: z.number({ error: 'Version is required' }).int().min(1),
  notes: z.string().trim().max(4000).optional(),
});

export const promoCountsSchema = z.object(
  Object.fromEntries(promoBuckets.map((b) => [b, z.number()])) as Record<(typeof promoBuckets)[number], z.ZodNumber>,
);

export const promoButtonsSchema = z.object({
  canEdit: z.boolean(),
  canSubmit: z.boolean(),
  canApprove: z.boolean(),
  canApproveTier2: z.boolean(),
  canReject: z.boolean(),
  canDelete: z.boolean(),
});
