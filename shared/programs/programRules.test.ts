import { describe, expect, it } from 'vitest';
import { programMessages } from './messages';
import { copyName, datesOutsideBudgetYear, lockedFieldChanges, validateProgram, withStartDate } from './programRules';

const complete = {
  retailerId: 1,
  fiscalYear: 2026,
  name: 'Spring push',
  description: 'End caps in spring',
  programStartDate: '2026-03-01',
  programEndDate: '2026-05-31',
  accountLocations: ['FM-001'],
  fundingSources: [{ brandId: 5, selected: true }],
};
const withStores = { retailerHasAccountLocations: true };

describe('program save rules', () => {
  it('accepts a complete program', () => {
    expect(validateProgram(complete, withStores)).toEqual({ errors: {}, warnings: [] });
  });

  it('names every missing field with the spec text and blocks the form', () => {
    const { errors } = validateProgram({ fundingSources: [] }, withStores);
    expect(errors).toEqual({
      retailerId: ['Retailer is required'],
      accountLocations: ['Store is required'],
      fiscalYear: ['Fiscal year required'],
      name: ['Name is required'],
      description: ['Description is required'],
      programStartDate: ['Start Date required'],
      programEndDate: ['End Date required'],
      fundingSources: ['You need to select at least one funding source'],
      general: ['There are some validation errors.'],
    });
  });

  it('treats blank text as missing', () => {
    expect(validateProgram({ ...complete, name: '   ' }, withStores).errors.name).toEqual([
      programMessages.nameRequired,
    ]);
  });

  it('asks for a store only when the retailer has account locations and the theme shows the selector', () => {
    expect(
      validateProgram({ ...complete, accountLocations: [] }, { retailerHasAccountLocations: false }).errors,
    ).toEqual({});
    expect(validateProgram({ ...complete, accountLocations: [], campaignThemeTypeId: 3 }, withStores).errors).toEqual(
      {},
    );
  });

  it('needs only a property and a store for theme type 4', () => {
    const { errors } = validateProgram({ campaignThemeTypeId: 4 }, { retailerHasAccountLocations: false });
    expect(errors).toEqual({
      retailerId: ['Property is required'],
      accountLocations: ['Store is required'],
      general: ['There are some validation errors.'],
    });
  });

  it('asks a placeholder only for retailer, budget year and name', () => {
    const { errors } = validateProgram({ retailerId: 1, fundingSources: [] }, { ...withStores, placeholder: true });
    expect(errors).toEqual({
      fiscalYear: ['Fiscal year required'],
      name: ['Name is required'],
      general: ['There are some validation errors.'],
    });
  });

  it('does not count funding sources that are unselected or marked for deletion', () => {
    const fundingSources = [
      { brandId: 5, selected: false },
      { brandId: 6, selected: true, markedForDeletion: true },
    ];
    expect(validateProgram({ ...complete, fundingSources }, withStores).errors.fundingSources).toEqual([
      programMessages.fundingSourceRequired,
    ]);
  });

  it('refuses an end date before the start date', () => {
    expect(validateProgram({ ...complete, programEndDate: '2026-02-01' }, withStores).errors.programEndDate).toEqual([
      'End Date cannot be before Start Date',
    ]);
  });

  it('warns, without blocking, when a date lies outside the budget year', () => {
    const budgetYear = { startDate: '2026-01-01', endDate: '2026-12-31' };
    const result = validateProgram({ ...complete, programEndDate: '2027-01-15' }, { ...withStores, budgetYear });
    expect(result).toEqual({ errors: {}, warnings: ['You have selected a date outside of the set budget year.'] });
    expect(datesOutsideBudgetYear(complete, budgetYear)).toBe(false);
  });
});

describe('program editing', () => {
  it('clears the end date when a new start date falls after it', () => {
    expect(withStartDate(complete, '2026-06-01').programEndDate).toBeNull();
    expect(withStartDate(complete, '2026-04-01').programEndDate).toBe('2026-05-31');
  });

  it("prefixes a copy's name once", () => {
    expect(copyName('Spring push')).toBe('Copy of - Spring push');
    expect(copyName('Copy of - Spring push')).toBe('Copy of - Spring push');
  });

  it('locks budget year and retailer while funding sources are selected', () => {
    expect(lockedFieldChanges(complete, { retailerId: 2, fiscalYear: 2026 })).toEqual(['retailerId']);
    expect(lockedFieldChanges({ ...complete, fundingSources: [] }, { retailerId: 2, fiscalYear: 2027 })).toEqual([]);
  });
});
