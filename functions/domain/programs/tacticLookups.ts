import * as recordMessages from '../../../shared/recordMessages';
import type { TableQuery } from '../../../shared/contract/wrapper';
import { orderStatuses, orderStatusNames } from '../../../shared/production/orderStatus';
import { lookupLists, vendors, type LookupListName, type LookupOption } from '../../../shared/tactics/lookupLists';
import { NotFound } from '../../lib/errors';
import type { AuthContext } from '../../lib/identity';
import { pageInMemory } from '../../lib/paging';
import { listReferenceRecords } from '../reference/referenceRepository';
import { loadVisibleProgram } from './guard';
import { loadProgramTactic } from './programTactics';

/**
 * The lookups of the Create tactic modal and its component tabs (spec 02, section 7): fixed lists
 * (shared/tactics/lookupLists.ts), vendors and their sub vendors, the catalog's categories and tactics, and a
 * program's tactics as parents and children, active delivery methods and manufacturers (reference data), and the
 * tactic order statuses. Each answers a searched, sorted page.
 */

const byName = {
  searchFields: ['name' as const],
  sortFields: ['id' as const, 'name' as const],
  defaultSort: 'name' as const,
};

export const fixedLookup = (name: LookupListName, query: TableQuery) =>
  pageInMemory<LookupOption>([...lookupLists[name]], query, byName);

/** Vendors (not sub vendors), paged. */
export const vendorsPage = (query: TableQuery) =>
  pageInMemory(
    vendors.filter((v) => v.parentId === null),
    query,
    byName,
  );

/** The sub vendors of one vendor (or of every vendor), paged. */
export const childVendorsPage = (query: TableQuery & { vendorId?: number }) =>
  pageInMemory(
    vendors.filter((v) => v.parentId !== null && (query.vendorId === undefined || v.parentId === query.vendorId)),
    query,
    byName,
  );

/** `vendors/child/{id}`: every sub vendor of a vendor. */
export function childVendorsOf(vendorId: number) {
  if (!vendors.some((v) => v.id === vendorId && v.parentId === null)) throw new NotFound(recordMessages.vendor);
  return vendors.filter((v) => v.parentId === vendorId);
}

/** Tactic categories: the catalog's active categories. */
export async function tacticCategories(query: TableQuery) {
  const categories = (await listReferenceRecords('category'))
    .filter((c) => c.active !== false)
    .map((c) => ({ id: c.id, name: c.name }));
  return pageInMemory(categories, query, byName);
}

/** `tactics/lookup/delivery-methods`: the active delivery methods, of one production option when asked. */
export async function deliveryMethods(query: TableQuery & { productionOptionId?: number }) {
  const methods = (await listReferenceRecords('deliveryMethod'))
    .filter((d) => d.active !== false)
    .filter((d) => query.productionOptionId === undefined || d.productionOptionId === query.productionOptionId)
    .map((d) => ({ id: d.id, name: d.name, isDownload: d.isDownload === true }));
  return pageInMemory(methods, query, byName);
}

/** `tactics/lookup/manufacturer`: the active manufacturers (the production domain's job ticket makers). */
export async function manufacturers(query: TableQuery) {
  const makers = (await listReferenceRecords('manufacturer'))
    .filter((m) => m.active !== false)
    .map((m) => ({ id: m.id, name: m.name }));
  return pageInMemory(makers, query, byName);
}

/** `tactics/lookup/status`: the tactic order statuses, in the order of their flow unless sorted by name. */
export const orderStatusLookup = (query: TableQuery) =>
  pageInMemory(
    orderStatuses.map((id, sequence) => ({ id, name: orderStatusNames[id], sequence })),
    query,
    { searchFields: ['name'], sortFields: ['sequence', 'name'], defaultSort: 'sequence' },
  );

/** Catalog tactics by name or SKU, for the typeahead. */
export async function catalogTactics(query: TableQuery) {
  const tactics = (await listReferenceRecords('tactic'))
    .filter((t) => t.active !== false)
    .map((t) => ({ id: t.id, name: t.tacticName, sku: t.sku ?? null }));
  return pageInMemory(tactics, query, {
    searchFields: ['name', 'sku'],
    sortFields: ['id', 'name'],
    defaultSort: 'name',
  });
}

const tacticOption = (t: { id: string; tacticName: string; parentTacticId?: string | null }) => ({
  id: t.id,
  name: t.tacticName,
  parentTacticId: t.parentTacticId ?? null,
});
const byTacticName = byName;

/** The tactics of a program a tactic may hang under (all but the one asked about and its children). */
export async function parentTactics(
  query: TableQuery & { programId: number; programTacticId?: string },
  auth: AuthContext,
) {
  const aggregate = await loadVisibleProgram(query.programId, auth);
  const options = aggregate.tactics
    .filter(
      (t) => !query.programTacticId || (t.id !== query.programTacticId && t.parentTacticId !== query.programTacticId),
    )
    .map(tacticOption);
  return pageInMemory(options, query, byTacticName);
}

/** The tactics of a program that hang under one of its tactics. */
export async function childTactics(query: TableQuery & { programTacticId: string }, auth: AuthContext) {
  const { aggregate } = await loadProgramTactic(query.programTacticId, auth);
  const options = aggregate.tactics.filter((t) => t.parentTacticId === query.programTacticId).map(tacticOption);
  return pageInMemory(options, query, byTacticName);
}
