import { describe, expect, it } from 'vitest';
import { claimsOf, claimSet, sameClaims, toggleAll } from './roleClaims';

const groups = [
  { groupName: 'General', resources: [{ resource: 'Home', operations: ['View'] }] },
  {
    groupName: 'Administration',
    resources: [
      { resource: 'Admin', operations: ['View'] },
      { resource: 'ReferenceData', operations: ['Manage'] },
    ],
  },
];

describe('role claims editing', () => {
  it('saves the ticked claims in catalogue order', () => {
    const selected = new Set(['ReferenceData/Manage', 'Home/View', 'Admin/View']);
    expect(claimsOf(selected, groups)).toEqual([
      { resource: 'Home', operation: 'View' },
      { resource: 'Admin', operation: 'View' },
      { resource: 'ReferenceData', operation: 'Manage' },
    ]);
  });

  it('keeps a claim the catalogue does not list instead of dropping it silently', () => {
    expect(claimsOf(new Set(['Legacy/Do']), groups)).toEqual([{ resource: 'Legacy', operation: 'Do' }]);
  });

  it('notices unsaved changes and ticks a whole group', () => {
    const saved = claimSet([{ resource: 'Home', operation: 'View' }]);
    expect(sameClaims(saved, new Set(['Home/View']))).toBe(true);
    const all = toggleAll(saved, ['Admin/View', 'ReferenceData/Manage'], true);
    expect(sameClaims(saved, all)).toBe(false);
    expect([...toggleAll(all, ['Home/View'], false)].sort()).toEqual(['Admin/View', 'ReferenceData/Manage']);
  });
});
