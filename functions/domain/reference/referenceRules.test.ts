import { describe, expect, it } from 'vitest';
import { referenceKinds } from '../../../shared/reference/kinds';
import { alreadyExists, inUseReason, normalizeUnique, referenceChanges, referencesOf } from './referenceRules';

describe('references between reference data', () => {
  it('collects the records a retailer points at, each brand once, ignoring empty links', () => {
    const refs = referencesOf(referenceKinds.retailer, { sectorId: 2, subSectorId: null, brandIds: [5, 7, 5] });
    expect([...refs].sort()).toEqual(['brand#5', 'brand#7', 'sector#2']);
  });

  it('moves usage by exactly what an edit changed', () => {
    const before = new Set(['brand#5', 'brand#7', 'sector#2']);
    const after = new Set(['brand#7', 'brand#9', 'sector#2']);
    expect(referenceChanges(before, after)).toEqual({ added: ['brand#9'], removed: ['brand#5'] });
  });
});

describe('uniqueness', () => {
  it('treats names that differ only in case and spacing as the same', () => {
    expect(normalizeUnique('  Snack   Foods ')).toBe(normalizeUnique('snack foods'));
  });
  it('says what already exists in words', () => {
    expect(alreadyExists(referenceKinds.sector)).toBe('A sector with this name already exists.');
    expect(alreadyExists(referenceKinds.contact)).toBe('A contact with this e-mail already exists.');
  });
});

describe('deleting something in use', () => {
  it('names every kind that still uses the record, with counts', () => {
    expect(inUseReason(referenceKinds.sector, { subSector: 2, retailer: 1 })).toBe(
      'This sector cannot be deleted: 2 sub-sectors and 1 retailer use it.',
    );
    expect(inUseReason(referenceKinds.brand, { retailer: 1, subSector: 0 })).toBe(
      'This brand cannot be deleted: 1 retailer uses it.',
    );
    expect(inUseReason(referenceKinds.brand, { program: 2 })).toBe('This brand cannot be deleted: 2 programs use it.');
  });
});
