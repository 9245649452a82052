import { campaignThemeType, type ProgramThemeTypeId } from '../reference/themeTypes';
import { programMessages, programServerMessages } from './messages';

export interface ProgramDraft {
  retailerId?: number | null;
  fiscalYear?: number | null;
  name?: string | null;
  description?: string | null;
  /** ISO calendar dates (YYYY-MM-DD). */
  programStartDate?: string | null;
  programEndDate?: string | null;
  accountLocations?: string[];
  campaignThemeTypeId?: ProgramThemeTypeId | null;
  fundingSources?: { brandId: number; selected: boolean; markedForDeletion?: boolean }[];
}

export interface ProgramRuleContext {
  /** A retailer with account locations needs a store (spec 02, section 5). */
  retailerHasAccountLocations: boolean;
  /** A placeholder (claim Instigo/CreatePlaceholder) reserves a program: retailer, year and name only. */
  placeholder?: boolean;
  /** The budget year's own dates, when known, for the out-of-year warning. */
  budgetYear?: { startDate: string; endDate: string } | null;
}

export interface ProgramValidation {
  errors: Record<string, string[]>;
  warnings: string[];
}

const blank = (value: unknown) => value === null || value === undefined || String(value).trim() === '';

/**
 * Program save rules (spec 02, section 5). Theme type 4 (property) needs only the retailer (labelled Property)
 * and a store; type 3 hides the store selector, so no store is asked for.
 */
export function validateProgram(draft: ProgramDraft, context: ProgramRuleContext): ProgramValidation {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const property = draft.campaignThemeTypeId === campaignThemeType.property;

  if (blank(draft.retailerId))
    add('retailerId', property ? programMessages.propertyRequired : programMessages.retailerRequired);
  if (context.placeholder) {
    if (blank(draft.fiscalYear)) add('fiscalYear', programMessages.fiscalYearRequired);
    if (blank(draft.name)) add('name', programMessages.nameRequired);
    if (Object.keys(errors).length) add('general', programMessages.formBlocked);
    return { errors, warnings: [] };
  }
  const storeShown = draft.campaignThemeTypeId !== campaignThemeType.noStoreSelector;
  if (storeShown && (property || context.retailerHasAccountLocations) && !draft.accountLocations?.length) {
    add('accountLocations', programMessages.storeRequired);
  }
  if (!property) {
    if (blank(draft.fiscalYear)) add('fiscalYear', programMessages.fiscalYearRequired);
    if (blank(draft.name)) add('name', programMessages.nameRequired);
    if (blank(draft.description)) add('description', programMessages.descriptionRequired);
    if (blank(draft.programStartDate)) add('programStartDate', programMessages.startDateRequired);
    if (blank(draft.programEndDate)) add('programEndDate', programMessages.endDateRequired);
    if (draft.programStartDate && draft.programEndDate && draft.programEndDate < draft.programStartDate) {
      add('programEndDate', programServerMessages.endBeforeStart);
    }
    if (!selectedFundingSources(draft).length) add('fundingSources', programMessages.fundingSourceRequired);
  }
  if (Object.keys(errors).length) add('general', programMessages.formBlocked);

  const warnings: string[] = [];
  if (datesOutsideBudgetYear(draft, context.budgetYear)) warnings.push(programMessages.dateOutsideBudgetYear);
  return { errors, warnings };
}

export const selectedFundingSources = (draft: Pick<ProgramDraft, 'fundingSources'>) =>
  (draft.fundingSources ?? []).filter((f) => f.selected && !f.markedForDeletion);

/** Start and end should lie in the budget year; outside it the user is warned, not stopped. */
export function datesOutsideBudgetYear(
  draft: Pick<ProgramDraft, 'programStartDate' | 'programEndDate'>,
  budgetYear: { startDate: string; endDate: string } | null | undefined,
): boolean {
  if (!budgetYear) return false;
  return [draft.programStartDate, draft.programEndDate].some(
    (d) => d && (d < budgetYear.startDate || d > budgetYear.endDate),
  );
}

/** Changing the start date clears an end date that now falls before it (spec 02, section 4). */
export function withStartDate<T extends Pick<ProgramDraft, 'programStartDate' | 'programEndDate'>>(
  draft: T,
  start: string | null,
): T {
  const clearEnd = start && draft.programEndDate && draft.programEndDate < start;
  return { ...draft, programStartDate: start, programEndDate: clearEnd ? null : draft.programEndDate };
}

/** Copy mode prefixes the name with 'Copy of - ' (once). */
export const copyName = (name: string) =>
  name.startsWith(programMessages.copyPrefix) ? name : `${programMessages.copyPrefix}${name}`;

/** Budget year and retailer are locked while budget sources are selected. */
export function lockedFieldChanges(
  before: Pick<ProgramDraft, 'retailerId' | 'fiscalYear' | 'fundingSources'>,
  after: Pick<ProgramDraft, 'retailerId' | 'fiscalYear'>,
): string[] {
  if (!selectedFundingSources(before).length) return [];
  return (['retailerId', 'fiscalYear'] as const).filter((f) => after[f] !== undefined && after[f] !== before[f]);
}
