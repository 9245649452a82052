/** The programs document's texts (spec 02, sections 2, 5 and 8), word for word. */
export const programMessages = {
  formBlocked: 'There are some validation errors.',
  fiscalYearRequired: 'Fiscal year required',
  retailerRequired: 'Retailer is required',
  propertyRequired: 'Property is required',
  storeRequired: 'Store is required',
  nameRequired: 'Name is required',
  descriptionRequired: 'Description is required',
  startDateRequired: 'Start Date required',
  endDateRequired: 'End Date required',
  fundingSourceRequired: 'You need to select at least one funding source',
  dateOutsideBudgetYear: 'You have selected a date outside of the set budget year.',
  saveFailed: 'Program could not be saved',
  loadFailed: 'Program could not be retrieved',
  added: 'New program added',
  revised: 'Program revised',
  copyPrefix: 'Copy of - ',
  removeFundingConfirm: (name: string) =>
    `Are you sure you want to delete the funding source, ${name}, from this program?`,
  selectFundingSource: 'Select a funding source',
  fundingRemovalFailed: "Can't delete program funding",
  contributionsTotal: 'Total contributions should be equal to 100%',
  tacticDeleteConfirm:
    'Are you sure you would like to delete this program tactic? This program tactic will be completely removed from the system.',
} as const;

/** Texts the spec does not word; ours, kept beside the spec's (docs/decisions.md). */
export const programServerMessages = {
  endBeforeStart: 'End Date cannot be before Start Date',
  lockedWhileFunded: 'Budget year and retailer cannot be changed while budget sources are selected.',
  fundingNotEditable: 'Funding sources can be changed only while the program is new or being revised.',
  notPlannable: 'This program can no longer be changed.',
  notesRequired: 'Notes are required to reject a program.',
  overspendNeedsConfirmation:
    'This program spends more than its funding sources allow. Confirm the overspend to submit it.',
  noTactics: 'Add at least one tactic before submitting.',
  notAnApprover: 'Only users who may approve this program can be asked to approve it.',
  prefilledOnly: 'Only a prefilled theme (type 2) creates a program directly.',
  tooManyTactics: (max: number) => `A program can hold at most ${max} tactics.`,
  catalogTacticInCart: 'A catalog tactic is changed in the cart, not here.',
  parentNotInProgram: 'Choose a tactic of this program.',
  unknownStores: (stores: readonly (string | number)[]) => `Unknown store ${stores.join(', ')} for this retailer.`,
} as const;

/**
 * The program guard's texts (ours; docs/decisions.md, "One guard for every program change"). A change its status
 * does not allow is refused with `changeRefusal` (shared/programs/changeRules.ts), worded like `transitionRefusal`.
 */
export const programGuardMessages = {
  selfReviewProgram: 'You created or submitted this program, so someone else must approve or reject it.',
  selfReviewPromo:
    'You created or submitted this promo code request, or approved its first tier, so someone else must decide on it.',
  retailerSideDateMove: 'Only your account team can move the delivery date of an approved program.',
  retailerSideArchive: 'Only your account team can archive programs.',
  tooManyComponentFiles: (max: number) => `A component holds at most ${max} files.`,
} as const;
