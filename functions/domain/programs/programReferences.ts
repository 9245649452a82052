import * as recordMessages from '../../../shared/recordMessages';
import { programServerMessages } from '../../../shared/programs/messages';
import type { ProgramDraft } from '../../../shared/programs/programRules';
import { validateProgram } from '../../../shared/programs/programRules';
import { InvalidInput } from '../../lib/errors';
import { canSeeRetailer, retailerScopeOf, type AuthContext } from '../../lib/identity';
import { getReferenceRecord, listReferenceRecords } from '../reference/referenceRepository';
import type { FundingSource } from './programTypes';

/** The reference records a program's fields point at, read and checked for a save. */

/** The program's retailer, if the caller may see it, and its stores; a retailer they may not see reads as unknown. */
export async function retailerContext(retailerId: number | null | undefined, auth: AuthContext) {
  if (!retailerId) return { retailer: undefined, hasLocations: false };
  const [retailer, scope] = await Promise.all([getReferenceRecord('retailer', retailerId), retailerScopeOf(auth)]);
  if (!retailer || !canSeeRetailer(scope, retailerId))
    throw new InvalidInput({ retailerId: [recordMessages.retailer] });
  const locations = retailer.accountLocations ?? [];
  return { retailer, hasLocations: locations.length > 0, locationIds: new Set(locations.map((l) => l.id)) };
}

export async function budgetYearOf(fiscalYear: number | null | undefined) {
  if (!fiscalYear) return null;
  const year = (await listReferenceRecords('fiscalYear')).find((y) => y.fiscalYear === fiscalYear);
  return year ? { startDate: year.startDate, endDate: year.endDate } : null;
}

export async function fundingSourcesOf(
  input: { brandId: number; atlTarget: number; btlTarget: number; selected: boolean; markedForDeletion: boolean }[],
) {
  const kept = input.filter((f) => !f.markedForDeletion);
  if (!kept.length) return [];
  const brands = new Map((await listReferenceRecords('brand')).map((b) => [b.id, b]));
  const unknown = kept.filter((f) => !brands.has(f.brandId));
  if (unknown.length)
    throw new InvalidInput({ fundingSources: unknown.map((f) => recordMessages.unknownBrand(f.brandId)) });
  return kept.map<FundingSource>((f) => ({
    brandId: f.brandId,
    brandName: brands.get(f.brandId)!.name,
    atlTarget: f.atlTarget,
    btlTarget: f.btlTarget,
    selected: f.selected,
  }));
}

/** Runs the spec's save rules; the store must also be one of the retailer's own locations. */
export async function checkDraft(draft: ProgramDraft, auth: AuthContext, placeholder: boolean) {
  const { hasLocations, locationIds } = await retailerContext(draft.retailerId, auth);
  const budgetYear = await budgetYearOf(draft.fiscalYear);
  const { errors, warnings } = validateProgram(draft, {
    retailerHasAccountLocations: hasLocations,
    budgetYear,
    placeholder,
  });
  const foreign = (draft.accountLocations ?? []).filter((id) => locationIds && !locationIds.has(id));
  if (foreign.length) (errors.accountLocations ??= []).push(programServerMessages.unknownStores(foreign));
  if (Object.keys(errors).length) throw new InvalidInput(errors);
  return warnings;
}
