import * as recordMessages from '../../../shared/recordMessages';
import { cents } from '../../../shared/programs/budget';
import { NotFound } from '../../lib/errors';
import type { RouteContext } from '../../lib/familyHandler';
import { canSeeRetailer, retailerScopeOf, type AuthContext } from '../../lib/identity';
import { listProgramsFiltered } from './filteredList';
import { budgetProjection } from './budgetProjection';
import { listedRetailer } from './guard';
import { listProgramsPage, programListOf } from './programLists';
import { sortedBy, sortFieldsOf } from './sortedList';
import { getProgramAggregate } from './programRepository';
import type { ProgramRoot } from './programTypes';
import { listAnswer } from './programView';

/** The program lists: the status list, my campaigns, and a retailer's budget overview for one brand. */

/**
 * The overview shows at most this many programs of the retailer's year, newest first. It reads their list pages
 * only: each root carries its budget lines (budgetProjection.ts); a program written before the projection existed
 * has its aggregate read instead, this many at a time.
 */
const OVERVIEW_MAX_PROGRAMS = 200;
const OVERVIEW_READS_AT_ONCE = 25;

export async function statusList(query: RouteContext<'programs.statusList'>['query'], auth: AuthContext) {
  // A retailer-side user lists only a linked retailer's programs: the one asked for, or their only one.
  const retailerId = await listedRetailer(auth, query.retailerId);
  const list = programListOf({ fiscalYear: query.fiscalYear, retailerId });
  // Another column than the creation date: the list read whole and sorted, while it is small enough.
  const sorted = await sortedBy(list, query, { statusId: query.statusId });
  if (sorted) return sorted;
  const listing = {
    fiscalYear: query.fiscalYear,
    retailerId,
    pageSize: query.pageSize,
    cursor: query.cursor,
    ascending: query.sortDirection === 'asc',
    searchTerm: query.searchTerm,
  };
  // One status (the approver's queue): full pages and the exact number that match.
  const [page, sortFields] = await Promise.all([
    query.statusId !== undefined
      ? listProgramsFiltered({ ...listing, statusId: query.statusId })
      : listProgramsPage(listing),
    sortFieldsOf(list),
  ]);
  return listAnswer(page, query, sortFields);
}

export async function myCampaigns(query: RouteContext<'campaigns.myCampaigns'>['query'], auth: AuthContext) {
  const list = programListOf({ creator: auth.subject });
  const sorted = await sortedBy(list, query);
  if (sorted) return sorted;
  const [page, sortFields] = await Promise.all([
    listProgramsPage({
      creator: auth.subject,
      pageSize: query.pageSize,
      cursor: query.cursor,
      ascending: query.sortDirection === 'asc',
      searchTerm: query.searchTerm,
    }),
    sortFieldsOf(list),
  ]);
  return listAnswer(page, query, sortFields);
}

/** A retailer's programs of one budget year with one brand's targets and allocations, and their totals. */
export async function overview(query: RouteContext<'programs.overview'>['query'], auth: AuthContext) {
  const scope = await retailerScopeOf(auth);
  if (!canSeeRetailer(scope, query.retailerId)) throw new NotFound(recordMessages.retailer);
  const programs: ProgramRoot[] = [];
  let cursor: string | undefined;
  do {
    const page = await listProgramsPage({
      fiscalYear: query.budgetYear,
      retailerId: query.retailerId,
      pageSize: OVERVIEW_MAX_PROGRAMS - programs.length,
      cursor,
    });
    programs.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor && programs.length < OVERVIEW_MAX_PROGRAMS);
  const budgetLines = new Map(programs.map((p) => [p.id, p.budgetLines]));
  const unprojected = programs.filter((p) => !p.budgetLines);
  for (let i = 0; i < unprojected.length; i += OVERVIEW_READS_AT_ONCE) {
    const read = await Promise.all(
      unprojected.slice(i, i + OVERVIEW_READS_AT_ONCE).map((p) => getProgramAggregate(p.id)),
    );
    for (const aggregate of read)
      if (aggregate)
        budgetLines.set(aggregate.program.id, budgetProjection(aggregate.fundingSources, aggregate.tactics));
  }
  const rows = (
    await listAnswer(
      { items: programs, totalCount: programs.length, nextCursor: null, consumedCapacity: 0 },
      { pageIndex: 0, pageSize: Math.max(1, programs.length) },
    )
  ).items
    .map((row) => {
      const line = budgetLines.get(row.id)?.find((l) => l.brandId === query.brandId);
      return line
        ? {
            ...row,
            atlTarget: line.atlTarget,
            btlTarget: line.btlTarget,
            atlAllocated: line.atlAllocated,
            btlAllocated: line.btlAllocated,
          }
        : null;
    })
    .filter((row): row is NonNullable<typeof row> => row !== null);
  const sum = (field: 'atlTarget' | 'btlTarget' | 'atlAllocated' | 'btlAllocated') =>
    cents(rows.reduce((total, r) => total + r[field], 0));
  return {
    programs: rows,
    totals: {
      atlTarget: sum('atlTarget'),
      btlTarget: sum('btlTarget'),
      atlAllocated: sum('atlAllocated'),
      btlAllocated: sum('btlAllocated'),
    },
  };
}
