import * as recordMessages from '../../../shared/recordMessages';
import { hasClaim, knownClaims } from '../../../shared/claims';
import { defaultAllocations, tacticCost } from '../../../shared/programs/budget';
import { programMessages, programServerMessages } from '../../../shared/programs/messages';
import { copyName, lockedFieldChanges } from '../../../shared/programs/programRules';
import { campaignThemeType } from '../../../shared/reference/themeTypes';
import { Forbidden, InvalidInput, NotFound } from '../../lib/errors';
import type { RouteContext } from '../../lib/familyHandler';
import type { AuthContext } from '../../lib/identity';
import { getReferenceRecord, listReferenceRecords } from '../reference/referenceRepository';
import { actorOf } from './audit';
import { loadVisibleProgram, refuseChange } from './guard';
import { replaceFundingSources, insertProgramTactic } from './programParts';
import { checkDraft, fundingSourcesOf, retailerContext } from './programReferences';
import { insertProgram, updateProgramFields } from './programRepository';
import type { FundingSource, ProgramRoot } from './programTypes';
import { details } from './programView';
import { listPromos, promoRetailerMove } from './promoRepository';
import { tacticFromCatalog } from './programTactics';

/** Making a program (new, copy, additional, from a prefilled theme) and changing its fields and funding. */

type NewProgram = Parameters<typeof insertProgram>[0];

/** The one builder of a new program's root fields: every optional field absent is null. */
function newProgram(from: Partial<NewProgram> & Pick<NewProgram, 'accountLocations' | 'placeholder'>): NewProgram {
  return {
    name: from.name ?? null,
    description: from.description ?? null,
    note: from.note ?? null,
    retailerId: from.retailerId ?? null,
    retailerName: from.retailerName ?? null,
    fiscalYear: from.fiscalYear ?? null,
    programStartDate: from.programStartDate ?? null,
    programEndDate: from.programEndDate ?? null,
    strategicBusinessInitiativeId: from.strategicBusinessInitiativeId ?? null,
    campaignThemeId: from.campaignThemeId ?? null,
    campaignThemeTypeId: from.campaignThemeTypeId ?? null,
    accountLocations: from.accountLocations,
    placeholder: from.placeholder,
  };
}

const retailerNameOf = async (retailerId: number | null | undefined, auth: AuthContext) =>
  (await retailerContext(retailerId, auth)).retailer?.retailerName ?? null;

export async function createProgram(body: RouteContext<'programs.create'>['body'], auth: AuthContext) {
  const { fundingSources: fundingInput, placeholder, ...fields } = body;
  if (
    placeholder &&
    !hasClaim(auth.claims, knownClaims.createPlaceholder.resource, knownClaims.createPlaceholder.operation)
  )
    throw new Forbidden();
  // Theme type 4 sets the fiscal year to the current year (spec 02, section 3).
  const fiscalYear = fields.fiscalYear ?? (fields.campaignThemeTypeId === 4 ? new Date().getFullYear() : null);
  const warnings = await checkDraft({ ...fields, fiscalYear, fundingSources: fundingInput }, auth, placeholder);
  const retailerName = await retailerNameOf(fields.retailerId, auth);
  const aggregate = await insertProgram(
    newProgram({ ...fields, retailerName, fiscalYear, placeholder }),
    await fundingSourcesOf(fundingInput),
    actorOf(auth),
  );
  return details(aggregate, warnings);
}

/**
 * A copy: the source's fields under a copy name, its funding sources, and its tactics (without their distribution).
 * The fields and funding sources the panel changed come with the request and go onto the copy as it is inserted,
 * checked as a new program's (the lock of retailer and budget year while funded is for saved programs only), so a
 * refused change leaves no copy behind.
 */
export async function copyProgram(body: RouteContext<'programs.copy'>['body'], auth: AuthContext) {
  const { programId, fundingSources: fundingInput, ...input } = body;
  const source = await loadVisibleProgram(programId, auth);
  const { program } = source;
  const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<
    Omit<typeof body, 'programId' | 'fundingSources'>
  >;
  const fields = { ...program, name: copyName(program.name ?? ''), ...changes };
  const fundingSources = fundingInput ? await fundingSourcesOf(fundingInput) : source.fundingSources;
  const changed = Object.keys(changes).length > 0 || fundingInput !== undefined;
  const warnings = changed ? await checkDraft({ ...fields, fundingSources }, auth, program.placeholder) : [];
  const retailerName =
    fields.retailerId === program.retailerId ? program.retailerName : await retailerNameOf(fields.retailerId, auth);
  let copy = await insertProgram(newProgram({ ...fields, retailerName }), fundingSources, actorOf(auth));
  // Tactics one transaction each: a large cart would not fit in one with the program.
  for (const { id: _id, programId: _p, distributedQuantity: _d, ...tactic } of source.tactics)
    copy = await insertProgramTactic(copy, { ...tactic, components: tactic.components ?? {} }, auth);
  return details(copy, warnings);
}

/** An additional program: the source's fields and funding, the filters it was made from as its note, never a placeholder. */
export async function additionalProgram(body: RouteContext<'programs.additional'>['body'], auth: AuthContext) {
  const source = await loadVisibleProgram(body.programId, auth);
  const { program } = source;
  const note = body.filters.length
    ? body.filters.map((f) => `${f.parameter}: ${f.value}`).join('; ')
    : (program.note ?? null);
  return details(
    await insertProgram(newProgram({ ...program, note, placeholder: false }), source.fundingSources, actorOf(auth)),
  );
}

/** A program from a prefilled theme (type 2): the theme's name, text and dates, and its active catalog tactics. */
export async function prefillProgram(
  themeId: number,
  body: RouteContext<'programs.prefill'>['body'],
  auth: AuthContext,
) {
  const theme = await getReferenceRecord('campaignTheme', themeId);
  if (!theme || theme.active === false) throw new NotFound(recordMessages.campaignTheme);
  if (theme.campaignThemeTypeID !== campaignThemeType.prefilled)
    throw new InvalidInput({ general: [programServerMessages.prefilledOnly] });
  const draft = {
    ...body,
    name: theme.name,
    description: (theme.longDescription ?? theme.shortDescription ?? theme.name) || theme.name,
    programStartDate: theme.startDate,
    programEndDate: theme.endDate,
    campaignThemeId: themeId,
    campaignThemeTypeId: campaignThemeType.prefilled,
  };
  const warnings = await checkDraft(draft, auth, false);
  const retailerName = await retailerNameOf(body.retailerId, auth);
  const fields = newProgram({
    ...draft,
    note: null,
    retailerName,
    strategicBusinessInitiativeId: null,
    placeholder: false,
  });
  let program = await insertProgram(fields, await fundingSourcesOf(body.fundingSources), actorOf(auth));
  const catalog = new Map((await listReferenceRecords('tactic')).map((t) => [t.id, t]));
  const deliveryMethods = new Map((await listReferenceRecords('deliveryMethod')).map((d) => [d.id, d]));
  for (const tacticId of theme.tacticIds) {
    const tactic = catalog.get(tacticId);
    if (!tactic || tactic.active === false) continue;
    const totalCost = tacticCost(tactic.unitCost, 1);
    program = await insertProgramTactic(
      program,
      tacticFromCatalog(tactic, deliveryMethods.get(tactic.deliveryMethodId), 1, {
        description: tactic.description ?? null,
        startDate: program.program.programStartDate,
        endDate: program.program.programEndDate,
        allocations: defaultAllocations(totalCost, program.fundingSources),
      }),
      auth,
    );
  }
  return details(program, warnings);
}

export async function updateProgram(id: number, body: RouteContext<'programs.update'>['body'], auth: AuthContext) {
  const aggregate = await loadVisibleProgram(id, auth);
  const { program } = aggregate;
  refuseChange(program, 'fields', auth, body.version);
  const { version: _version, ...changes } = body;
  const defined = Object.fromEntries(
    Object.entries(changes).filter(([, v]) => v !== undefined),
  ) as Partial<ProgramRoot>;
  const locked = lockedFieldChanges({ ...program, fundingSources: aggregate.fundingSources }, defined);
  if (locked.length)
    throw new InvalidInput(Object.fromEntries(locked.map((f) => [f, [programServerMessages.lockedWhileFunded]])));
  const merged = { ...program, ...defined };
  const warnings = await checkDraft({ ...merged, fundingSources: aggregate.fundingSources }, auth, program.placeholder);
  if (defined.retailerId !== undefined && defined.retailerId !== program.retailerId)
    defined.retailerName = await retailerNameOf(defined.retailerId, auth);
  // A move to another retailer takes its promo code requests' retailer counts along.
  const movesRetailer = defined.retailerId !== undefined && defined.retailerId !== program.retailerId;
  const promoCounters = movesRetailer
    ? promoRetailerMove(await listPromos(program.id), program.retailerId, defined.retailerId ?? null)
    : [];
  const updated = await updateProgramFields(program, defined, auth, promoCounters);
  return details({ ...aggregate, program: updated }, warnings);
}

export async function saveFundingSources(
  id: number,
  body: RouteContext<'programs.saveFundingSources'>['body'],
  auth: AuthContext,
) {
  const aggregate = await loadVisibleProgram(id, auth);
  refuseChange(aggregate.program, 'funding', auth, body.version);
  const next: FundingSource[] = await fundingSourcesOf(body.fundingSources);
  if (!next.some((f) => f.selected))
    throw new InvalidInput({ fundingSources: [programMessages.fundingSourceRequired] });
  return details(await replaceFundingSources(aggregate, next, auth));
}
