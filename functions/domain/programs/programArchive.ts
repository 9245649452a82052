import * as recordMessages from '../../../shared/recordMessages';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { cents } from '../../../shared/programs/budget';
import { programStatus } from '../../../shared/programs/status';
import type { RouteContext } from '../../lib/familyHandler';
import { dynamo } from '../../lib/clients/dynamo';
import { Conflict, NotFound } from '../../lib/errors';
import type { AuthContext } from '../../lib/identity';
import { auditItem } from './audit';
import { budgetProjection } from './budgetProjection';
import { loadVisibleProgram, refuseChange, rootChange } from './guard';
import { countProgramsOfCreator, listProgramsPage, programListOf } from './programLists';
import { sortedBy, sortFieldsOf } from './sortedList';
import type { ProgramRoot } from './programTypes';
import { details, listAnswer } from './programView';

/**
 * Archive and drafts (spec 02, section 7: programs/archive/{id}, archive-list, draft; docs/decisions.md,
 * 'Archive and drafts'), and the overview's details of one program for one brand (programs/overview-details).
 */

/** Archives (or with archived false, restores) one program at the version read. */
export async function archiveProgram(id: number, body: { version: number; archived: boolean }, auth: AuthContext) {
  const aggregate = await loadVisibleProgram(id, auth);
  const { program } = aggregate;
  refuseChange(program, 'archive', auth, body.version);
  if (program.archived === body.archived) return details(aggregate);
  const now = new Date().toISOString();
  await dynamo.send(
    new TransactWriteCommand({
      TransactItems: [
        rootChange(program, 'archive', auth, now, { archived: body.archived }),
        auditItem(program.id, auth, body.archived ? 'archive' : 'restore', {
          at: now,
          fromStatusId: program.statusId,
          toStatusId: program.statusId,
        }),
      ],
    }),
  );
  return details({
    ...aggregate,
    program: { ...program, archived: body.archived, version: program.version + 1, updatedAt: now },
  });
}

/** Archives several programs, each at its current version; says which were archived and why others were not. */
export async function archivePrograms(ids: number[], auth: AuthContext) {
  const archived: number[] = [];
  const refused: { programId: number; reason: string }[] = [];
  for (const id of ids) {
    try {
      const aggregate = await loadVisibleProgram(id, auth);
      await archiveProgram(id, { version: aggregate.program.version, archived: true }, auth);
      archived.push(id);
    } catch (error) {
      if (!(error instanceof NotFound || error instanceof Conflict)) throw error;
      refused.push({ programId: id, reason: error.message });
    }
  }
  return { archived, refused };
}

const ROUNDS = 10;

/** One page of the caller's own programs in an archive state (and status), read in rounds until the page is full. */
async function myProgramsPage(
  query: RouteContext<'programs.draft'>['query'],
  filter: { archived: boolean; statusId?: number },
  auth: AuthContext,
) {
  const list = programListOf({ creator: auth.subject });
  const sorted = await sortedBy(list, query, filter);
  if (sorted) return sorted;
  const items: ProgramRoot[] = [];
  let cursor = query.cursor;
  let nextCursor: string | null = null;
  for (let round = 0; round < ROUNDS && items.length < query.pageSize; round++) {
    const page = await listProgramsPage({
      creator: auth.subject,
      pageSize: query.pageSize - items.length,
      cursor,
      ascending: query.sortDirection === 'asc',
      searchTerm: query.searchTerm,
      ...filter,
    });
    items.push(...page.items);
    nextCursor = page.nextCursor;
    if (!nextCursor) break;
    cursor = nextCursor;
  }
  const [totalCount, sortFields] = await Promise.all([
    countProgramsOfCreator(auth.subject, { ...filter, searchTerm: query.searchTerm }),
    sortFieldsOf(list),
  ]);
  return listAnswer({ items, totalCount, nextCursor, consumedCapacity: 0 }, query, sortFields);
}

/** `programs/draft`: the caller's new programs not archived, newest first. */
export const draftPrograms = (query: RouteContext<'programs.draft'>['query'], auth: AuthContext) =>
  myProgramsPage(query, { archived: false, statusId: programStatus.new }, auth);

/** `programs/archived`: the caller's archived programs, newest first. */
export const archivedPrograms = (query: RouteContext<'programs.archived'>['query'], auth: AuthContext) =>
  myProgramsPage(query, { archived: true }, auth);

/** `programs/overview-details`: one program's tactics with what each puts on one brand, and the brand's targets. */
export async function overviewDetails(query: RouteContext<'programs.overviewDetails'>['query'], auth: AuthContext) {
  const aggregate = await loadVisibleProgram(query.programId, auth);
  const source = aggregate.fundingSources.find((f) => f.brandId === query.brandId && f.selected);
  if (!source) throw new NotFound(recordMessages.brandNotFunding);
  const line = budgetProjection(aggregate.fundingSources, aggregate.tactics).find((l) => l.brandId === query.brandId);
  return {
    programId: aggregate.program.id,
    brandId: source.brandId,
    brandName: source.brandName,
    atlTarget: source.atlTarget,
    btlTarget: source.btlTarget,
    atlAllocated: line?.atlAllocated ?? 0,
    btlAllocated: line?.btlAllocated ?? 0,
    tactics: aggregate.tactics
      .map((t) => {
        const allocation = t.allocations.find((a) => a.brandId === query.brandId);
        return {
          id: t.id,
          tacticName: t.tacticName,
          deliveryMethodName: t.deliveryMethodName,
          orderQuantity: t.orderQuantity,
          totalCost: t.totalCost,
          atl: cents(allocation?.atl ?? 0),
          btl: cents(allocation?.btl ?? 0),
          startDate: t.startDate,
          endDate: t.endDate,
        };
      })
      .filter((t) => t.atl > 0 || t.btl > 0),
  };
}
