import { describe, expect, it } from 'vitest';
import { checkBeforeSave, initialDeliveryDate, tomorrowOf } from './deliveryForm';

const facts = { locationCount: 2, onlyDownloads: false, canEdit: true };
const today = '2026-11-21';

describe('saving the delivery information', () => {
  it('needs a date not earlier than tomorrow by calendar day, and uses tomorrow when none is given', () => {
    expect(checkBeforeSave(facts, '2026-11-22', { fromCampaigns: false, today })).toEqual({
      errors: {},
      deliveryDate: '2026-11-22',
    });
    expect(checkBeforeSave(facts, null, { fromCampaigns: false, today })).toEqual({
      errors: {},
      deliveryDate: '2026-11-22',
    });
    expect(checkBeforeSave(facts, '2026-11-21', { fromCampaigns: false, today }).errors).toEqual({
      deliveryDate: ['Delivery date must be in the future.'],
      general: ['Delivery Information could not be saved'],
    });
  });

  it('refuses typed text that is not a date', () => {
    expect(checkBeforeSave(facts, '13/45/2026', { fromCampaigns: false, today }).errors).toEqual({
      deliveryDate: ['Invalid date format'],
    });
  });

  it('skips the date rule for users who cannot edit and when opened from campaigns', () => {
    expect(checkBeforeSave({ ...facts, canEdit: false }, '2020-01-01', { fromCampaigns: false, today }).errors).toEqual(
      {},
    );
    expect(checkBeforeSave(facts, '2020-01-01', { fromCampaigns: true, today }).errors).toEqual({});
  });

  it('needs a location, except for download-only carts, which need neither location nor date', () => {
    expect(
      Object.keys(
        checkBeforeSave({ ...facts, locationCount: 0 }, '2026-12-01', { fromCampaigns: false, today }).errors,
      ),
    ).toContain('locations');
    expect(
      checkBeforeSave({ ...facts, locationCount: 0, onlyDownloads: true }, null, { fromCampaigns: false, today }),
    ).toEqual({ errors: {}, deliveryDate: null });
  });

  it('starts the date field at the stored date, else tomorrow (none for download-only carts)', () => {
    expect(initialDeliveryDate('2026-12-24', { onlyDownloads: false, canEdit: true }, '2026-11-22')).toBe('2026-12-24');
    expect(initialDeliveryDate(null, { onlyDownloads: false, canEdit: true }, '2026-11-22')).toBe('2026-11-22');
    expect(initialDeliveryDate(null, { onlyDownloads: true, canEdit: true }, '2026-11-22')).toBeNull();
  });

  it("takes tomorrow from the user's own calendar", () => {
    expect(tomorrowOf(new Date('2026-11-22T04:00:00Z'), 'America/Los_Angeles')).toBe('2026-11-22');
    expect(tomorrowOf(new Date('2026-11-22T04:00:00Z'), 'UTC')).toBe('2026-11-23');
  });
});
