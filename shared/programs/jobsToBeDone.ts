/** Jobs to be done and contributions rules (spec 02, section 5). */
export const jobMessages = {
  fieldRequired: 'Field is required',
  formBlocked: 'There were some validation errors',
  newJobBlocked: 'There were some validation errors.',
  jobsEmpty: 'There are no jobs to be done currently available at this time.',
  contributionsEmpty: 'There are no contributions currently available at this time.',
  contributionsTotal: 'Total contributions should be equal to 100%',
  contributionsSaved: 'Contributions saved',
  contributionsSaveFailed: 'Contributions could not be saved',
  jobAdded: 'Job Added',
  jobSaved: 'Job Saved',
  jobDeleted: 'JobDeleted',
  nameRequired: 'Name is required',
  descriptionRequired: 'Description is required',
} as const;

/** The jobs' refusals the spec does not word; ours. */
export const jobServerMessages = {
  otherBrandOrYear: 'A job stays with its brand and budget year; add a new job instead.',
  contributesTwice: 'Each brand can contribute once.',
  notFunded: "This job does not belong to the program's funding brands.",
  inUse: (programs: number) =>
    `This job cannot be deleted: ${programs} ${programs === 1 ? 'program uses' : 'programs use'} it.`,
} as const;

/** The program-specific description is editable only for the detail named customer priority (any case). */
export const isCustomerPriority = (detailName: string | null | undefined) =>
  detailName?.trim().toLowerCase() === 'customer priority';

/**
 * A job's choice with this detail: the program-specific description is kept only for customer priority. For any
 * other detail its field is disabled, and a description kept there would block the save with no way to clear it.
 */
export function withDetail<S extends { detailId: string | null; programSpecificDescription: string }>(
  job: { details: { id: string; name: string }[] },
  selection: S,
  detailId: string | null,
): S {
  const detail = job.details.find((d) => d.id === detailId);
  return {
    ...selection,
    detailId,
    programSpecificDescription: isCustomerPriority(detail?.name) ? selection.programSpecificDescription : '',
  };
}

/** A job offers its details in a dropdown: when it has any, one must be chosen. */
export function jobSelectionErrors(
  job: { details: { id: string; name: string }[] },
  selection: { detailId?: string | null; programSpecificDescription?: string | null },
): string[] {
  if (!job.details.length) return [];
  const detail = job.details.find((d) => d.id === selection.detailId);
  if (!detail) return [jobMessages.fieldRequired];
  if (selection.programSpecificDescription && !isCustomerPriority(detail.name)) {
    return ['A program-specific description can be given only for the customer priority detail.'];
  }
  return [];
}

export interface ContributionShare {
  contributingBrandId: number;
  atlPercent: number;
  btlPercent: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** ATL and BTL totals, each rounded to two decimals. */
export function contributionTotals(shares: ContributionShare[]) {
  return {
    atl: round2(shares.reduce((sum, s) => sum + s.atlPercent, 0)),
    btl: round2(shares.reduce((sum, s) => sum + s.btlPercent, 0)),
  };
}

/** ATL and BTL totals must each be exactly 100; the failing total is named so the screen can flag it. */
export function contributionErrors(shares: ContributionShare[]): Record<string, string[]> {
  if (!shares.length) return {};
  const totals = contributionTotals(shares);
  const errors: Record<string, string[]> = {};
  if (totals.atl !== 100) errors.atlTotal = [jobMessages.contributionsTotal];
  if (totals.btl !== 100) errors.btlTotal = [jobMessages.contributionsTotal];
  return errors;
}

/**
 * Editing one side copies the value to the other unless the other side is editable itself (spec 02, section 5:
 * "An ATL change copies its value to BTL unless BTL is editable; a BTL change likewise copies to ATL").
 */
export function applyContributionEdit(
  share: ContributionShare & { atlEdit: string; btlEdit: string },
  side: 'atl' | 'btl',
  value: number,
): ContributionShare & { atlEdit: string; btlEdit: string } {
  if (side === 'atl')
    return { ...share, atlPercent: value, btlPercent: share.btlEdit === 'EDIT' ? share.btlPercent : value };
  return { ...share, btlPercent: value, atlPercent: share.atlEdit === 'EDIT' ? share.atlPercent : value };
}
