import { copyName, selectedFundingSources } from '../../../../../../shared/programs/programRules';
import type { ProgramThemeTypeId } from '../../../../../../shared/reference/themeTypes';
import { isIsoDate, type DateInputValue } from '../../../../components/format/dateValue';
import type { LookupOption } from '../../../../components/lookup';
import type { ProgramDetails } from '../../api/program';
import { fundingBody, fundingChanged, fundingRowsOf, type FundingRow } from '../../lib/funding';

export type ProgramPanelMode = 'create' | 'edit' | 'copy' | 'prefill' | 'placeholder';

/** The theme types the program schema knows: 1 (no special rules) travels as none. */
export type ThemeType = ProgramThemeTypeId | null;

/** The campaign theme a new program starts from. */
export interface ThemeInfo {
  id: number;
  name: string;
  type: ThemeType;
  description: string;
  startDate: string;
  endDate: string;
}

export interface ProgramFormValues {
  retailer: LookupOption | null;
  fiscalYear: number | null;
  name: string;
  description: string;
  programStartDate: DateInputValue;
  programEndDate: DateInputValue;
  strategicBusinessInitiativeId: number | null;
  accountLocations: string[];
  fundingSources: FundingRow[];
}

/** The fields in the form's order, by the names the rules and the server give their messages. */
export const PROGRAM_FIELDS = [
  'retailerId',
  'fiscalYear',
  'name',
  'description',
  'programStartDate',
  'programEndDate',
  'strategicBusinessInitiativeId',
  'accountLocations',
  'fundingSources',
] as const;

export const emptyProgramValues = (fiscalYear: number | null): ProgramFormValues => ({
  retailer: null,
  fiscalYear,
  name: '',
  description: '',
  programStartDate: null,
  programEndDate: null,
  strategicBusinessInitiativeId: null,
  accountLocations: [],
  fundingSources: [],
});

/** A stored program as the form's values (a copy's name marked as a copy). */
export function programValuesOf(details: ProgramDetails, copy: boolean): ProgramFormValues {
  const p = details.program;
  return {
    retailer: p.retailerId ? { key: p.retailerId, label: p.retailerName ?? String(p.retailerId) } : null,
    fiscalYear: p.fiscalYear,
    name: copy ? copyName(p.name ?? '') : (p.name ?? ''),
    description: p.description ?? '',
    programStartDate: p.programStartDate,
    programEndDate: p.programEndDate,
    strategicBusinessInitiativeId: p.strategicBusinessInitiativeId ?? null,
    accountLocations: p.accountLocations,
    fundingSources: fundingRowsOf(details.fundingSources),
  };
}

export const retailerIdOf = (values: ProgramFormValues) => (values.retailer ? Number(values.retailer.key) : null);

/** The program's own fields as the create and update routes take them (stores only where the theme shows them). */
export const programFieldBody = (v: ProgramFormValues, storeShown: boolean) => ({
  retailerId: retailerIdOf(v),
  fiscalYear: v.fiscalYear,
  name: v.name.trim() || null,
  description: v.description.trim() || null,
  programStartDate: isIsoDate(v.programStartDate) ? v.programStartDate : null,
  programEndDate: isIsoDate(v.programEndDate) ? v.programEndDate : null,
  strategicBusinessInitiativeId: v.strategicBusinessInitiativeId,
  accountLocations: storeShown ? v.accountLocations : [],
});

type ProgramFieldBody = ReturnType<typeof programFieldBody>;

/**
 * What a save of the panel changes on the program it started from (`before`: the program edited, or the copy as
 * the panel first showed it): the fields that differ, none when nothing does, and the funding sources when they
 * changed and may be edited. A placeholder's funding counts like any program's: once it exists it can be funded.
 */
export function panelChanges(
  before: ProgramFormValues,
  after: ProgramFormValues,
  { storeShown, fundingEditable }: { storeShown: boolean; fundingEditable: boolean },
) {
  const was = programFieldBody(before, storeShown);
  const fields = programFieldBody(after, storeShown);
  const changed = Object.fromEntries(
    Object.entries(fields).filter(
      ([name, value]) => JSON.stringify(value) !== JSON.stringify(was[name as keyof ProgramFieldBody]),
    ),
  ) as Partial<ProgramFieldBody>;
  return {
    fields,
    changed: Object.keys(changed).length ? changed : null,
    fundingSources:
      fundingEditable && fundingChanged(before.fundingSources, after.fundingSources)
        ? fundingBody(after.fundingSources)
        : null,
  };
}

/**
 * Budget year and retailer cannot be changed while budget sources are selected (spec 02, section 2). A saved
 * program is held by the sources it was saved with, which the server checks: unticking one in the form does not
 * free the fields (the save would be refused). A new program or a copy is held by the sources chosen in the form.
 */
export const budgetFieldsLocked = (
  mode: ProgramPanelMode,
  details: Pick<ProgramDetails, 'fundingSources'> | undefined,
  values: Pick<ProgramFormValues, 'fundingSources'>,
) => selectedFundingSources(mode === 'edit' && details ? details : values).length > 0;
