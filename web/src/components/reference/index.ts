export * from './referenceApi';
export { referenceLabel } from './referenceLabel';
export { ReferenceName, ReferenceNames, useReferenceLabels } from './ReferenceName';
export { BudgetYearDropdown, useCurrentBudgetYear, useFiscalYears } from './BudgetYear';
