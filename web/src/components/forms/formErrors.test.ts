import { describe, expect, it } from 'vitest';
import { referenceKinds } from '../../../../shared/reference/kinds';
import { ApiError } from '../../lib/api';
import {
  afterFieldChange,
  errorsFromFailure,
  errorsFromMap,
  errorsFromZod,
  firstFieldWithError,
  withoutField,
} from './formErrors';

const retailerFields = Object.keys(referenceKinds.retailer.fields.shape);

describe('form error mapping', () => {
  it("puts a 400's field messages beside their fields and the rest on the form", () => {
    const error = new ApiError(400, {
      retailerName: ['A retailer with this name already exists.'],
      'accountLocations.1.name': ['Location name is required'],
      version: ['Version is required'],
      general: ['There were some validation errors.'],
    });
    expect(errorsFromFailure(error, retailerFields)).toEqual({
      fields: {
        retailerName: ['A retailer with this name already exists.'],
        'accountLocations.1.name': ['Location name is required'],
      },
      general: ['Version is required', 'There were some validation errors.'],
    });
  });

  it("shows a 409's text (stale version, in use) for the whole form", () => {
    const conflict = new ApiError(409, {
      general: ['Someone else changed this item while you were working on it. Reload it and try again.'],
    });
    expect(errorsFromFailure(conflict, retailerFields)).toEqual({
      fields: {},
      general: ['Someone else changed this item while you were working on it. Reload it and try again.'],
    });
    expect(errorsFromFailure(new Error('boom'), retailerFields).general).toEqual(['Unexpected error occured']);
  });

  it("checks with the kind's own schema and its messages, before asking the server", () => {
    const result = referenceKinds.fiscalYear.fields.safeParse({
      fiscalYear: 1999,
      startDate: '2026-02-01',
      endDate: '2026-01-31',
    });
    expect(result.success).toBe(false);
    const errors = errorsFromZod(result.error!, Object.keys(referenceKinds.fiscalYear.fields.shape));
    expect(errors.fields).toEqual({
      fiscalYear: ['Fiscal year must be between 2000 and 2100'],
      endDate: ['End Date cannot be before Start Date'],
    });
    const dates = referenceKinds.fiscalYear.fields.safeParse({
      fiscalYear: 2026,
      startDate: '02/30/2026',
      endDate: '2026-03-31',
    });
    expect(errorsFromZod(dates.error!, ['fiscalYear', 'startDate', 'endDate']).fields).toEqual({
      startDate: ['Invalid date format'],
    });
  });

  it('names a missing required field with its own text', () => {
    const result = referenceKinds.retailer.fields.safeParse({
      retailerName: '  ',
      accountLocations: [{ id: 'S1', name: '' }],
    });
    const errors = errorsFromZod(result.error!, retailerFields);
    expect(errors.fields).toMatchObject({
      retailerName: ['Retailer name is required'],
      sectorId: ['Sector is required'],
      'accountLocations.0.name': ['Location name is required'],
    });
    expect(firstFieldWithError(errors, retailerFields)).toBe('retailerName');
  });

  it("drops a field's messages and its rows' when the user edits it", () => {
    const errors = errorsFromMap(
      { accountLocations: ['Too many'], 'accountLocations.0.name': ['Location name is required'], retailerName: ['x'] },
      retailerFields,
    );
    expect(withoutField(errors, 'accountLocations').fields).toEqual({ retailerName: ['x'] });
    expect(withoutField(errors, 'sectorId')).toBe(errors);
  });

  it('drops the check summary once the last field with a message was changed, and only then', () => {
    const summary = 'There are some validation errors.';
    const errors = {
      fields: { storeCount: ['Store count must be a whole number from 0 to 100,000'], regions: ['x'] },
      general: [summary, 'Version is required'],
    };
    const one = afterFieldChange(errors, 'storeCount', summary);
    expect(one).toEqual({ fields: { regions: ['x'] }, general: [summary, 'Version is required'] });
    expect(afterFieldChange(one, 'regions', summary)).toEqual({ fields: {}, general: ['Version is required'] });
    // Without a summary (or another form-level text), the form-level messages stay for the next try.
    expect(afterFieldChange(one, 'regions')).toEqual({ fields: {}, general: [summary, 'Version is required'] });
  });
});
