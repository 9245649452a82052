import * as z from '../../zod';
import { isCalendarDate } from '../../format/date';
import { calendarDate, money } from './common';
import { requiredText } from './text';
import * as contractMessages from '../contractMessages';
import * as fieldLabels from '../fieldLabels';
import * as referenceFieldLabels from '../../reference/fieldLabels';
import * as fieldMessages from '../../reference/fieldMessages';
import { inputMessages } from '../../messages';
import { lazySchema } from '../../lazySchema';

const isoDate = /* @__PURE__ */ lazySchema(() => calendarDate(fieldMessages.required(fieldLabels.date)));
export const promoIdSchema = /* @__PURE__ */ lazySchema(() =>
  z.string().check(z.regex(/^\d{1,12}-\d{1,6}$/, contractMessages.unknownPromoRequest)),
);

export const savePromoSchema = /* @__PURE__ */ lazySchema(() =>
  z
    .object({
      programId: z.number({ error: fieldMessages.required(fieldLabels.program) }).check(z.int(), z.positive()),
      id: z.optional(promoIdSchema),
      version: z.optional(z.number().check(z.int(), z.gte(1))),
      promoCode: requiredText(
        fieldMessages.required(fieldLabels.promoCode),
        z.maxLength(100, contractMessages.promoCodeShape),
        z.toUpperCase(),
        z.regex(/^[A-Z0-9-]{3,30}$/, contractMessages.promoCodeShape),
      ),
      description: z
        .string({ error: fieldMessages.required(referenceFieldLabels.description) })
        .check(z.trim(), z.minLength(1, fieldMessages.required(referenceFieldLabels.description)), z.maxLength(1000)),
      discountType: z.enum(['percent', 'amount'], { error: fieldMessages.required(fieldLabels.discountType) }),
      discountValue: money({ required: fieldMessages.required(fieldLabels.discount) }).check(
        z.positive(contractMessages.discountPositive),
      ),
      startDate: isoDate,
      endDate: isoDate,
    })
    .check(
      z.refine((p) => p.discountType !== 'percent' || p.discountValue <= 100, {
        path: ['discountValue'],
        message: contractMessages.percentDiscountOver100,
      }),
      z.refine((p) => !isCalendarDate(p.startDate) || !isCalendarDate(p.endDate) || p.endDate >= p.startDate, {
        path: ['endDate'],
        message: fieldMessages.endBeforeStart,
      }),
    ),
);

export const promoActionSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    promoId: promoIdSchema,
    version: z.number({ error: inputMessages.versionRequired }).check(z.int(), z.gte(1)),
    notes: z.optional(z.string().check(z.trim(), z.maxLength(4000))),
  }),
);
