import { describe, expect, it } from 'vitest';
import type { ProgramDetails } from '../../api/program';
import { budgetFieldsLocked, panelChanges, programValuesOf, type ProgramFormValues } from './programFormValues';

const saved = {
  program: {
    id: 7,
    name: 'Spring push',
    description: 'End caps',
    retailerId: 3,
    retailerName: 'Fresh Market Co.',
    fiscalYear: 2026,
    programStartDate: '2026-03-01',
    programEndDate: '2026-05-31',
    strategicBusinessInitiativeId: null,
    accountLocations: ['FM-001'],
    placeholder: false,
  },
  fundingSources: [{ brandId: 1, brandName: 'Fizzly', atlTarget: 100, btlTarget: 300, selected: true }],
} as unknown as ProgramDetails;

const unfunded = (v: ProgramFormValues): ProgramFormValues => ({
  ...v,
  fundingSources: v.fundingSources.map((f) => ({ ...f, selected: false })),
});

describe('what a save of the program panel sends', () => {
  const shown = { storeShown: true, fundingEditable: true };

  it('sends nothing when nothing changed', () => {
    const values = programValuesOf(saved, false);
    expect(panelChanges(values, values, shown)).toMatchObject({ changed: null, fundingSources: null });
  });

  it("sends a copy only what the reader changed, and the funding sources when they changed, for the copy's one request", () => {
    const copy = programValuesOf(saved, true);
    const renamed = { ...copy, name: 'Autumn push', fundingSources: [{ ...copy.fundingSources[0], btlTarget: 500 }] };
    const { changed, fundingSources } = panelChanges(copy, renamed, shown);
    expect(changed).toEqual({ name: 'Autumn push' });
    expect(fundingSources).toEqual([
      { brandId: 1, atlTarget: 100, btlTarget: 500, selected: true, markedForDeletion: false },
    ]);
  });

  it("saves a placeholder's funding edits like any program's, but not funding that may not be edited", () => {
    const placeholder = programValuesOf({ ...saved, fundingSources: [] }, false);
    const funded = {
      ...placeholder,
      fundingSources: [
        { brandId: 1, brandName: 'Fizzly', atlTarget: 0, btlTarget: 50, selected: true, markedForDeletion: false },
      ],
    };
    expect(panelChanges(placeholder, funded, shown).fundingSources).toHaveLength(1);
    expect(panelChanges(placeholder, funded, { ...shown, fundingEditable: false }).fundingSources).toBeNull();
  });
});

describe('the lock of retailer and budget year while funded', () => {
  it('holds a saved program by the funding it was saved with: unticking a source in the form does not free it', () => {
    const values = unfunded(programValuesOf(saved, false));
    expect(budgetFieldsLocked('edit', saved, values)).toBe(true);
    expect(budgetFieldsLocked('edit', { fundingSources: [] }, programValuesOf(saved, false))).toBe(false);
  });

  it('holds a new program or a copy by the sources chosen in the form', () => {
    const values = programValuesOf(saved, true);
    expect(budgetFieldsLocked('copy', saved, values)).toBe(true);
    expect(budgetFieldsLocked('copy', saved, unfunded(values))).toBe(false);
    expect(budgetFieldsLocked('create', undefined, unfunded(values))).toBe(false);
  });
});
