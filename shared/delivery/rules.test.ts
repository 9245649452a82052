import { describe, expect, it } from 'vitest';
import {
  addressErrors,
  addressIdentity,
  calendarToday,
  checkDeliveryInformation,
  distributedTotalErrors,
  distributionErrors,
  equalDistribution,
  equalShares,
  locationText,
  submitDeliveryRefusal,
  submitToday,
} from './rules';

describe('the delivery date', () => {
  const base = { locationCount: 1, onlyDownloads: false, skipDateRule: false };

  it('must be tomorrow or later, by calendar day', () => {
    expect(checkDeliveryInformation({ ...base, deliveryDate: '2026-11-22' }, '2026-11-21').errors).toEqual({});
    expect(checkDeliveryInformation({ ...base, deliveryDate: '2026-11-21' }, '2026-11-21').errors).toEqual({
      deliveryDate: ['Delivery date must be in the future.'],
      general: ['Delivery Information could not be saved'],
    });
  });

  it('is tomorrow when none is given at save', () => {
    expect(checkDeliveryInformation({ ...base, deliveryDate: null }, '2026-12-31').deliveryDate).toBe('2027-01-01');
  });

  it('is not checked for users who cannot edit, and neither date nor locations for download-only carts', () => {
    expect(
      checkDeliveryInformation({ ...base, deliveryDate: '2020-01-01', skipDateRule: true }, '2026-11-21').errors,
    ).toEqual({});
    expect(
      checkDeliveryInformation({ ...base, locationCount: 0, deliveryDate: null, onlyDownloads: true }, '2026-11-21'),
    ).toEqual({ errors: {}, deliveryDate: null });
  });

  it('needs at least one location otherwise', () => {
    expect(
      checkDeliveryInformation({ ...base, locationCount: 0, deliveryDate: '2026-12-01' }, '2026-11-21').errors
        .locations,
    ).toHaveLength(1);
  });

  it("uses the user's own calendar day", () => {
    const lateEveningInLosAngeles = new Date('2026-11-22T04:00:00Z');
    expect(calendarToday(lateEveningInLosAngeles, 'America/Los_Angeles')).toBe('2026-11-21');
    expect(calendarToday(lateEveningInLosAngeles, 'UTC')).toBe('2026-11-22');
  });
});

describe('shipping locations', () => {
  it('need city, address, zip, state and country when created, with the spec texts', () => {
    expect(addressErrors({})).toEqual({
      city: ['City is required'],
      address1: ['Address1 is required'],
      zip: ['Zip is required'],
      state: ['State is required.'],
      country: ['Country is required.'],
    });
  });

  it('need only state and country in the edit modal', () => {
    expect(addressErrors({ state: 'IL' }, 'edit')).toEqual({ country: ['Country is required.'] });
  });

  it('read as one line and are the same place whatever the case and spacing', () => {
    const a = { attention: 'Dock 4', address1: '1 Main St', city: 'Chicago', state: 'IL', zip: '60601', country: 'US' };
    expect(locationText(a)).toBe('Dock 4, 1 Main St, Chicago, IL, 60601, US');
    expect(addressIdentity(a)).toBe(addressIdentity({ ...a, address1: '  1  main st ', city: 'CHICAGO' }));
  });
});

describe('distribution', () => {
  it("requires each tactic's quantities to add up to its order quantity", () => {
    expect(distributionErrors([{ tacticId: 't1', orderQuantity: 10, quantities: { a: 4, b: 6 } }])).toEqual([]);
    expect(distributionErrors([{ tacticId: 't1', orderQuantity: 10, quantities: { a: 4, b: 5 } }])).toEqual([
      'All tactics must be distributed for at least one location and the total distribution must equal order quantity.',
    ]);
    expect(distributionErrors([{ tacticId: 't1', orderQuantity: 2, quantities: { a: 3, b: -1 } }])).toHaveLength(1);
  });

  it('splits evenly only when every quantity divides by the number of locations', () => {
    expect(equalDistribution([{ tacticId: 't1', orderQuantity: 6 }], ['a', 'b', 'c'])).toEqual([
      { tacticId: 't1', orderQuantity: 6, quantities: { a: 2, b: 2, c: 2 } },
    ]);
    expect(
      equalDistribution(
        [
          { tacticId: 't1', orderQuantity: 6 },
          { tacticId: 't2', orderQuantity: 5 },
        ],
        ['a', 'b'],
      ),
    ).toEqual({
      error: 'One or more of your order quantities can not be distributed evenly.',
    });
  });
});

describe('a distribution over more locations than one screen', () => {
  it('splits each order quantity over every location by count, or gives the spec message', () => {
    const tactics = [
      { tacticId: 't1', orderQuantity: 2400 },
      { tacticId: 't2', orderQuantity: 1200 },
    ];
    expect(equalShares(tactics, 1200)).toEqual({ shares: { t1: 2, t2: 1 } });
    expect(equalShares(tactics, 1100)).toEqual({
      error: 'One or more of your order quantities can not be distributed evenly.',
    });
    expect(equalShares(tactics, 0)).toHaveProperty('error');
  });

  it("checks each tactic's total (the counter) against its order quantity", () => {
    expect(distributedTotalErrors([{ orderQuantity: 10, distributedQuantity: 10 }])).toEqual([]);
    expect(distributedTotalErrors([{ orderQuantity: 10, distributedQuantity: 9 }])).toEqual([
      'All tactics must be distributed for at least one location and the total distribution must equal order quantity.',
    ]);
  });

  it('submits on the totals alone, whatever the number of locations', () => {
    const today = '2026-11-21';
    const base = { deliveryDate: '2026-12-01', locationCount: 1200 };
    const tactic = { isDownload: false, orderQuantity: 2400 };
    expect(submitDeliveryRefusal({ ...base, tactics: [{ ...tactic, distributedQuantity: 2400 }] }, today)).toBeNull();
    expect(submitDeliveryRefusal({ ...base, tactics: [{ ...tactic, distributedQuantity: 2399 }] }, today)).toBe(
      'All tactics must be distributed for at least one location and the total distribution must equal order quantity.',
    );
    expect(
      submitDeliveryRefusal({ ...base, tactics: [{ ...tactic, orderQuantity: 0, distributedQuantity: 0 }] }, today),
    ).toBe(
      'All tactics must be distributed for at least one location and the total distribution must equal order quantity.',
    );
  });
});

describe('submitting a program needs its delivery', () => {
  const shipped = { isDownload: false, orderQuantity: 10, distribution: { a: 6, b: 4 } };
  const complete = { deliveryDate: '2026-12-01', locationCount: 2, tactics: [shipped] };
  const today = '2026-11-21';

  it('passes with a future date, locations and a full distribution', () => {
    expect(submitDeliveryRefusal(complete, today)).toBeNull();
  });

  it('needs a date, not earlier than tomorrow', () => {
    expect(submitDeliveryRefusal({ ...complete, deliveryDate: null }, today)).toBe('Delivery date is required');
    expect(submitDeliveryRefusal({ ...complete, deliveryDate: '2026-11-21' }, today)).toBe(
      'Delivery date must be in the future.',
    );
    expect(submitDeliveryRefusal({ ...complete, deliveryDate: '2026-11-22' }, today)).toBeNull();
  });

  it('needs locations and every shipped tactic distributed to its order quantity', () => {
    const text =
      'All tactics must be distributed for at least one location and the total distribution must equal order quantity.';
    expect(submitDeliveryRefusal({ ...complete, locationCount: 0 }, today)).toBe(text);
    expect(submitDeliveryRefusal({ ...complete, tactics: [{ ...shipped, distribution: undefined }] }, today)).toBe(
      text,
    );
    expect(submitDeliveryRefusal({ ...complete, tactics: [{ ...shipped, distribution: { a: 6 } }] }, today)).toBe(text);
    expect(
      submitDeliveryRefusal(
        { ...complete, tactics: [shipped, { isDownload: false, orderQuantity: 0, distribution: {} }] },
        today,
      ),
    ).toBe(text);
  });

  it('is skipped when every tactic is a download, and downloads need no distribution beside shipped ones', () => {
    const download = { isDownload: true, orderQuantity: 5 };
    expect(submitDeliveryRefusal({ deliveryDate: null, locationCount: 0, tactics: [download] }, today)).toBeNull();
    expect(submitDeliveryRefusal({ ...complete, tactics: [shipped, download] }, today)).toBeNull();
  });

  it('compares with the day where it starts last', () => {
    expect(submitToday(new Date('2026-11-22T05:00:00Z'))).toBe('2026-11-21');
  });
});
