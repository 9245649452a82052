import { copyName } from '../../../../../../shared/programs/programRules';
import type { ProgramThemeTypeId } from '../../../../../../shared/reference/themeTypes';
import { isIsoDate, type DateInputValue } from '../../../../components/format';
import type { LookupOption } from '../../../../components/lookup';
import type { ProgramDetails } from '../../api/program';
import { fundingRowsOf, type FundingRow } from '../common/FundingEditor';

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
