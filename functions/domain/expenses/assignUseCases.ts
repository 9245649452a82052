import type { RouteData } from '../../../shared/contract/route';
import type { expenseRoutes } from '../../../shared/contract/routes/expenses';
import type { SuggestionRowData } from '../../../shared/contract/schemas/expenses';
import {
  rankSuggestions,
  scoreTactic,
  sureMatch,
  type AssignableLine,
  type CandidateTactic,
  type Suggestion,
} from '../../../shared/expenses/assignment';
import { expenseMessages, type ExpenseKind } from '../../../shared/expenses/rules';
import { Conflict, InvalidInput } from '../../lib/errors';
import { canSeeRetailer, retailerScopeOf, type AuthContext } from '../../lib/identity';
import { inBatches } from '../../lib/inBatches';
import { listProgramsPage } from '../programs/programLists';
import { getProgramAggregate } from '../programs/programRepository';
import type { ProgramAggregate } from '../programs/programTypes';
import { linesOfCode, pendingLinesToAssign, tacticSums, type Expense } from './expenseRepository';
import { visibleExpense } from './expenseUseCases';
import { tacticCharges } from './invoiceLedger';
import { assignToTactic, rejectSuggestedTactic } from './reconciliationRepository';
import { programOfRetailerTactic } from './reconciliationWrites';
import { estimateOf } from './tacticEstimates';

/**
 * Try-assign (docs/decisions.md, 'Expenses: try-assign'): the pending lines of a kind the user may see are matched
 * to the tactics of their retailers' programs by the pure rules of shared/expenses/assignment.ts. Sure matches are
 * written through the reconciliation's conditional write (a line is never counted twice); the rest are answered as
 * ranked suggestions, which the user accepts (reconciliationWrites.acceptSuggestion) or rejects (below).
 */
type Assignment = RouteData<(typeof expenseRoutes)['expenses.tryAssignPo']>;

/** Programs of a retailer and budget year a run reads at most (one page of the retailer's list, newest first). */
const PROGRAMS_PER_YEAR = 100;
/** Programs one run reads at most in all (each one Query of its aggregate), so a run's cost stays bounded. */
const PROGRAMS_PER_RUN = 300;

/** The retailers a run reads: the one named (one of the user's), or every one the user may see (undefined: all). */
async function retailersOfRun(auth: AuthContext, retailerId: number | undefined): Promise<number[] | undefined> {
  const scope = await retailerScopeOf(auth);
  if (retailerId !== undefined) {
    if (!canSeeRetailer(scope, retailerId)) throw new InvalidInput({ retailerId: [expenseMessages.chooseRetailer] });
    return [retailerId];
  }
  return scope === 'all' ? undefined : [...scope];
}

const yearOf = (isoDate: string) => Number(isoDate.slice(0, 4));

/**
 * The tactics of the programs of the lines' retailers, for the budget years of their invoice dates and the year
 * before (invoices come late), with their estimate, what is invoiced against them and the codes of the kind
 * already counted against them.
 */
async function candidatesOf(lines: Expense[], codeLines: Expense[]) {
  const lists = new Map<string, { retailerId: number; fiscalYear: number }>();
  for (const line of lines)
    for (const fiscalYear of [yearOf(line.invoiceDate), yearOf(line.invoiceDate) - 1])
      lists.set(`${line.retailerId}/${fiscalYear}`, { retailerId: line.retailerId, fiscalYear });
  const pages = await inBatches([...lists.values()], (list) =>
    listProgramsPage({ ...list, pageSize: PROGRAMS_PER_YEAR }),
  );
  const programIds = [...new Set(pages.flatMap((p) => p.items.map((program) => program.id)))].slice(
    0,
    PROGRAMS_PER_RUN,
  );
  const aggregates = (await inBatches(programIds, getProgramAggregate)).filter(
    (a): a is ProgramAggregate => a !== undefined && !a.program.archived && a.program.retailerId !== null,
  );
  const tactics = aggregates.flatMap((a) => a.tactics.map((tactic) => ({ program: a.program, tactic })));
  // One BatchGet of the tactics' sum items gives both what is invoiced and each closed-reconciliation marker.
  const sums = await tacticSums(tactics.map((t) => t.tactic.id));
  return tactics.map(({ program, tactic }): CandidateTactic & { closed: boolean } => ({
    tacticId: tactic.id,
    tacticName: tactic.tacticName,
    programId: program.id,
    programName: program.name ?? '',
    retailerId: program.retailerId!,
    startDate: tactic.startDate ?? program.programStartDate,
    endDate: tactic.endDate ?? program.programEndDate,
    estimateCents: estimateOf(tactic).totalCents,
    invoicedCents: sums.get(tactic.id)?.invoicedCents ?? 0,
    closed: sums.get(tactic.id)?.closed !== undefined,
    components: Object.values(tactic.components ?? {}).map((c) => ({ id: c.id, name: c.name, vendor: c.vendor })),
    codes: [
      ...new Set(
        codeLines
          .filter((e) => e.tacticId === tactic.id && e.retailerId === program.retailerId)
          .map((e) => e.code.trim().toLowerCase()),
      ),
    ],
  }));
}

const assignable = (line: Expense): AssignableLine => ({
  id: line.id,
  code: line.code,
  invoiceDate: line.invoiceDate,
  vendor: line.vendor,
  amountCents: line.amountCents,
  retailerId: line.retailerId,
  rejectedTacticIds: [...(line.rejectedTacticIds ?? [])],
});

/** Matches the run's lines: for each, its sure tactic or its ranked suggestions. */
async function match(auth: AuthContext, kind: ExpenseKind, retailerId: number | undefined) {
  const retailers = await retailersOfRun(auth, retailerId);
  const lines = (
    retailers === undefined
      ? await pendingLinesToAssign(kind)
      : (await inBatches(retailers, (r) => pendingLinesToAssign(kind, r))).flat()
  ).filter((line) => line.status === 'pending');
  // The lines of the run's codes already counted against a tactic (a code is used on few invoices).
  const codes = [...new Set(lines.map((l) => l.code.trim().toLowerCase()))];
  const codeLines = (await inBatches(codes, (code) => linesOfCode(kind, code)))
    .flat()
    .filter((e) => e.tacticId !== null && e.status !== 'pending');
  const candidates = lines.length ? await candidatesOf(lines, codeLines) : [];
  const byId = new Map(candidates.map((c) => [c.tacticId, c]));
  const matched = lines.map((line) => {
    const code = line.code.trim().toLowerCase();
    const codeTacticIds = codeLines
      .filter((e) => e.retailerId === line.retailerId && e.code.trim().toLowerCase() === code)
      .map((e) => e.tacticId!);
    const sure = sureMatch(assignable(line), codeTacticIds, candidates);
    return { line, sure, suggestions: sure ? [] : rankSuggestions(assignable(line), candidates) };
  });
  // A tactic whose reconciliation is approved (its marker: a line counted there approved or confirmed) takes no
  // line: it is never proposed, and a sure match on it is left with nothing to propose. The markers came with the
  // candidates' sums, from the same BatchGet of their sum items (candidatesOf).
  const open = (tacticId: string) => !byId.get(tacticId)?.closed;
  return {
    byId,
    matches: matched.map((m) =>
      m.sure
        ? { ...m, sure: open(m.sure.tacticId) ? m.sure : null }
        : { ...m, suggestions: m.suggestions.filter((s) => open(s.tacticId)) },
    ),
  };
}

const suggestionRow = (line: Expense, s: Suggestion, tactic: CandidateTactic): SuggestionRowData => {
  const component = tactic.components.find((c) => c.id === s.componentId);
  return {
    expenseId: line.id,
    code: line.code,
    invoiceNumber: line.invoiceNumber,
    invoiceDate: line.invoiceDate,
    vendor: line.vendor,
    amountCents: line.amountCents,
    amount: line.amountCents / 100,
    retailerId: line.retailerId,
    tacticId: tactic.tacticId,
    tacticName: tactic.tacticName,
    programId: tactic.programId,
    programName: tactic.programName,
    componentId: component?.id ?? null,
    componentName: component?.name ?? null,
    score: s.score,
    reasons: s.reasons,
  };
};

/**
 * Try-assign: each sure match is assigned at once (conditional: a line assigned meanwhile, by another run or an
 * accept, is counted as `alreadyAssigned`, never twice); the others answered with their suggestions.
 */
export async function tryAssign(
  auth: AuthContext,
  kind: ExpenseKind,
  query: { retailerId?: number },
): Promise<Assignment> {
  const { byId, matches } = await match(auth, kind, query.retailerId);
  const answer: Assignment = {
    linesRead: matches.length,
    assigned: 0,
    alreadyAssigned: 0,
    suggested: 0,
    unmatched: 0,
    assignedLines: [],
    suggestions: [],
  };
  const sure = matches.filter((m) => m.sure);
  // The ledger's split needs each tactic's allocations: the run's tactics read once, in one BatchGet. Each write's
  // update of the tactic's sum refuses a reconciliation approved meanwhile (counted as `alreadyAssigned`).
  const charges = sure.length ? await tacticCharges(sure.map((m) => m.sure!.tacticId)) : new Map();
  const written = await inBatches(sure, async ({ line, sure }) => ({
    line,
    tactic: sure!,
    won: await assignToTactic(line, sure!.tacticId, sure!.programId, charges.get(sure!.tacticId)),
  }));
  for (const { line, tactic, won } of written) {
    if (!won) {
      answer.alreadyAssigned++;
      continue;
    }
    answer.assigned++;
    answer.assignedLines.push({
      expenseId: line.id,
      code: line.code,
      invoiceNumber: line.invoiceNumber,
      tacticId: tactic.tacticId,
      tacticName: tactic.tacticName,
      programId: tactic.programId,
      programName: tactic.programName,
    });
  }
  for (const { line, sure, suggestions } of matches) {
    if (sure) continue;
    if (suggestions.length) answer.suggested++;
    else answer.unmatched++;
    answer.suggestions.push(...suggestions.map((s) => suggestionRow(line, s, byId.get(s.tacticId)!)));
  }
  return answer;
}

/** The suggestions read: what try-assign would propose, every line ranked (a sure match is its first), no write. */
export async function assignSuggestions(
  auth: AuthContext,
  kind: ExpenseKind,
  query: { retailerId?: number },
): Promise<Assignment> {
  const { byId, matches } = await match(auth, kind, query.retailerId);
  const rows = matches.map(({ line, sure, suggestions }) =>
    (sure ? [{ expenseId: line.id, ...scoreTactic(assignable(line), sure) }] : suggestions).map((s) =>
      suggestionRow(line, s, byId.get(s.tacticId)!),
    ),
  );
  return {
    linesRead: matches.length,
    assigned: 0,
    alreadyAssigned: 0,
    suggested: rows.filter((r) => r.length).length,
    unmatched: rows.filter((r) => !r.length).length,
    assignedLines: [],
    suggestions: rows.flat(),
  };
}

/** Rejects a suggestion: the tactic is never proposed again for the line (recorded with who and when). */
export async function rejectSuggestion(auth: AuthContext, kind: ExpenseKind, body: { id: string; tacticId: string }) {
  const line = await visibleExpense(auth, kind, body.id);
  await programOfRetailerTactic(line, body.tacticId);
  const name = `${line.code} / ${line.invoiceNumber}`;
  if (line.status !== 'pending' || !(await rejectSuggestedTactic(line, body.tacticId, auth)))
    throw new Conflict(expenseMessages.notPending(name));
  const rejected = new Set([...(line.rejectedTacticIds ?? []), body.tacticId]);
  return { expenseId: line.id, rejectedTacticIds: [...rejected].sort() };
}
