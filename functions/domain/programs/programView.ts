import { submitDeliveryRefusal, submitToday } from '../../../shared/delivery/rules';
import { budgetSummary, canRemoveFromCart, cents } from '../../../shared/programs/budget';
import { programMessages, programServerMessages } from '../../../shared/programs/messages';
import {
  fundingEditableStatuses,
  programStatus,
  programStatusNames,
  transitionRefusal,
} from '../../../shared/programs/status';
import { clock } from '../../lib/clock';
import { listReferenceRecords } from '../reference/referenceRepository';
import { countProgramLocations } from './locations';
import { budgetYearOf } from './programReferences';
import { statusNameOf } from './programRepository';
import type { ProgramAggregate, ProgramListPage, ProgramRoot, ProgramTactic } from './programTypes';

/** What the programs routes answer: the details, the cart, a list page, and why a program cannot be submitted. */

export const budgetOf = (aggregate: ProgramAggregate) => budgetSummary(aggregate.fundingSources, aggregate.tactics);

async function budgetWarnings(program: ProgramRoot) {
  const budgetYear = await budgetYearOf(program.fiscalYear);
  const outside =
    budgetYear &&
    [program.programStartDate, program.programEndDate].some(
      (d) => d && (d < budgetYear.startDate || d > budgetYear.endDate),
    );
  return outside ? [programMessages.dateOutsideBudgetYear] : [];
}

export const details = async (aggregate: ProgramAggregate, warnings?: string[]) => {
  // The root's budget projection is for lists; the details answer the budget computed from the parts.
  const { tacticSeq: _seq, budgetLines: _lines, ...program } = aggregate.program;
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

/**
 * Why the program cannot be submitted now, or null: its status, a selected funding source, a tactic, and the
 * spec's delivery rules (date, locations, distribution; skipped when every tactic is a download). The browser's
 * submit button shows the same reason (`programs/can-submit/{id}`).
 */
export async function canSubmitReason(aggregate: ProgramAggregate): Promise<string | null> {
  const first =
    transitionRefusal('submit', aggregate.program.statusId) ??
    (aggregate.fundingSources.some((f) => f.selected) ? null : programMessages.fundingSourceRequired) ??
    (aggregate.tactics.length ? null : programServerMessages.noTactics);
  if (first) return first;
  const { program, tactics } = aggregate;
  const shipped = tactics.some((t) => !t.isDownload);
  return submitDeliveryRefusal(
    {
      deliveryDate: (program as ProgramRoot & { deliveryDate?: string | null }).deliveryDate,
      locationCount: shipped ? await countProgramLocations(program.id) : 0,
      tactics,
    },
    submitToday(clock.now()),
  );
}

/** The cart: tactics grouped by delivery method, with subtotals, the budget and whether it can be submitted. */
export async function cartView(aggregate: ProgramAggregate) {
  const groups = new Map<
    number,
    {
      deliveryMethodId: number;
      deliveryMethodName: string;
      tactics: (ProgramTactic & { canRemove: boolean })[];
      subtotal: number;
    }
  >();
  for (const tactic of aggregate.tactics) {
    const group = groups.get(tactic.deliveryMethodId) ?? {
      deliveryMethodId: tactic.deliveryMethodId,
      deliveryMethodName: tactic.deliveryMethodName,
      tactics: [],
      subtotal: 0,
    };
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
}

export const statusConfig = () =>
  Object.values(programStatus).map((statusId) => ({
    statusId,
    name: programStatusNames[statusId],
    fundingEditable: fundingEditableStatuses.includes(statusId),
  }));

/** The list rows of programs: the list's columns, each theme's name read once (the theme list, a reference kind). */
export async function listRows(programs: readonly ProgramRoot[]) {
  const themes = programs.some((p) => p.campaignThemeId)
    ? new Map((await listReferenceRecords('campaignTheme')).map((t) => [t.id, t.name]))
    : new Map<number, string>();
  return programs.map((p) => ({
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
    archived: p.archived === true,
  }));
}
export type ProgramListRow = Awaited<ReturnType<typeof listRows>>[number];

/**
 * A list page in the spec's paged shape, plus the cursor of the next page and the columns the list can be sorted
 * by now (its index's order only, unless said otherwise: sortedList.ts).
 */
export async function listAnswer(
  page: ProgramListPage,
  query: { pageIndex: number; pageSize: number },
  sortFields: readonly string[] = ['createdAt'],
) {
  return {
    items: await listRows(page.items),
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
    totalCount: page.totalCount,
    totalPages: Math.ceil(page.totalCount / query.pageSize),
    hasPreviousPage: query.pageIndex > 0,
    hasNextPage: page.nextCursor !== null,
    nextCursor: page.nextCursor,
    sortFields: [...sortFields],
  };
}
