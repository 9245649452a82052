import { describe, expect, it } from 'vitest';
import {
  nextOrderStatuses,
  orderStatusAction,
  orderStatusOf,
  orderStatusRefusal,
  productionMessages,
} from './orderStatus';

describe('tactic order status', () => {
  it('treats a tactic without a status as not sent yet', () => {
    expect(orderStatusOf(undefined)).toBe('NotSent');
    expect(orderStatusOf('Bogus')).toBe('NotSent');
    expect(orderStatusOf('Shipped')).toBe('Shipped');
  });

  it('lets nothing change a tactic before its program goes to production', () => {
    expect(orderStatusRefusal('NotSent', 'InProduction')).toBe(productionMessages.notSentYet);
    expect(nextOrderStatuses('NotSent')).toEqual([]);
  });

  it('moves a sent tactic into production, on hold or cancelled, and a made one to shipped and delivered', () => {
    expect(nextOrderStatuses('Sent')).toEqual(['InProduction', 'OnHold', 'Cancelled']);
    expect(nextOrderStatuses('InProduction')).toEqual(['OnHold', 'Shipped', 'Cancelled']);
    expect(nextOrderStatuses('Shipped')).toEqual(['Delivered']);
    expect(nextOrderStatuses('Delivered')).toEqual([]);
    expect(nextOrderStatuses('Cancelled')).toEqual([]);
  });

  it('refuses a jump with the statuses that would allow it', () => {
    expect(orderStatusRefusal('Sent', 'Delivered')).toBe(
      'A tactic order that is Sent to production cannot be delivered. Only orders that are Shipped can.',
    );
  });

  it('never sends through a status edit: sending is the program', () => {
    expect(orderStatusAction('Sent')).toBeNull();
    expect(orderStatusRefusal('OnHold', 'Sent')).toBe('A tactic order cannot be set to Sent to production.');
  });
});
