import * as z from '../../zod';
import { knownClaims } from '../../claims';
import { answers, defineRoute } from '../route';
import { programIdParams } from '../schemas/common';
import { promoActionSchema, promoIdSchema, savePromoSchema } from '../schemas/promoCodes';
import type { promoButtonsSchema, promoCountsSchema, promoRequestSchema } from '../answers/promoCodes';
import { inputMessages } from '../../messages';
import type { deletedAnswer } from '../answers/common';
import type { promosOfProgramAnswer } from '../answers/promoCodes';
import { lazySchema } from '../../lazySchema';

const view = knownClaims.viewPrograms;
const action = (path: string, claim: { resource: string; operation: string }, summary: string) =>
  defineRoute({
    method: 'POST',
    path,
    family: 'programs',
    access: claim,
    params: programIdParams,
    body: promoActionSchema,
    response: answers<typeof promoRequestSchema>(),
    summary,
  });

/** Promo code requests of a program, with tier 1 and tier 2 approval (spec 02, section 7). */
export const promoCodeRoutes = {
  'promos.save': defineRoute({
    method: 'POST',
    path: 'programs/save-program-promo',
    family: 'programs',
    access: view,
    body: savePromoSchema,
    response: answers<typeof promoRequestSchema>(),
    summary: 'Creates a promo code request (new) or edits one (revised) at its version.',
  }),
  'promos.ofProgram': defineRoute({
    method: 'GET',
    path: 'programs/program-promo/{id}',
    family: 'programs',
    access: view,
    params: programIdParams,
    response: answers<typeof promosOfProgramAnswer>(),
    summary: "A program's promo code requests.",
  }),
  'promos.actionButtons': defineRoute({
    method: 'GET',
    path: 'programs/program-promo/action-buttons',
    family: 'programs',
    access: view,
    query: lazySchema(() => z.object({ promoId: promoIdSchema })),
    response: answers<typeof promoButtonsSchema>(),
    summary: 'Which actions the user may take on a request now.',
  }),
  'promos.submit': action('programs/{id}/submit-promocode', knownClaims.submitProgram, 'Submits a promo code request.'),
  'promos.approve': action(
    'programs/{id}/approve-promocode',
    knownClaims.approveProgram,
    'Approves a submitted request (tier 1).',
  ),
  'promos.approveTier2': action(
    'programs/{id}/approve-promocode-tier2',
    knownClaims.approvePromoTier2,
    'Approves a tier 1 approved request at tier 2.',
  ),
  'promos.reject': action(
    'programs/{id}/reject-promocode',
    knownClaims.approveProgram,
    'Rejects a request, with notes.',
  ),
  'promos.delete': defineRoute({
    method: 'DELETE',
    path: 'programs/delete-promocode/{id}',
    family: 'programs',
    access: view,
    params: lazySchema(() => z.object({ id: promoIdSchema })),
    query: lazySchema(() =>
      z.object({ version: z.coerce.number({ error: inputMessages.versionRequired }).check(z.int(), z.gte(1)) }),
    ),
    response: answers<typeof deletedAnswer>(),
    summary: 'Deletes a request that is new, revised or rejected.',
  }),
  'promos.counts': defineRoute({
    method: 'GET',
    path: 'programs/promocode-counts',
    family: 'programs',
    access: view,
    response: answers<typeof promoCountsSchema>(),
    summary: 'How many requests are in each of the six buckets.',
  }),
};
