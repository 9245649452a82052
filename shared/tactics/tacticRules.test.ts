import { describe, expect, it } from 'vitest';
import { programStatus } from '../programs/status';
import { skuOwner } from './sku';
import { tacticCanDelete, tacticErrors, tacticMessages } from './tacticRules';

const valid = {
  tacticTypeId: 1,
  tacticName: 'Window cling',
  description: 'Front door cling',
  purpose: 'Drive footfall',
  productTypeId: 1,
  deliveryMethodId: 1,
  startDate: '2026-03-01',
  endDate: '2026-03-31',
  components: [
    { name: 'Artwork', componentTypeId: 1 },
    { name: 'Print', componentTypeId: 2, vendorId: 1, childVendorId: 101 },
  ],
};

describe('the Create tactic rules', () => {
  it('accepts a complete tactic with two components', () => {
    expect(tacticErrors(valid, { shopTypesExist: true })).toEqual({});
  });

  it("asks for the tactic type with the spec's text, and for the dates", () => {
    const errors = tacticErrors(
      { ...valid, tacticTypeId: null, startDate: null, endDate: null },
      { shopTypesExist: true },
    );
    expect(errors.tacticTypeId).toEqual(['Tactic Type Required']);
    expect(errors.startDate).toEqual(['Start Date required']);
    expect(errors.endDate).toEqual(['End Date required']);
  });

  it('needs a purpose only when shop types exist', () => {
    expect(tacticErrors({ ...valid, purpose: ' ' }, { shopTypesExist: true }).purpose).toEqual([
      tacticMessages.purposeRequired,
    ]);
    expect(tacticErrors({ ...valid, purpose: '' }, { shopTypesExist: false }).purpose).toBeUndefined();
  });

  it('refuses an end date before the start date', () => {
    expect(tacticErrors({ ...valid, endDate: '2026-02-01' }, { shopTypesExist: true }).endDate).toEqual([
      tacticMessages.endBeforeStart,
    ]);
  });

  it('checks each component tab: name, type, and a sub vendor of the chosen vendor', () => {
    const errors = tacticErrors(
      {
        ...valid,
        components: [
          { name: '', componentTypeId: null },
          { name: 'X', componentTypeId: 1, vendorId: 2, childVendorId: 101 },
        ],
      },
      { shopTypesExist: true },
    );
    expect(errors['components.0.name']).toEqual([tacticMessages.componentNameRequired]);
    expect(errors['components.0.componentTypeId']).toEqual([tacticMessages.componentTypeRequired]);
    expect(errors['components.1.childVendorId']).toEqual([tacticMessages.childVendorMismatch]);
  });
});

describe('the can-delete check', () => {
  it('answers DELETE while the program is planned and the user holds ProgramTactic/Delete', () => {
    expect(tacticCanDelete(programStatus.new, true)).toBe('DELETE');
    expect(tacticCanDelete(programStatus.revised, true)).toBe('DELETE');
  });
  it('otherwise answers the reason', () => {
    expect(tacticCanDelete(programStatus.new, false)).toBe(tacticMessages.noDeleteClaim);
    expect(tacticCanDelete(programStatus.approved, true)).toBe(tacticMessages.notPlannable);
  });
});

describe('the SKU rule', () => {
  const tactics = [
    { id: '1', sku: 'FD-100', tacticName: 'Floor Display' },
    { id: '2', sku: null, tacticName: 'Banner' },
  ];
  it('finds another tactic with the same SKU, ignoring case and spaces', () => {
    expect(skuOwner(' fd-100 ', null, tactics)?.tacticName).toBe('Floor Display');
    expect(tacticMessages.skuTaken('Floor Display')).toBe('This SKU is already used by Floor Display.');
  });
  it('lets a tactic keep its own SKU, and a new SKU through', () => {
    expect(skuOwner('FD-100', '1', tactics)).toBeNull();
    expect(skuOwner('NEW-1', null, tactics)).toBeNull();
    expect(skuOwner('', null, tactics)).toBeNull();
  });
});
