import { describe, expect, it } from 'vitest';
import { describeCustomizations, resolveCustomizations } from './customizations';

describe('customizations', () => {
  it('keeps a dropdown value among its options and gives elements 2 and 3 their first display option', () => {
    const { entries, errors } = resolveCustomizations([
      { customizationId: 'language', value: 'Spanish' },
      { customizationId: 'finish', value: 'Gloss' },
    ]);
    expect(errors).toEqual({});
    expect(entries).toEqual([
      { customizationId: 'language', value: 'Spanish' },
      { customizationId: 'imprint', value: 'Retailer logo and address' },
      { customizationId: 'finish', value: 'Matte' },
    ]);
    expect(describeCustomizations(entries)).toBe(
      'Language: Spanish; Retailer imprint: Retailer logo and address; Finish: Matte',
    );
  });

  it('leaves an unchosen dropdown out', () => {
    expect(resolveCustomizations([]).entries.map((e) => e.customizationId)).toEqual(['imprint', 'finish']);
  });

  it('refuses a value a dropdown does not offer and an unknown customization, by field', () => {
    expect(
      resolveCustomizations([
        { customizationId: 'language', value: 'Klingon' },
        { customizationId: 'color', value: 'Red' },
      ]).errors,
    ).toEqual({
      'customizations.color': ['This customization does not exist.'],
      'customizations.language': ['Choose one of: English, Spanish, French.'],
    });
  });
});
