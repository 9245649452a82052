/**
 * The reference kinds' field errors (shared/reference/kinds.ts); ours. A text naming a field names it by its label
 * in `referenceFieldLabels`, which the web translates inside the sentence.
 *
 * A module of named exports, imported as a namespace (`import * as referenceFieldMessages from`), so a Lambda
 * bundles only the texts it names (docs/decisions.md, 'Lean bundles').
 */
export const required = (label: string) => `${label} is required`;
export const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;
export const fiscalYearRequired = 'Fiscal year required';
export const fiscalYearRange = 'Fiscal year must be between 2000 and 2100';
export const endBeforeStart = 'End Date cannot be before Start Date';
export const countryCodeShape = 'Country code must be two capital letters';
export const stateCodeShape = 'State code must be two or three capital letters or digits';
export const emailInvalid = 'Enter a valid e-mail address';
export const tacticTypeRequired = 'Tactic Type Required';
export const unitCostNegative = 'Unit cost cannot be negative';
export const unitCostTooLarge = 'Unit cost cannot exceed $1,000,000.00';
