import { layoutTimeline } from '../../../shared/calendar';
import { calendarKindColours, type CalendarEventKind } from '../../../shared/eventsCalendar';
import { programStatusNames } from '../../../shared/programs/status';
import type { RouteContext } from '../../lib/familyHandler';
import { canSeeRetailer, retailerScopeOf, type AuthContext } from '../../lib/identity';
import { listProgramsPage } from '../programs/programLists';
import { getProgramAggregate } from '../programs/programRepository';
import type { ProgramRoot } from '../programs/programTypes';

/**
 * The events calendar and the planner (docs/decisions.md, 'Events calendar and planner'): programs, their
 * tactics' in-store dates and their deliveries in a window of at most six weeks. The reads are bounded whatever
 * the table holds: list items of the window's budget years (and the year before, whose programs may run into it),
 * per retailer for a retailer-side user, at most CALENDAR_MAX_PROGRAMS in all, newest first; the planner reads the
 * user's own list instead. Tactics need the program's aggregate: read for at most CALENDAR_MAX_AGGREGATES programs
 * in the window, CALENDAR_READS_AT_ONCE at a time. `truncated` says a bound was reached.
 */
const CALENDAR_MAX_PROGRAMS = 300;
const CALENDAR_MAX_AGGREGATES = 60;
const CALENDAR_READS_AT_ONCE = 20;

type Query = RouteContext<'campaigns.eventsCalendar'>['query'];
type Listing = { fiscalYear?: number; retailerId?: number; creator?: string };

interface RawEvent {
  id: string;
  kind: CalendarEventKind;
  programId: number;
  statusId: number;
  title: string;
  beginDate: string;
  endDate: string;
  additionalColumns: { displayName: string; value: string }[];
}

/** Reads list items of the listings in turn, newest first, until the bound; answers them and whether it was hit. */
async function readBounded(listings: Listing[]): Promise<{ programs: ProgramRoot[]; truncated: boolean }> {
  const programs: ProgramRoot[] = [];
  for (const listing of listings) {
    let cursor: string | undefined;
    do {
      if (programs.length >= CALENDAR_MAX_PROGRAMS) return { programs, truncated: true };
      const page = await listProgramsPage({ ...listing, pageSize: CALENDAR_MAX_PROGRAMS - programs.length, cursor });
      programs.push(...page.items);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
  }
  return { programs, truncated: false };
}

function listingsFor(query: Query, auth: AuthContext, scope: 'all' | ReadonlySet<number>): Listing[] {
  if (query.mine === 'true') return [{ creator: auth.subject }];
  const years: number[] = [];
  for (let year = Number(query.from.slice(0, 4)) - 1; year <= Number(query.to.slice(0, 4)); year++) years.push(year);
  // The newest budget year first: when the bound is reached, the window's own year has been read.
  years.reverse();
  return scope === 'all'
    ? years.map((fiscalYear) => ({ fiscalYear }))
    : years.flatMap((fiscalYear) => [...scope].map((retailerId) => ({ fiscalYear, retailerId })));
}

const overlaps = (begin: string | null | undefined, end: string | null | undefined, q: Query) =>
  !!begin && !!end && begin <= q.to && end >= q.from;

/** The events of the window: each program, its tactics with in-store dates, and its delivery date. */
export async function eventsCalendar(query: Query, auth: AuthContext) {
  const scope = await retailerScopeOf(auth);
  const read = await readBounded(listingsFor(query, auth, scope));
  const programs = read.programs.filter((p) => canSeeRetailer(scope, p.retailerId) && !p.archived);
  const events: RawEvent[] = [];
  const columns = (p: ProgramRoot) => [
    { displayName: 'Retailer', value: p.retailerName ?? '' },
    { displayName: 'Status', value: programStatusNames[p.statusId] ?? String(p.statusId) },
  ];
  const titleOf = (p: ProgramRoot) => p.name ?? `Program ${p.id}`;
  for (const p of programs) {
    if (overlaps(p.programStartDate, p.programEndDate, query))
      events.push({
        id: `program-${p.id}`,
        kind: 'program',
        programId: p.id,
        statusId: p.statusId,
        title: titleOf(p),
        beginDate: p.programStartDate!,
        endDate: p.programEndDate!,
        additionalColumns: columns(p),
      });
    const delivery = (p as ProgramRoot & { deliveryDate?: string | null }).deliveryDate;
    if (overlaps(delivery, delivery, query))
      events.push({
        id: `delivery-${p.id}`,
        kind: 'delivery',
        programId: p.id,
        statusId: p.statusId,
        title: titleOf(p),
        beginDate: delivery!,
        endDate: delivery!,
        additionalColumns: columns(p),
      });
  }
  // Tactics lie within their program's dates: only programs in the window are read, newest first, bounded.
  const inWindow = programs.filter((p) => overlaps(p.programStartDate, p.programEndDate, query));
  const withTactics = inWindow.slice(0, CALENDAR_MAX_AGGREGATES);
  for (let i = 0; i < withTactics.length; i += CALENDAR_READS_AT_ONCE) {
    const aggregates = await Promise.all(
      withTactics.slice(i, i + CALENDAR_READS_AT_ONCE).map((p) => getProgramAggregate(p.id)),
    );
    for (const aggregate of aggregates)
      for (const tactic of aggregate?.tactics ?? [])
        if (overlaps(tactic.startDate, tactic.endDate, query))
          events.push({
            id: `tactic-${tactic.id}`,
            kind: 'tactic',
            programId: aggregate!.program.id,
            statusId: aggregate!.program.statusId,
            title: tactic.tacticName,
            beginDate: tactic.startDate!,
            endDate: tactic.endDate!,
            additionalColumns: [{ displayName: 'Program', value: titleOf(aggregate!.program) }],
          });
  }
  const kinds = new Map(events.map((e) => [e.id, e]));
  return {
    events: layoutTimeline(events, query.from, query.to).map(({ row: _row, ...e }) => {
      const event = kinds.get(String(e.id))!;
      return {
        ...e,
        id: event.id,
        kind: event.kind,
        programId: event.programId,
        statusId: event.statusId,
        additionalColumns: event.additionalColumns,
        active: true,
        background: calendarKindColours[event.kind],
        customClass: `calendar-${event.kind}`,
      };
    }),
    truncated: read.truncated || inWindow.length > withTactics.length,
  };
}
