import { reasonsForReview, requestNotices } from '../../../shared/communication/requests';
import { toPagedResult } from '../../../shared/contract/wrapper';
import { InvalidInput } from '../../lib/errors';
import { retailerScopeOf, sharesRetailer, type AuthContext } from '../../lib/identity';
import { getJob } from '../jobs/jobRepository';
import { loadVisibleProgram } from '../programs/guard';
import { listProgramsPage } from '../programs/programLists';
import type { ProgramAggregate } from '../programs/programTypes';
import { listUsers } from '../users/userProfileRepository';
import { searchMatcher } from '../../../shared/search';

/** Reads of the create form and the Program Info tab: reasons, the program's tactics with funding, lookups. */
const round2 = (n: number) => Math.round(n * 100) / 100;

/** The spec's reasons, selected as the request has them. */
export const reasonRows = (selected: readonly number[] = []) =>
  reasonsForReview.map((r) => ({ id: r.id, name: r.name, selected: selected.includes(r.id) }));

/** The program's tactics, each with its funding sources (ATL, BTL, total per brand), selected as given. */
export function tacticRows(aggregate: ProgramAggregate, selected: readonly string[] = []) {
  const brandName = new Map(aggregate.fundingSources.map((f) => [f.brandId, f.brandName]));
  return aggregate.tactics.map((t) => {
    const fundingSources = (t.allocations ?? [])
      .filter((a) => a.atl || a.btl)
      .map((a) => ({
        fundingSource: brandName.get(a.brandId) ?? `Brand ${a.brandId}`,
        atl: round2(a.atl),
        btl: round2(a.btl),
        total: round2(a.atl + a.btl),
      }));
    return {
      id: t.id,
      name: t.tacticName,
      selected: selected.includes(t.id),
      fundingNames: fundingSources.map((f) => f.fundingSource),
      fundingSources,
    };
  });
}

/** Program Info: id, name, description, customer (retailer), JTBD, funding sources with the tactics' ATL/BTL/total. */
export async function programInfo(aggregate: ProgramAggregate) {
  const { program } = aggregate;
  const totals = new Map<number, { atl: number; btl: number }>();
  for (const tactic of aggregate.tactics) {
    for (const a of tactic.allocations ?? []) {
      const sum = totals.get(a.brandId) ?? { atl: 0, btl: 0 };
      totals.set(a.brandId, { atl: sum.atl + a.atl, btl: sum.btl + a.btl });
    }
  }
  const jobs = await Promise.all(
    aggregate.jobSelections.map((j) =>
      getJob(j.jobId)
        .then((job) => job.name)
        .catch(() => null),
    ),
  );
  return {
    programId: program.id,
    programName: program.name ?? `Program ${program.id}`,
    programDescription: program.description ?? '',
    customer: program.retailerName ?? '',
    jtbd: jobs.filter((name): name is string => name !== null),
    fundingSources: aggregate.fundingSources
      .filter((f) => f.selected)
      .map((f) => {
        const sum = totals.get(f.brandId) ?? { atl: 0, btl: 0 };
        return {
          fundingSource: f.brandName,
          atl: round2(sum.atl),
          btl: round2(sum.btl),
          total: round2(sum.atl + sum.btl),
        };
      }),
  };
}

/** `related-programs`: the program's tactics for the form (the program must be visible to the caller). */
export async function relatedTactics(auth: AuthContext, programId: number, selected: readonly string[] = []) {
  return tacticRows(await loadVisibleProgram(programId, auth), selected);
}

/** Rounds of reads a lookup page may take (a search filters after reading). */
const MAX_LOOKUP_ROUNDS = 10;

/**
 * Programs for the create form: the budget year's (the current one by default) the caller may see, newest
 * first, filtered by name, page `pageIndex` of `pageSize`. Read in rounds of the year's list until the page is
 * full; `totalCount` counts what was found so far plus one more page when more may follow.
 */
export async function lookupPrograms(
  auth: AuthContext,
  query: { searchTerm?: string; pageIndex: number; pageSize: number; fiscalYear?: number },
) {
  const fiscalYear = query.fiscalYear ?? new Date().getUTCFullYear();
  const scope = await retailerScopeOf(auth);
  const retailers = scope === 'all' ? [undefined] : [...scope];
  if (scope !== 'all' && !retailers.length) return toPagedResult([], query.pageIndex, query.pageSize, 0);
  const wanted = (query.pageIndex + 1) * query.pageSize;
  const found: { id: number; name: string; retailerName: string; fiscalYear: number | null }[] = [];
  let more = false;
  for (const retailerId of retailers) {
    let cursor: string | undefined;
    for (let round = 0; round < MAX_LOOKUP_ROUNDS && found.length <= wanted; round++) {
      const page = await listProgramsPage({
        fiscalYear,
        retailerId,
        pageSize: 100,
        cursor,
        searchTerm: query.searchTerm,
      });
      found.push(
        ...page.items
          .filter((p) => !p.archived)
          .map((p) => ({
            id: p.id,
            name: p.name ?? `Program ${p.id}`,
            retailerName: p.retailerName ?? '',
            fiscalYear: p.fiscalYear,
          })),
      );
      cursor = page.nextCursor ?? undefined;
      if (!cursor) break;
    }
    if (cursor) more = true;
  }
  const start = query.pageIndex * query.pageSize;
  const total = found.length + (more ? query.pageSize : 0);
  return toPagedResult(found.slice(start, start + query.pageSize), query.pageIndex, query.pageSize, total);
}

/**
 * Contacts for the To field: active users who may see the program (internal users, and the program's retailer's
 * users), and only the users of their own retailers for a retailer-side caller; searched by name and e-mail.
 */
export async function lookupContacts(
  auth: AuthContext,
  query: { searchTerm?: string; pageIndex: number; pageSize: number; programId?: number },
) {
  const [users, scope, aggregate] = await Promise.all([
    listUsers(),
    retailerScopeOf(auth),
    query.programId ? loadVisibleProgram(query.programId, auth) : Promise.resolve(null),
  ]);
  const retailerId = aggregate?.program.retailerId ?? null;
  const matches = searchMatcher(query.searchTerm);
  const rows = users
    .filter((u) => u.active !== false && sharesRetailer(scope, u))
    .filter((u) => !retailerId || !u.retailerIds.length || u.retailerIds.includes(retailerId))
    .map((u) => ({ id: u.id, name: u.name.trim() || u.email, email: u.email }))
    .filter((c) => matches(c.name, c.email))
    .sort((a, b) => a.name.localeCompare(b.name, 'en-US', { sensitivity: 'base' }));
  const start = query.pageIndex * query.pageSize;
  return toPagedResult(rows.slice(start, start + query.pageSize), query.pageIndex, query.pageSize, rows.length);
}

/**
 * The contacts chosen, as the lookup offers them to the caller for that program: an id it would not offer is
 * refused (400) rather than mailed.
 */
export async function resolveContacts(auth: AuthContext, programId: number, ids: readonly string[]) {
  const offered = await lookupContacts(auth, { programId, pageIndex: 0, pageSize: 100_000 });
  const byId = new Map(offered.items.map((c) => [c.id, c]));
  const unknown = ids.filter((id) => !byId.has(id));
  if (unknown.length) throw new InvalidInput({ contactIds: [requestNotices.unknownContact] });
  return [...new Set(ids)].map((id) => byId.get(id)!);
}
