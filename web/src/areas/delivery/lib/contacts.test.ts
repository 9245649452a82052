import { describe, expect, it } from 'vitest';
import { defaultContacts, toggleSecondary, withContactType } from './contacts';

describe('delivery contacts of a property theme', () => {
  it('start as OwnerResident, one recipient, no options', () => {
    expect(defaultContacts()).toEqual({
      contactType: 'OwnerResident',
      secondaryRecipients: [],
      options: { SupressEmailContacts: false, GenerateEmailReadyCopy: false },
      recipientMode: 'SingleRecipient',
    });
  });

  it('keep secondary recipients in the spec order and only for owner/resident deliveries', () => {
    let contacts = toggleSecondary(toggleSecondary(defaultContacts(), 'Resident'), 'PrimaryOwner');
    expect(contacts.secondaryRecipients).toEqual(['PrimaryOwner', 'Resident']);
    contacts = toggleSecondary(contacts, 'Resident');
    expect(contacts.secondaryRecipients).toEqual(['PrimaryOwner']);
    expect(withContactType(contacts, 'Vendors').secondaryRecipients).toEqual([]);
  });
});
