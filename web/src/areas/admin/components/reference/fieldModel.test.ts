import { describe, expect, it } from 'vitest';
import { referenceKinds, type ReferenceKindName } from '../../../../../../shared/reference/kinds';
import { bodyOf, emptyRecord, fieldModels, formValuesOf, labelField, listFields } from './fieldModel';

const byName = (kind: ReferenceKindName) => Object.fromEntries(fieldModels(kind).map((f) => [f.name, f]));

describe('reference fields read from the kind declarations', () => {
  it('makes a field model for every field of every kind, none left unknown', () => {
    for (const kind of Object.keys(referenceKinds) as ReferenceKindName[]) {
      const fields = fieldModels(kind);
      expect(fields.map((f) => f.name)).toEqual(Object.keys(referenceKinds[kind].fields.shape));
      expect(fields.filter((f) => f.type === 'kept').map((f) => f.name)).toEqual([]);
    }
  });

  it("edits the picture of catalog tactics and campaign themes, outside the list's columns", () => {
    const withPicture = (Object.keys(referenceKinds) as ReferenceKindName[]).filter((kind) =>
      fieldModels(kind).some((f) => f.type === 'picture'),
    );
    expect(withPicture).toEqual(['tactic', 'campaignTheme']);
    expect(byName('campaignTheme').documentId).toEqual({ name: 'documentId', type: 'picture', required: false });
    expect(byName('tactic').documentId).toEqual({ name: 'documentId', type: 'picture', required: false });
    expect(listFields(fieldModels('campaignTheme')).map((f) => f.name)).not.toContain('documentId');
    // A new theme starts without a picture; removing one sends null, which clears it on the server.
    expect(emptyRecord(fieldModels('campaignTheme')).documentId).toBeNull();
    expect(bodyOf(fieldModels('campaignTheme'), { documentId: null }).documentId).toBeNull();
  });

  it('reads text, numbers, dates, flags and their limits', () => {
    const fiscal = byName('fiscalYear');
    expect(fiscal.fiscalYear).toEqual({
      name: 'fiscalYear',
      type: 'number',
      required: true,
      integer: true,
      min: 2000,
      max: 2100,
    });
    expect(fiscal.startDate).toEqual({ name: 'startDate', type: 'date', required: true });
    expect(fiscal.active).toEqual({ name: 'active', type: 'boolean', required: false, defaultValue: true });
    expect(fiscal.isCurrent).toMatchObject({ type: 'boolean', defaultValue: false });
    const sector = byName('sector');
    expect(sector.name).toEqual({
      name: 'name',
      type: 'text',
      required: true,
      maxLength: 200,
      multiline: false,
      email: false,
    });
    expect(sector.description).toMatchObject({ type: 'text', required: false, multiline: true });
  });

  it('reads e-mail that may be left empty', () => {
    expect(byName('manufacturer').email).toMatchObject({ type: 'text', required: false, email: true });
    expect(byName('contact').email).toMatchObject({ type: 'text', required: true, email: true });
  });

  it('turns references to other kinds into lookups, narrowed by a parent the form also holds', () => {
    const retailer = byName('retailer');
    expect(retailer.sectorId).toEqual({
      name: 'sectorId',
      type: 'reference',
      required: true,
      target: 'sector',
      multiple: false,
      filterBy: [],
    });
    expect(retailer.subSectorId).toEqual({
      name: 'subSectorId',
      type: 'reference',
      required: false,
      target: 'subSector',
      multiple: false,
      filterBy: [{ field: 'sectorId', param: 'sectorId' }],
    });
    expect(retailer.brandIds).toMatchObject({ type: 'reference', target: 'brand', multiple: true });
    expect(byName('state').countryCode).toMatchObject({ type: 'reference', target: 'country', required: true });
  });

  it('edits the code of a code kind, and rows of account locations', () => {
    expect(byName('country').countryCode).toMatchObject({ type: 'code', required: true });
    const locations = byName('retailer').accountLocations;
    expect(locations.type).toBe('rows');
    expect(locations.type === 'rows' && locations.columns.map((c) => [c.name, c.type, c.required])).toEqual([
      ['id', 'text', true],
      ['name', 'text', true],
      ['city', 'text', false],
      ['state', 'text', false],
    ]);
  });

  it('starts a new record with the declared defaults and empty values', () => {
    expect(emptyRecord(fieldModels('retailer'))).toEqual({
      retailerName: '',
      sectorId: null,
      subSectorId: null,
      brandIds: [],
      accountLocations: [],
      isProperty: false,
      suppressEmailContacts: false,
      generateEmailReadyCopy: false,
      active: true,
    });
  });

  it("sends trimmed text, keeps an emptied optional text so the server clears it, and passes the kind's schema", () => {
    const fields = fieldModels('sector');
    const values = formValuesOf(fields, { id: 3, version: 2, name: ' Grocery ', active: true });
    expect(values).toEqual({ name: ' Grocery ', description: '', active: true });
    const body = bodyOf(fields, values);
    expect(body).toEqual({ name: 'Grocery', description: '', active: true });
    expect(referenceKinds.sector.fields.safeParse(body).success).toBe(true);
  });

  it('shows scalar fields as columns and the kind name first', () => {
    const fields = fieldModels('retailer');
    expect(listFields(fields).map((f) => f.name)).toEqual([
      'retailerName',
      'sectorId',
      'subSectorId',
      'isProperty',
      'suppressEmailContacts',
      'generateEmailReadyCopy',
      'active',
    ]);
    expect(labelField('retailer', fields)).toBe('retailerName');
    expect(labelField('country', fieldModels('country'))).toBe('name');
  });
});
