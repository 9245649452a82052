import { hasClaim, knownClaims } from '../../shared/claims';
import { programGuardMessages, programMessages, programServerMessages } from '../../shared/programs/messages';
import { submitDeliveryRefusal, submitToday } from '../../shared/delivery/rules';
import { appendComponentFile, removeComponentFile } from '../domain/programs/componentFiles';
import { countProgramLocations } from '../domain/programs/locations';
import { notifyProgramTransition } from '../domain/notifications/programNotices';
import { clock } from '../lib/clock';
import { loadVisibleProgram, refuseChange, refuseSelfReview } from '../domain/programs/guard';
import { allocationErrors, budgetSummary, canRemoveFromCart, cents, defaultAllocations, tacticCost, type Allocation } from '../../shared/programs/budget';
import { jobMessages, jobSelectionErrors } from '../../shared/programs/jobsToBeDone';
import { promoActionButtons, promoRefusal, promoStatusNames, promoTransitions, type PromoAction } from '../../shared/programs/promoCodes';
import { copyName, lockedFieldChanges, validateProgram, type ProgramDraft } from '../../shared/programs/programRules';
import { jobInUseReason, listJobs, type Job } from '../domain/jobs/jobRepository';
import { createUploadSlot } from '../domain/documents/documentTransfers';
import {
  fundingEditableStatuses,
  plannableStatuses,
  programStatusNames,
  transitionRefusal,
  transitions,
  type ProgramAction,
  type ProgramStatusId,
} from '../../shared/programs/status';
import { Conflict, Forbidden, InvalidInput, NotFound } from '../lib/errors';
import { programsFamily } from '../../shared/contract/families/programs';
import { familyHandler, type RouteContext } from '../lib/familyHandler';
import { canSeeRetailer, retailerScopeOf, type AuthContext } from '../lib/identity';
import { getReferenceRecord, listReferenceRecords, type ReferenceRecord } from '../domain/reference/referenceRepository';
import { changeStatus, getProgramAggregate, insertProgram, listAudit, statusNameOf, updateProgramFields } from '../domain/programs/programRepository';
import { deleteProgramTactic, insertProgramTactic, deleteComponent, insertComponent, replaceJobSelections, replaceProgramTactic, replaceFundingSources } from '../domain/programs/programParts';
import { parseProgramTacticId } from '../domain/programs/keys';
import { listProgramsPage } from '../domain/programs/programLists';
import { type FundingSource, type ProgramAggregate, type ProgramListPage, type ProgramRoot, type ProgramTactic } from '../domain/programs/programTypes';

import { listProgramsFiltered } from '../domain/programs/filteredList';
import { getPromo, insertPromo, listPromos, movePromo, parsePromoId, promoCounts, promoRetailerMove, type PromoRequest } from '../domain/programs/promoRepository';

/** A program holds at most this many tactics, so a delete's usage releases fit in one transaction. */
const MAX_TACTICS_PER_PROGRAM = 50;

const actorOf = (auth: AuthContext) => ({ subject: auth.subject, email: auth.email });

/** The program, or 404: missing, deleted, or another retailer's for a retailer-side user (the domain's guard). */
const loadProgram = (id: number, auth: AuthContext): Promise<ProgramAggregate> => loadVisibleProgram(id, auth);

async function retailerContext(retailerId: number | null | undefined, auth: AuthContext) {
  if (!retailerId) return { retailer: undefined, hasLocations: false };
  const [retailer, scope] = await Promise.all([getReferenceRecord('retailer', retailerId), retailerScopeOf(auth)]);
  if (!retailer || !canSeeRetailer(scope, retailerId)) throw new InvalidInput({ retailerId: ['This retailer does not exist.'] });
  const locations = (retailer.accountLocations as { id: string }[]) ?? [];
  return { retailer, hasLocations: locations.length > 0, locationIds: new Set(locations.map((l) => l.id)) };
}

async function budgetYearOf(fiscalYear: number | null | undefined) {
  if (!fiscalYear) return null;
  const year = (await listReferenceRecords('fiscalYear')).find((y) => y.fiscalYear === fiscalYear);
  return year ? { startDate: year.startDate as string, endDate: year.endDate as string } : null;
}

async function fundingSourcesOf(input: { brandId: number; atlTarget: number; btlTarget: number; selected: boolean; markedForDeletion: boolean }[]) {
  const kept = input.filter((f) => !f.markedForDeletion);
  if (!kept.length) return [];
  const brands = new Map((await listReferenceRecords('brand')).map((b) => [b.id as number, b]));
  const unknown = kept.filter((f) => !brands.has(f.brandId));
  if (unknown.length) throw new InvalidInput({ fundingSources: unknown.map((f) => `The brand ${f.brandId} does not exist.`) });
  return kept.map<FundingSource>((f) => ({
    brandId: f.brandId,
    brandName: brands.get(f.brandId)!.name as string,
    atlTarget: f.atlTarget,
    btlTarget: f.btlTarget,
    selected: f.selected,
  }));
}

/** Runs the spec's save rules; the store must also be one of the retailer's own locations. */
async function checkDraft(draft: ProgramDraft, auth: AuthContext, placeholder: boolean) {
  const { hasLocations, locationIds } = await retailerContext(draft.retailerId, auth);
  const budgetYear = await budgetYearOf(draft.fiscalYear);
  const { errors, warnings } = validateProgram(draft, { retailerHasAccountLocations: hasLocations, budgetYear, placeholder });
  const foreign = (draft.accountLocations ?? []).filter((id) => locationIds && !locationIds.has(id));
  if (foreign.length) (errors.accountLocations ??= []).push(`Unknown store ${foreign.join(', ')} for this retailer.`);
  if (Object.keys(errors).length) throw new InvalidInput(errors);
  return warnings;
}

const budgetOf = (aggregate: ProgramAggregate) => budgetSummary(aggregate.fundingSources, aggregate.tactics);

const details = async (aggregate: ProgramAggregate, warnings?: string[]) => {
  const { tacticSeq: _seq, ...program } = aggregate.program;
  const budget = budgetOf(aggregate);
  return {
    program: { ...program, statusName: statusNameOf(program.statusId) },
    fundingSources: aggregate.fundingSources,
    tactics: aggregate.tactics,
    budget,
    fundingEditable: fundingEditableStatuses.includes(program.statusId),
    warnings: [...(warnings ?? (await budgetWarnings(program))), ...budget.warnings],
  };
};
async function budgetWarnings(program: ProgramRoot) {
  const budgetYear = await budgetYearOf(program.fiscalYear);
  const outside = budgetYear && [program.programStartDate, program.programEndDate].some((d) => d && (d < budgetYear.startDate || d > budgetYear.endDate));
  return outside ? [programMessages.dateOutsideBudgetYear] : [];
}

/**
 * Why the program cannot be submitted now, or null: its status, a selected funding source, a tactic, and the
 * spec's delivery rules (date, locations, distribution; skipped when every tactic is a download). The browser's
 * submit button shows the same reason (`programs/can-submit/{id}`).
 */
async function canSubmitReason(aggregate: ProgramAggregate): Promise<string | null> {
  const first =
    transitionRefusal('submit', aggregate.program.statusId) ??
    (aggregate.fundingSources.some((f) => f.selected) ? null : programMessages.fundingSourceRequired) ??
    (aggregate.tactics.length ? null : programServerMessages.noTactics);
  if (first) return first;
  const { program, tactics } = aggregate;
  const shipped = tactics.some((t) => !t.isDownload);
  return submitDeliveryRefusal(
    { deliveryDate: (program as ProgramRoot & { deliveryDate?: string | null }).deliveryDate, locationCount: shipped ? await countProgramLocations(program.id) : 0, tactics },
    submitToday(clock.now()),
  );
}

/** The program of a program tactic, and the tactic, or 404. */
async function loadProgramTactic(id: string, auth: AuthContext): Promise<{ aggregate: ProgramAggregate; tactic: ProgramTactic }> {
  const aggregate = await loadProgram(parseProgramTacticId(id).programId, auth);
  const tactic = aggregate.tactics.find((t) => t.id === id);
  if (!tactic) throw new NotFound('This program tactic does not exist.');
  return { aggregate, tactic };
}

const promoView = (promo: PromoRequest) => ({ ...promo, statusName: promoStatusNames[promo.status] });

/** A promo request of a program the caller may see, at the version they read. */
async function loadPromo(promoId: string, auth: AuthContext, programId?: number) {
  const { programId: owner } = parsePromoId(promoId);
  if (programId !== undefined && owner !== programId) throw new NotFound('This promo code request does not exist.');
  const { program } = await loadProgram(owner, auth);
  return { program, promo: await getPromo(promoId) };
}

function promoActionImplementation(action: Exclude<PromoAction, 'edit' | 'delete'>) {
  return async ({ auth, params, body }: RouteContext<'promos.submit'>) => {
    const { program, promo } = await loadPromo(body.promoId, auth, params.id);
    if (promo.version !== body.version) throw new Conflict();
    const refusal = promoRefusal(action, promo.status);
    if (refusal) throw new Conflict(refusal);
    const change = action === 'submit' ? 'promoRequest' : 'promoReview';
    refuseChange(program, change, auth);
    if (action !== 'submit') {
      // Four-eyes: whoever created or submitted the request, or approved its first tier, does not decide the next step.
      const involved = [promo.createdBy, promo.submittedBy, ...(promo.status === 'tier1Approved' ? [promo.tier1ApprovedBy] : [])];
      await refuseSelfReview(auth, involved, programGuardMessages.selfReviewPromo);
    }
    if (action === 'reject' && !body.notes) throw new InvalidInput({ notes: [programServerMessages.notesRequired.replace('a program', 'a promo code request')] });
    const who = action === 'submit' ? { submittedBy: auth.subject } : action === 'approve' ? { tier1ApprovedBy: auth.subject } : {};
    const moved = await movePromo(promo, promoTransitions[action].to, { program, change, writer: auth }, `promo-${action}`, { ...who, ...(action === 'reject' ? { notes: body.notes } : {}) });
    return promoView(moved!);
  };
}

/** A list page in the spec's paged shape, plus the cursor of the next page. */
async function listAnswer(page: ProgramListPage, query: { pageIndex: number; pageSize: number }) {
  const themes = page.items.some((p) => p.campaignThemeId)
    ? new Map((await listReferenceRecords('campaignTheme')).map((t) => [t.id as number, t.name as string]))
    : new Map<number, string>();
  return {
    items: page.items.map((p) => ({
      id: p.id,
      name: p.name,
      retailerId: p.retailerId,
      retailerName: p.retailerName,
      fiscalYear: p.fiscalYear,
      programStartDate: p.programStartDate,
      programEndDate: p.programEndDate,
      statusId: p.statusId,
      statusName: statusNameOf(p.statusId),
      creatorName: p.creatorName,
      createdAt: p.createdAt,
      updatedAt: p.updatedAt,
      campaignThemeId: p.campaignThemeId ?? null,
      campaignThemeName: p.campaignThemeId ? (themes.get(p.campaignThemeId) ?? null) : null,
    })),
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
    totalCount: page.totalCount,
    totalPages: Math.ceil(page.totalCount / query.pageSize),
    hasPreviousPage: query.pageIndex > 0,
    hasNextPage: page.nextCursor !== null,
    nextCursor: page.nextCursor,
  };
}

/** The component, its tactic and program, or 404. */
async function loadComponent(id: string, auth: AuthContext) {
  const [tacticId, componentKey] = id.split('.');
  const { aggregate, tactic } = await loadProgramTactic(tacticId, auth);
  const component = tactic.components?.[componentKey];
  if (!component) throw new NotFound('This component does not exist.');
  return { aggregate, tactic, component, componentKey };
}

/** The active jobs of the program's selected funding brands, for its budget year. */
async function jobsOfProgram(aggregate: ProgramAggregate): Promise<Job[]> {
  const { fiscalYear } = aggregate.program;
  if (!fiscalYear) return [];
  const brands = aggregate.fundingSources.filter((f) => f.selected).map((f) => f.brandId);
  return (await Promise.all(brands.map((b) => listJobs(b, fiscalYear)))).flat().filter((j) => j.active);
}

async function programJobs(aggregate: ProgramAggregate) {
  const chosen = new Map(aggregate.jobSelections.map((s) => [s.jobId, s]));
  const canShow = plannableStatuses.includes(aggregate.program.statusId);
  return {
    canShow,
    jobs: (await jobsOfProgram(aggregate)).map(({ usageTotal, contributions: _c, ...job }) => ({
      ...job,
      canEdit: canShow ? 'EDIT' : programServerMessages.notPlannable,
      canDelete: jobInUseReason({ usageTotal }) ?? 'DELETE',
      selectedDetailId: chosen.get(job.id)?.detailId ?? null,
      programSpecificDescription: chosen.get(job.id)?.programSpecificDescription ?? null,
    })),
  };
}

function allocationsFor(totalCost: number, given: Allocation[] | undefined, aggregate: ProgramAggregate): Allocation[] {
  const allocations = given ?? defaultAllocations(totalCost, aggregate.fundingSources);
  const errors = allocationErrors(totalCost, allocations, aggregate.fundingSources);
  if (errors.length) throw new InvalidInput({ allocations: errors });
  return allocations.map((a) => ({ brandId: a.brandId, atl: cents(a.atl), btl: cents(a.btl) }));
}

/** A program tactic made from a catalog tactic: its names, types, unit cost and delivery method, at a quantity. */
function tacticFromCatalog(
  catalog: ReferenceRecord,
  deliveryMethod: ReferenceRecord | undefined,
  orderQuantity: number,
  fields: Pick<ProgramTactic, 'startDate' | 'endDate' | 'description' | 'allocations'>,
): Omit<ProgramTactic, 'id' | 'programId'> {
  return {
    tacticId: catalog.id as number,
    tacticName: catalog.tacticName as string,
    tacticTypeId: catalog.tacticTypeId as number,
    productTypeId: catalog.productTypeId as number,
    deliveryMethodId: catalog.deliveryMethodId as number,
    deliveryMethodName: (deliveryMethod?.name as string) ?? '',
    isDownload: deliveryMethod?.isDownload === true,
    unitCost: catalog.unitCost as number,
    orderQuantity,
    totalCost: tacticCost(catalog.unitCost as number, orderQuantity),
    documentId: (catalog.documentId as string | null | undefined) ?? null,
    ...fields,
  };
}

function tacticDateErrors(start: string | null | undefined, end: string | null | undefined) {
  return start && end && end < start ? { endDate: [programServerMessages.endBeforeStart] } : null;
}

/** Who created and who submitted the program (subjects); programs submitted before `submittedBy` existed name the submitter in their trail. */
async function involvedIn(program: ProgramRoot): Promise<string[]> {
  const submitter = program.submittedBy ?? (await listAudit(program.id)).filter((e) => e.action === 'submit').at(-1)?.by;
  return [program.creator, ...(submitter ? [submitter] : [])];
}

function transitionImplementation(action: ProgramAction) {
  return async ({ auth, params, body }: RouteContext<'programs.submit'>) => {
    const aggregate = await loadProgram(params.id, auth);
    if (aggregate.program.version !== body.version) throw new Conflict();
    const refusal = action === 'submit' ? await canSubmitReason(aggregate) : transitionRefusal(action, aggregate.program.statusId);
    if (refusal) throw new Conflict(refusal);
    if (action === 'approve' || action === 'reject') await refuseSelfReview(auth, await involvedIn(aggregate.program), programGuardMessages.selfReviewProgram);
    if (transitions[action].needsNotes && !body.notes) throw new InvalidInput({ notes: [programServerMessages.notesRequired] });
    let notes = body.notes;
    if (action === 'submit') {
      const budget = budgetOf(aggregate);
      if (budget.overspent && !body.confirmOverspend) throw new InvalidInput({ confirmOverspend: [programServerMessages.overspendNeedsConfirmation, ...budget.warnings] });
      if (budget.overspent) notes = [`Overspend confirmed: ${budget.warnings.join(' ')}`, notes].filter(Boolean).join(' ');
    }
    const program = await changeStatus(aggregate, action, transitions[action].to, actorOf(auth), notes);
    // Submit tells the approvers, approve and reject the planner (with the notes); never undoes the transition.
    if (action === 'submit' || action === 'approve' || action === 'reject') await notifyProgramTransition(action, program, actorOf(auth), body.notes);
    // A delete answers the program as it was left (status 90, Deleted); reading it afterwards answers 404.
    return details({ ...aggregate, program });
  };
}

export const handler = familyHandler(programsFamily, {
  'programs.create': async ({ auth, body }) => {
    const { fundingSources: fundingInput, placeholder, ...fields } = body;
    if (placeholder && !hasClaim(auth.claims, knownClaims.createPlaceholder.resource, knownClaims.createPlaceholder.operation)) throw new Forbidden();
    // Theme type 4 sets the fiscal year to the current year (spec 02, section 3).
    const fiscalYear = fields.fiscalYear ?? (fields.campaignThemeTypeId === 4 ? new Date().getFullYear() : null);
    const draft = { ...fields, fiscalYear, fundingSources: fundingInput };
    const warnings = await checkDraft(draft, auth, placeholder);
    const { retailer } = await retailerContext(fields.retailerId, auth);
    const aggregate = await insertProgram(
      {
        name: fields.name ?? null,
        description: fields.description ?? null,
        note: fields.note ?? null,
        retailerId: fields.retailerId ?? null,
        retailerName: (retailer?.retailerName as string) ?? null,
        fiscalYear,
        programStartDate: fields.programStartDate ?? null,
        programEndDate: fields.programEndDate ?? null,
        strategicBusinessInitiativeId: fields.strategicBusinessInitiativeId ?? null,
        campaignThemeId: fields.campaignThemeId ?? null,
        campaignThemeTypeId: fields.campaignThemeTypeId ?? null,
        accountLocations: fields.accountLocations,
        placeholder,
      },
      await fundingSourcesOf(fundingInput),
      actorOf(auth),
    );
    return details(aggregate, warnings);
  },
  'programs.copy': async ({ auth, body }) => {
    const source = await loadProgram(body.programId, auth);
    const { program } = source;
    let copy = await insertProgram(
      {
        name: copyName(program.name ?? ''),
        description: program.description,
        note: program.note ?? null,
        retailerId: program.retailerId,
        retailerName: program.retailerName,
        fiscalYear: program.fiscalYear,
        programStartDate: program.programStartDate,
        programEndDate: program.programEndDate,
        strategicBusinessInitiativeId: program.strategicBusinessInitiativeId ?? null,
        campaignThemeId: program.campaignThemeId ?? null,
        campaignThemeTypeId: program.campaignThemeTypeId ?? null,
        accountLocations: program.accountLocations,
        placeholder: program.placeholder,
      },
      source.fundingSources,
      actorOf(auth),
    );
    // Tactics one transaction each: a large cart would not fit in one with the program.
    for (const { id: _id, programId: _p, distribution: _d, ...tactic } of source.tactics) copy = await insertProgramTactic(copy, { ...tactic, components: tactic.components ?? {} }, auth);
    return details(copy);
  },
  'programs.additional': async ({ auth, body }) => {
    const source = await loadProgram(body.programId, auth);
    const { program } = source;
    const note = body.filters.length ? body.filters.map((f) => `${f.parameter}: ${f.value}`).join('; ') : (program.note ?? null);
    const additional = await insertProgram(
      {
        name: program.name,
        description: program.description,
        note,
        retailerId: program.retailerId,
        retailerName: program.retailerName,
        fiscalYear: program.fiscalYear,
        programStartDate: program.programStartDate,
        programEndDate: program.programEndDate,
        strategicBusinessInitiativeId: program.strategicBusinessInitiativeId ?? null,
        campaignThemeId: program.campaignThemeId ?? null,
        campaignThemeTypeId: program.campaignThemeTypeId ?? null,
        accountLocations: program.accountLocations,
        placeholder: false,
      },
      source.fundingSources,
      actorOf(auth),
    );
    return details(additional);
  },
  'programs.prefill': async ({ auth, params, body }) => {
    const theme = await getReferenceRecord('campaignTheme', params.id);
    if (!theme || theme.active === false) throw new NotFound('Campaign theme could not be retrieved');
    if (theme.campaignThemeTypeID !== 2) throw new InvalidInput({ general: ['Only a prefilled theme (type 2) creates a program directly.'] });
    const draft = {
      ...body,
      name: theme.name as string,
      description: ((theme.longDescription ?? theme.shortDescription ?? theme.name) as string) || (theme.name as string),
      programStartDate: theme.startDate as string,
      programEndDate: theme.endDate as string,
      campaignThemeId: params.id,
      campaignThemeTypeId: 2 as const,
    };
    const warnings = await checkDraft(draft, auth, false);
    const { retailer } = await retailerContext(body.retailerId, auth);
    let program = await insertProgram(
      {
        ...draft,
        note: null,
        retailerId: body.retailerId ?? null,
        retailerName: (retailer?.retailerName as string) ?? null,
        fiscalYear: body.fiscalYear ?? null,
        strategicBusinessInitiativeId: null,
        placeholder: false,
      },
      await fundingSourcesOf(body.fundingSources),
      actorOf(auth),
    );
    const catalog = new Map((await listReferenceRecords('tactic')).map((t) => [t.id as number, t]));
    const deliveryMethods = new Map((await listReferenceRecords('deliveryMethod')).map((d) => [d.id as number, d]));
    for (const tacticId of theme.tacticIds as number[]) {
      const tactic = catalog.get(tacticId);
      if (!tactic || tactic.active === false) continue;
      const totalCost = tacticCost(tactic.unitCost as number, 1);
      program = await insertProgramTactic(
        program,
        tacticFromCatalog(tactic, deliveryMethods.get(tactic.deliveryMethodId as number), 1, {
          description: (tactic.description as string | undefined) ?? null,
          startDate: program.program.programStartDate,
          endDate: program.program.programEndDate,
          allocations: defaultAllocations(totalCost, program.fundingSources),
        }),
        auth,
      );
    }
    return details(program, warnings);
  },
  'programs.get': async ({ auth, params }) => details(await loadProgram(params.id, auth)),
  'programs.details': async ({ auth, params }) => details(await loadProgram(params.id, auth)),
  'programs.update': async ({ auth, params, body }) => {
    const aggregate = await loadProgram(params.id, auth);
    const { program } = aggregate;
    refuseChange(program, 'fields', auth, body.version);
    const { version: _version, ...changes } = body;
    const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) as Partial<ProgramRoot>;
    const locked = lockedFieldChanges({ ...program, fundingSources: aggregate.fundingSources }, defined);
    if (locked.length) throw new InvalidInput(Object.fromEntries(locked.map((f) => [f, [programServerMessages.lockedWhileFunded]])));
    const merged = { ...program, ...defined };
    const warnings = await checkDraft({ ...merged, fundingSources: aggregate.fundingSources }, auth, program.placeholder);
    if (defined.retailerId !== undefined && defined.retailerId !== program.retailerId) {
      defined.retailerName = ((await retailerContext(defined.retailerId, auth)).retailer?.retailerName as string) ?? null;
    }
    // A move to another retailer takes its promo code requests' retailer counts along.
    const movesRetailer = defined.retailerId !== undefined && defined.retailerId !== program.retailerId;
    const promoCounters = movesRetailer ? promoRetailerMove(await listPromos(program.id), program.retailerId, defined.retailerId ?? null) : [];
    const updated = await updateProgramFields(program, defined, auth, promoCounters);
    return details({ ...aggregate, program: updated }, warnings);
  },
  'programs.saveFundingSources': async ({ auth, params, body }) => {
    const aggregate = await loadProgram(params.id, auth);
    refuseChange(aggregate.program, 'funding', auth, body.version);
    const next = await fundingSourcesOf(body.fundingSources);
    if (!next.some((f) => f.selected)) throw new InvalidInput({ fundingSources: [programMessages.fundingSourceRequired] });
    return details(await replaceFundingSources(aggregate, next, auth));
  },
  'programs.submit': transitionImplementation('submit'),
  'programs.approve': transitionImplementation('approve'),
  'programs.reject': transitionImplementation('reject'),
  'programs.cancel': transitionImplementation('cancel'),
  'programs.close': transitionImplementation('close'),
  'programs.revise': transitionImplementation('revise'),
  'programs.deactivate': transitionImplementation('deactivate'),
  'programs.delete': transitionImplementation('delete'),
  'programs.canDelete': async ({ auth, params }) => ({
    result: transitionRefusal('delete', (await loadProgram(params.id, auth)).program.statusId) ?? 'DELETE',
  }),
  'programs.canDeactivate': async ({ auth, params }) => ({
    result: transitionRefusal('deactivate', (await loadProgram(params.id, auth)).program.statusId) ?? 'DEACTIVATE',
  }),
  'programs.canSubmit': async ({ auth, params }) => {
    const reason = await canSubmitReason(await loadProgram(params.id, auth));
    return { canSubmit: reason === null, reason };
  },
  'programs.audit': async ({ auth, params }) => {
    await loadProgram(params.id, auth);
    return listAudit(params.id);
  },
  'programtactics.add': async ({ auth, body }) => {
    const aggregate = await loadProgram(body.programId, auth);
    refuseChange(aggregate.program, 'tactics', auth, body.version);
    // The same catalog tactic again adds to the cart line already there (its dates and description stay).
    const existing = aggregate.tactics.find((t) => t.tacticId === body.tacticId);
    if (existing) {
      const orderQuantity = Math.min(existing.orderQuantity + body.orderQuantity, 1_000_000);
      const totalCost = tacticCost(existing.unitCost, orderQuantity);
      // The merged cost is split by the default rule (an allocation sent with the add covers only the added cost).
      const allocations = allocationsFor(totalCost, undefined, aggregate);
      return details(await replaceProgramTactic(aggregate, { ...existing, orderQuantity, totalCost, allocations }, auth));
    }
    if (aggregate.tactics.length >= MAX_TACTICS_PER_PROGRAM) throw new Conflict(`A program can hold at most ${MAX_TACTICS_PER_PROGRAM} tactics.`);
    const dateErrors = tacticDateErrors(body.startDate, body.endDate);
    if (dateErrors) throw new InvalidInput(dateErrors);
    const catalog = await getReferenceRecord('tactic', body.tacticId);
    if (!catalog || catalog.active === false) throw new InvalidInput({ tacticId: ['This tactic does not exist.'] });
    const deliveryMethod = await getReferenceRecord('deliveryMethod', catalog.deliveryMethodId as number);
    const totalCost = tacticCost(catalog.unitCost as number, body.orderQuantity);
    const updated = await insertProgramTactic(
      aggregate,
      tacticFromCatalog(catalog, deliveryMethod, body.orderQuantity, {
        description: body.description ?? (catalog.description as string | undefined) ?? null,
        startDate: body.startDate ?? aggregate.program.programStartDate,
        endDate: body.endDate ?? aggregate.program.programEndDate,
        allocations: allocationsFor(totalCost, body.allocations, aggregate),
      }),
      auth,
    );
    return details(updated);
  },
  'programtactics.get': async ({ auth, params }) => (await loadProgramTactic(params.id, auth)).tactic,
  'programtactics.update': async ({ auth, params, body }) => {
    const { aggregate, tactic } = await loadProgramTactic(params.id, auth);
    refuseChange(aggregate.program, 'tactics', auth, body.version);
    const orderQuantity = body.orderQuantity ?? tactic.orderQuantity;
    const totalCost = tacticCost(tactic.unitCost, orderQuantity);
    const startDate = body.startDate === undefined ? tactic.startDate : body.startDate;
    // Changing the start date clears an end date that falls before it (spec 02, section 4).
    let endDate = body.endDate === undefined ? tactic.endDate : body.endDate;
    if (body.endDate === undefined && startDate && endDate && endDate < startDate) endDate = null;
    const dateErrors = tacticDateErrors(startDate, endDate);
    if (dateErrors) throw new InvalidInput(dateErrors);
    const allocations =
      body.allocations ?? (totalCost === tactic.totalCost ? tactic.allocations : defaultAllocations(totalCost, aggregate.fundingSources));
    const next: ProgramTactic = {
      ...tactic,
      orderQuantity,
      totalCost,
      startDate: startDate ?? null,
      endDate: endDate ?? null,
      description: body.description === undefined ? tactic.description : (body.description ?? null),
      allocations: allocationsFor(totalCost, allocations, aggregate),
    };
    return details(await replaceProgramTactic(aggregate, next, auth));
  },
  'programtactics.remove': async ({ auth, params, query }) => {
    const { aggregate, tactic } = await loadProgramTactic(params.id, auth);
    refuseChange(aggregate.program, 'tactics', auth, query.version);
    return details(await deleteProgramTactic(aggregate, tactic, auth));
  },
  'programtactics.canDelete': async ({ auth, params }) => {
    const { aggregate } = await loadProgramTactic(params.id, auth);
    const allowed = plannableStatuses.includes(aggregate.program.statusId) && hasClaim(auth.claims, knownClaims.deleteProgramTactic.resource, knownClaims.deleteProgramTactic.operation);
    return { result: allowed ? 'DELETE' : plannableStatuses.includes(aggregate.program.statusId) ? 'You may not delete program tactics.' : programServerMessages.notPlannable };
  },
  'components.add': async ({ auth, body }) => {
    const { aggregate, tactic } = await loadProgramTactic(body.programTacticId, auth);
    refuseChange(aggregate.program, 'components', auth, body.version);
    const type = await getReferenceRecord('componentType', body.componentTypeId);
    if (!type || type.active === false) throw new InvalidInput({ componentTypeId: ['This component type does not exist.'] });
    return details(
      await insertComponent(aggregate, tactic, {
        name: body.name,
        componentTypeId: body.componentTypeId,
        description: body.description ?? null,
        quantity: body.quantity ?? null,
        vendor: body.vendor ?? null,
      }, auth),
    );
  },
  'components.get': async ({ auth, params }) => (await loadComponent(params.id, auth)).component,
  'components.canDelete': async ({ auth, params }) => {
    const { aggregate } = await loadComponent(params.id, auth);
    return { result: plannableStatuses.includes(aggregate.program.statusId) ? 'DELETE' : programServerMessages.notPlannable };
  },
  'components.delete': async ({ auth, params, body }) => {
    const { aggregate, tactic, componentKey } = await loadComponent(params.id, auth);
    refuseChange(aggregate.program, 'components', auth, body.version);
    return details(await deleteComponent(aggregate, tactic, componentKey, auth));
  },
  'components.files': async ({ auth, params }) => (await loadComponent(params.id, auth)).component.files,
  'components.upload': async ({ auth, params, body }) => {
    const { aggregate, tactic, componentKey } = await loadComponent(params.id, auth);
    refuseChange(aggregate.program, 'componentFiles', auth);
    const { upload, document } = await createUploadSlot(body, auth.subject, { kind: 'program', programId: tactic.programId });
    await appendComponentFile(aggregate.program, tactic.id, componentKey, { documentId: document.id, fileName: document.fileName }, auth);
    return upload;
  },
  'components.deleteFile': async ({ auth, body }) => {
    const { aggregate, tactic, componentKey } = await loadComponent(body.componentId, auth);
    refuseChange(aggregate.program, 'componentFiles', auth);
    return removeComponentFile(aggregate.program, tactic.id, componentKey, body.key, auth);
  },
  'programs.cart': async ({ auth, params }) => {
    const aggregate = await loadProgram(params.id, auth);
    const groups = new Map<number, { deliveryMethodId: number; deliveryMethodName: string; tactics: (ProgramTactic & { canRemove: boolean })[]; subtotal: number }>();
    for (const tactic of aggregate.tactics) {
      const group = groups.get(tactic.deliveryMethodId) ?? { deliveryMethodId: tactic.deliveryMethodId, deliveryMethodName: tactic.deliveryMethodName, tactics: [], subtotal: 0 };
      group.tactics.push({ ...tactic, canRemove: canRemoveFromCart(tactic) });
      group.subtotal = cents(group.subtotal + tactic.totalCost);
      groups.set(tactic.deliveryMethodId, group);
    }
    return {
      groups: [...groups.values()].sort((a, b) => a.deliveryMethodName.localeCompare(b.deliveryMethodName)),
      budget: budgetOf(aggregate),
      version: aggregate.program.version,
      canSubmit: (await canSubmitReason(aggregate)) === null,
    };
  },
  'programs.cartSummary': async ({ auth, params }) => budgetOf(await loadProgram(params.id, auth)),
  'programs.jobsDetails': async ({ auth, query }) => programJobs(await loadProgram(query.programId, auth)),
  'programs.saveJobsDetails': async ({ auth, body }) => {
    const aggregate = await loadProgram(body.programId, auth);
    refuseChange(aggregate.program, 'jobs', auth, body.version);
    const jobs = new Map((await jobsOfProgram(aggregate)).map((j) => [j.id, j]));
    const errors: Record<string, string[]> = {};
    body.selections.forEach((selection, i) => {
      const job = jobs.get(selection.jobId);
      const problems = job ? jobSelectionErrors(job, selection) : ["This job does not belong to the program's funding brands."];
      if (problems.length) errors[`selections.${i}.detailId`] = problems;
    });
    if (Object.keys(errors).length) throw new InvalidInput({ ...errors, general: [jobMessages.formBlocked] });
    const updated = await replaceJobSelections(
      aggregate,
      body.selections.map((s) => ({ jobId: s.jobId, detailId: s.detailId ?? null, programSpecificDescription: s.programSpecificDescription ?? null })),
      auth,
    );
    return programJobs(updated);
  },
  'programs.statusConfig': async () =>
    Object.entries(programStatusNames).map(([statusId, name]) => ({
      statusId: Number(statusId),
      name,
      fundingEditable: fundingEditableStatuses.includes(Number(statusId) as ProgramStatusId),
    })),
  'programs.overview': async ({ auth, query }) => {
    const scope = await retailerScopeOf(auth);
    if (!canSeeRetailer(scope, query.retailerId)) throw new NotFound('This retailer does not exist.');
    // A retailer's programs of one year: its list index, all pages (one retailer-year is a bounded set).
    const programs: ProgramRoot[] = [];
    let cursor: string | undefined;
    do {
      const page = await listProgramsPage({ fiscalYear: query.budgetYear, retailerId: query.retailerId, pageSize: 500, cursor });
      programs.push(...page.items);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    const aggregates = (await Promise.all(programs.map((p) => getProgramAggregate(p.id)))).filter((a): a is ProgramAggregate => Boolean(a));
    const rows = (await listAnswer({ items: programs, totalCount: programs.length, nextCursor: null, consumedCapacity: 0 }, { pageIndex: 0, pageSize: Math.max(1, programs.length) })).items
      .map((row) => {
        const aggregate = aggregates.find((a) => a.program.id === row.id);
        const line = aggregate && budgetOf(aggregate).lines.find((l) => l.brandId === query.brandId);
        return line ? { ...row, atlTarget: line.atlTarget, btlTarget: line.btlTarget, atlAllocated: line.atlAllocated, btlAllocated: line.btlAllocated } : null;
      })
      .filter((row): row is NonNullable<typeof row> => row !== null);
    const sum = (field: 'atlTarget' | 'btlTarget' | 'atlAllocated' | 'btlAllocated') => cents(rows.reduce((total, r) => total + r[field], 0));
    return { programs: rows, totals: { atlTarget: sum('atlTarget'), btlTarget: sum('btlTarget'), atlAllocated: sum('atlAllocated'), btlAllocated: sum('btlAllocated') } };
  },
  'campaigns.myCampaigns': async ({ auth, query }) => {
    if (query.sortBy && query.sortBy !== 'createdAt') throw new InvalidInput({ sortBy: ['Programs are listed by creation date only.'] });
    const page = await listProgramsPage({
      creator: auth.subject,
      pageSize: query.pageSize,
      cursor: query.cursor,
      ascending: query.sortDirection === 'asc',
      searchTerm: query.searchTerm,
    });
    return listAnswer(page, query);
  },
  'promos.save': async ({ auth, body }) => {
    const { programId, id, version, ...fields } = body;
    const { program } = await loadProgram(programId, auth);
    refuseChange(program, 'promoRequest', auth);
    if (id === undefined) return promoView(await insertPromo({ programId, ...fields }, program, auth));
    if (version === undefined) throw new InvalidInput({ version: ['Version is required'] });
    const { promo } = await loadPromo(id, auth, programId);
    if (promo.version !== version) throw new Conflict();
    const refusal = promoRefusal('edit', promo.status);
    if (refusal) throw new Conflict(refusal);
    // A new request stays new while it is edited; a rejected one comes back as revised.
    const to = promo.status === 'new' ? 'new' : 'revised';
    return promoView((await movePromo(promo, to, { program, change: 'promoRequest', writer: auth }, 'promo-edit', fields))!);
  },
  'promos.ofProgram': async ({ auth, params }) => {
    await loadProgram(params.id, auth);
    return (await listPromos(params.id)).map(promoView);
  },
  'promos.actionButtons': async ({ auth, query }) => {
    const { promo } = await loadPromo(query.promoId, auth);
    return promoActionButtons(promo.status, (claim) => hasClaim(auth.claims, claim.resource, claim.operation));
  },
  'promos.submit': promoActionImplementation('submit'),
  'promos.approve': promoActionImplementation('approve'),
  'promos.approveTier2': promoActionImplementation('approveTier2'),
  'promos.reject': promoActionImplementation('reject'),
  'promos.delete': async ({ auth, params, query }) => {
    const { program, promo } = await loadPromo(params.id, auth);
    if (promo.version !== query.version) throw new Conflict();
    const refusal = promoRefusal('delete', promo.status);
    if (refusal) throw new Conflict(refusal);
    refuseChange(program, 'promoRequest', auth);
    await movePromo(promo, null, { program, change: 'promoRequest', writer: auth }, 'promo-delete');
    return { deleted: true as const };
  },
  // Retailer-side users count only their retailers' requests.
  'promos.counts': async ({ auth }) => promoCounts(await retailerScopeOf(auth)),
  'programs.statusList': async ({ auth, query }) => {
    const scope = await retailerScopeOf(auth);
    let retailerId = query.retailerId;
    if (scope !== 'all') {
      // A retailer-side user lists only a linked retailer's programs: the one asked for, or their only one.
      if (retailerId === undefined && scope.size === 1) retailerId = [...scope][0];
      if (retailerId === undefined || !scope.has(retailerId)) throw new InvalidInput({ retailerId: ['Choose one of your retailers.'] });
    }
    if (query.sortBy && query.sortBy !== 'createdAt') throw new InvalidInput({ sortBy: ['Programs are listed by creation date only.'] });
    const listing = {
      fiscalYear: query.fiscalYear,
      retailerId,
      pageSize: query.pageSize,
      cursor: query.cursor,
      ascending: query.sortDirection === 'asc',
      searchTerm: query.searchTerm,
    };
    // One status (the approver's queue): full pages and the exact number that match.
    const page = query.statusId !== undefined ? await listProgramsFiltered({ ...listing, statusId: query.statusId }) : await listProgramsPage(listing);
    return listAnswer(page, query);
  },
});
