import * as z from '../../zod';
import { promoBuckets } from '../../programs/promoCodes';
import { lazySchema } from '../../lazySchema';

export const promoRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
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
    notes: z.nullable(z.string()),
    version: z.number(),
  }),
);

export const promoCountsSchema = /* @__PURE__ */ lazySchema(() =>
  z.object(
    Object.fromEntries(promoBuckets.map((b) => [b, z.number()])) as Record<
      (typeof promoBuckets)[number],
      z.ZodMiniNumber
    >,
  ),
);

export const promoButtonsSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    canEdit: z.boolean(),
    canSubmit: z.boolean(),
    canApprove: z.boolean(),
    canApproveTier2: z.boolean(),
    canReject: z.boolean(),
    canDelete: z.boolean(),
    /** Four-eyes: why this user may not approve or reject the request (created, submitted or approved tier 1), or null. */
    decisionRefusal: z.nullable(z.string()),
  }),
);

/** The answer of `promos.ofProgram`. */
export const promosOfProgramAnswer = /* @__PURE__ */ lazySchema(() => z.array(promoRequestSchema));
