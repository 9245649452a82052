import { describe, expect, it } from 'vitest';
import {
  applyContributionEdit,
  contributionErrors,
  contributionTotals,
  isCustomerPriority,
  jobSelectionErrors,
  withDetail,
} from './jobsToBeDone';

describe('jobs to be done', () => {
  const job = {
    details: [
      { id: 'a', name: 'Customer Priority' },
      { id: 'b', name: 'Shopper trial' },
    ],
  };

  it('needs a detail when the job offers some', () => {
    expect(jobSelectionErrors(job, {})).toEqual(['Field is required']);
    expect(jobSelectionErrors(job, { detailId: 'b' })).toEqual([]);
    expect(jobSelectionErrors({ details: [] }, {})).toEqual([]);
  });

  it('takes a program-specific description only for the customer priority detail, in any case', () => {
    expect(isCustomerPriority('  CUSTOMER priority ')).toBe(true);
    expect(jobSelectionErrors(job, { detailId: 'a', programSpecificDescription: 'Win the end cap' })).toEqual([]);
    expect(jobSelectionErrors(job, { detailId: 'b', programSpecificDescription: 'No' })).toHaveLength(1);
  });

  it('drops the program-specific description when another detail is chosen, so the choice can be saved', () => {
    const typed = { detailId: 'a', programSpecificDescription: 'Win the end cap' };
    const other = withDetail(job, typed, 'b');
    expect(other).toEqual({ detailId: 'b', programSpecificDescription: '' });
    expect(jobSelectionErrors(job, other)).toEqual([]);
    expect(withDetail(job, typed, 'a')).toEqual(typed);
    expect(withDetail({ details: [] }, typed, null)).toEqual({ detailId: null, programSpecificDescription: '' });
  });
});

describe('contributions', () => {
  it('accepts ATL and BTL totals of exactly 100, counted to two decimals', () => {
    const shares = [
      { contributingBrandId: 1, atlPercent: 33.333, btlPercent: 50 },
      { contributingBrandId: 2, atlPercent: 33.333, btlPercent: 25 },
      { contributingBrandId: 3, atlPercent: 33.334, btlPercent: 25 },
    ];
    expect(contributionTotals(shares)).toEqual({ atl: 100, btl: 100 });
    expect(contributionErrors(shares)).toEqual({});
  });

  it('flags each total that is not 100 with the spec text', () => {
    expect(contributionErrors([{ contributingBrandId: 1, atlPercent: 90, btlPercent: 100 }])).toEqual({
      atlTotal: ['Total contributions should be equal to 100%'],
    });
  });

  it('copies an ATL change to BTL unless BTL is editable, and the other way round', () => {
    const share = {
      contributingBrandId: 1,
      atlPercent: 10,
      btlPercent: 10,
      atlEdit: 'EDIT',
      btlEdit: 'Locked by finance',
    };
    expect(applyContributionEdit(share, 'atl', 40)).toMatchObject({ atlPercent: 40, btlPercent: 40 });
    expect(applyContributionEdit({ ...share, btlEdit: 'EDIT' }, 'atl', 40)).toMatchObject({
      atlPercent: 40,
      btlPercent: 10,
    });
    expect(applyContributionEdit({ ...share, btlEdit: 'EDIT' }, 'btl', 25)).toMatchObject({
      atlPercent: 10,
      btlPercent: 25,
    });
  });
});
