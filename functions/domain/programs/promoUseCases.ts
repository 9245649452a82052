import * as recordMessages from '../../../shared/recordMessages';
import { inputMessages } from '../../../shared/messages';
import { hasClaim } from '../../../shared/claims';
import { programGuardMessages, programServerMessages } from '../../../shared/programs/messages';
import {
  promoActionButtons,
  promoStatusNames,
  promoWorkflow,
  type PromoAction,
} from '../../../shared/programs/promoCodes';
import { Conflict, InvalidInput, NotFound } from '../../lib/errors';
import type { RouteContext } from '../../lib/familyHandler';
import { retailerScopeOf, type AuthContext } from '../../lib/identity';
import { refuseTransition, requireNotes } from '../../lib/workflow';
import { loadVisibleProgram, refuseChange, refuseSelfReview, selfReviewReason } from './guard';
import {
  getPromo,
  insertPromo,
  listPromos,
  movePromo,
  parsePromoId,
  promoCounts,
  type PromoRequest,
} from './promoRepository';

/** A program's promo code requests: save, the approval steps, delete, and what the caller may do. */

const promoView = (promo: PromoRequest) => ({ ...promo, statusName: promoStatusNames[promo.status] });

/** A promo request of a program the caller may see, at the version they read. */
async function loadPromo(promoId: string, auth: AuthContext, programId?: number) {
  const { programId: owner } = parsePromoId(promoId);
  if (programId !== undefined && owner !== programId) throw new NotFound(recordMessages.promoRequest);
  const { program } = await loadVisibleProgram(owner, auth);
  return { program, promo: await getPromo(promoId) };
}

export async function promoAction(
  action: Exclude<PromoAction, 'edit' | 'delete'>,
  programId: number,
  body: RouteContext<'promos.submit'>['body'],
  auth: AuthContext,
) {
  const { program, promo } = await loadPromo(body.promoId, auth, programId);
  if (promo.version !== body.version) throw new Conflict();
  refuseTransition(promoWorkflow, action, promo.status, auth);
  const change = action === 'submit' ? 'promoRequest' : 'promoReview';
  refuseChange(program, change, auth);
  if (action !== 'submit') {
    await refuseSelfReview(auth, deciders(promo), programGuardMessages.selfReviewPromo);
  }
  requireNotes(
    promoWorkflow,
    action,
    body.notes,
    programServerMessages.notesRequired.replace('a program', 'a promo code request'),
  );
  const who =
    action === 'submit' ? { submittedBy: auth.subject } : action === 'approve' ? { tier1ApprovedBy: auth.subject } : {};
  const moved = await movePromo(
    promo,
    promoWorkflow.transitions[action].to,
    { program, change, writer: auth },
    `promo-${action}`,
    { ...who, ...(action === 'reject' ? { notes: body.notes } : {}) },
  );
  return promoView(moved!);
}

export async function savePromo(body: RouteContext<'promos.save'>['body'], auth: AuthContext) {
  const { programId, id, version, ...fields } = body;
  const { program } = await loadVisibleProgram(programId, auth);
  refuseChange(program, 'promoRequest', auth);
  if (id === undefined) return promoView(await insertPromo({ programId, ...fields }, program, auth));
  if (version === undefined) throw new InvalidInput({ version: [inputMessages.versionRequired] });
  const { promo } = await loadPromo(id, auth, programId);
  if (promo.version !== version) throw new Conflict();
  refuseTransition(promoWorkflow, 'edit', promo.status, auth);
  // A new request stays new while it is edited; a rejected one comes back as revised.
  const to = promo.status === 'new' ? 'new' : 'revised';
  return promoView(
    (await movePromo(promo, to, { program, change: 'promoRequest', writer: auth }, 'promo-edit', fields))!,
  );
}

export async function promosOfProgram(programId: number, auth: AuthContext) {
  await loadVisibleProgram(programId, auth);
  return (await listPromos(programId)).map(promoView);
}

/** Four-eyes: whoever created or submitted the request, or approved its first tier, does not decide the next step. */
const deciders = (promo: PromoRequest) => [
  promo.createdBy,
  promo.submittedBy,
  ...(promo.status === 'tier1Approved' ? [promo.tier1ApprovedBy] : []),
];

export async function promoButtons(promoId: string, auth: AuthContext) {
  const { promo } = await loadPromo(promoId, auth);
  return {
    ...promoActionButtons(promo.status, (claim) => hasClaim(auth.claims, claim.resource, claim.operation)),
    // The decisions' four-eyes refusal for this user (the buttons show disabled with it), as the decisions refuse.
    decisionRefusal: await selfReviewReason(auth, deciders(promo), programGuardMessages.selfReviewPromo),
  };
}

export async function deletePromo(promoId: string, version: number, auth: AuthContext) {
  const { program, promo } = await loadPromo(promoId, auth);
  if (promo.version !== version) throw new Conflict();
  refuseTransition(promoWorkflow, 'delete', promo.status, auth);
  refuseChange(program, 'promoRequest', auth);
  await movePromo(promo, null, { program, change: 'promoRequest', writer: auth }, 'promo-delete');
  return { deleted: true as const };
}

/** Retailer-side users count only their retailers' requests. */
export const countPromos = async (auth: AuthContext) => promoCounts(await retailerScopeOf(auth));
