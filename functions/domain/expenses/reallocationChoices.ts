import type { RouteData } from '../../../shared/contract/route';
import type { expenseRoutes } from '../../../shared/contract/routes/expenses';
import type { ExpenseKind } from '../../../shared/expenses/rules';
import { searchMatcher, searchTermFolded } from '../../../shared/search';
import type { AuthContext } from '../../lib/identity';
import { inBatches } from '../../lib/inBatches';
import { listProgramsPage } from '../programs/programLists';
import { getProgramAggregate } from '../programs/programRepository';
import type { ProgramAggregate } from '../programs/programTypes';
import { closedReconciliations, type Expense } from './expenseRepository';
import { visibleExpense } from './expenseUseCases';

type Choices = RouteData<(typeof expenseRoutes)['expenses.reallocationTacticsPo']>;

/** Without a search: the newest programs of the retailer's budget year listed (one page of its list), as before. */
const NEWEST_PER_YEAR = 100;
/**
 * With a search: the programs of a budget year whose name holds the term, at most this many, read from the
 * retailer's year list with the lists' own search filter (`listProgramsPage`: 100 programs a read, 10 reads a call)
 * in at most SEARCH_CALLS calls, so a search reads at most 2,000 programs of each year, whatever the retailer holds.
 */
const MATCHES_PER_YEAR = 50;
const SEARCH_CALLS = 2;
/** Programs one answer reads the tactics of at most (each one Query of its aggregate). */
const PROGRAMS_PER_ANSWER = 300;

/** The budget years a line's tactic may be of: its invoice's and the year before (invoices come late). */
const yearsOf = (line: Expense) => {
  const year = Number(line.invoiceDate.slice(0, 4));
  return [year, year - 1];
};

/** A year's programs whose (folded) name holds the term, newest first; `more`: the list was not read to its end. */
async function programsNamed(retailerId: number, fiscalYear: number, searchTerm: string) {
  const ids: number[] = [];
  let cursor: string | undefined;
  for (let call = 0; call < SEARCH_CALLS && ids.length < MATCHES_PER_YEAR; call++) {
    const page = await listProgramsPage({
      retailerId,
      fiscalYear,
      searchTerm,
      archived: false,
      pageSize: MATCHES_PER_YEAR - ids.length,
      cursor,
    });
    ids.push(...page.items.map((p) => p.id));
    cursor = page.nextCursor ?? undefined;
    if (!cursor) return { ids, more: false };
  }
  return { ids, more: true };
}

/** The program a term names by its number (`12`) or by one of its tactics' ids (`12-3`), if any. */
const programNumberOf = (term: string) => {
  const match = /^([1-9]\d{0,11})(?:-\d{0,6})?$/.exec(term);
  return match ? Number(match[1]) : undefined;
};

/**
 * Reallocate's choices for a line (docs/decisions.md, 'Reallocation choices'): the tactics of its retailer's
 * programs of its invoice's budget year and the year before, but the one it counts against, by program name then
 * tactic. Without a search, those of the newest 100 programs of each year. With one (accents and case do not count,
 * shared/search.ts), every program of those years is reached: the programs whose name holds the term (the lists'
 * search over the stored folded name, bounded as above), the program the term numbers, and the newest programs'
 * tactics whose name or id holds it. `partial` says what was left unread: `matches`, a search's programs past its
 * bound (a longer term finds others); `newest`, programs older than the newest 100 of a year (without a search not
 * listed; with one, their tactics' names are not searched, their names and numbers are). Each choice says whether its reconciliation is closed (`closedStatus`: a PO line counted there
 * approved or confirmed, its marker read in one BatchGet of the choices' sum items): the reallocate onto it would
 * answer 409, so the dialog shows it off limits with the reason.
 */
export async function reallocationTactics(
  auth: AuthContext,
  kind: ExpenseKind,
  id: string,
  query: { searchTerm?: string } = {},
): Promise<Choices> {
  const line = await visibleExpense(auth, kind, id);
  const term = searchTermFolded(query.searchTerm);
  const years = yearsOf(line);
  const newest = await Promise.all(
    years.map((fiscalYear) => listProgramsPage({ retailerId: line.retailerId, fiscalYear, pageSize: NEWEST_PER_YEAR })),
  );
  const newestBounded = newest.some((page) => page.nextCursor !== null);
  let matchesBounded = false;
  // Programs whose name holds the term come first (the search's point), then the program the term numbers, then
  // the newest (their tactics' names searched in memory).
  const ids: number[] = [];
  if (term) {
    const named = await Promise.all(years.map((fiscalYear) => programsNamed(line.retailerId, fiscalYear, term)));
    matchesBounded = named.some((n) => n.more);
    ids.push(...named.flatMap((n) => n.ids));
    const numbered = programNumberOf(term);
    if (numbered !== undefined) ids.push(numbered);
  }
  ids.push(...newest.flatMap((page) => page.items.map((p) => p.id)));
  const programIds = [...new Set(ids)];
  if (programIds.length > PROGRAMS_PER_ANSWER) matchesBounded = true;
  const aggregates = (await inBatches(programIds.slice(0, PROGRAMS_PER_ANSWER), getProgramAggregate)).filter(
    (a): a is ProgramAggregate =>
      a !== undefined &&
      !a.program.archived &&
      a.program.retailerId === line.retailerId &&
      years.includes(a.program.fiscalYear ?? NaN),
  );
  const matches = searchMatcher(term);
  const choices = aggregates.flatMap(({ program, tactics }) =>
    tactics
      .filter((t) => t.id !== line.tacticId)
      .filter((t) => matches(String(program.id), program.name, t.id, t.tacticName))
      .map((t) => ({
        tacticId: t.id,
        tacticName: t.tacticName,
        programId: program.id,
        programName: program.name ?? '',
      })),
  );
  const closed = choices.length ? await closedReconciliations(choices.map((c) => c.tacticId)) : new Map();
  return {
    choices: choices
      .map((c) => ({ ...c, closedStatus: closed.get(c.tacticId)?.status ?? null }))
      .sort((a, b) => a.programName.localeCompare(b.programName) || a.tacticId.localeCompare(b.tacticId)),
    partial: term && matchesBounded ? 'matches' : newestBounded ? 'newest' : null,
  };
}
