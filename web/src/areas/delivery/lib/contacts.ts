/**
 * Delivery contacts of a property theme (campaign theme type 4, spec 02, section 2): saved with the delivery
 * information; the constants and the shape are the contract's (shared/delivery/contacts.ts).
 */
import {
  CONTACT_OPTIONS,
  CONTACT_TYPES,
  RECIPIENT_MODES,
  SECONDARY_RECIPIENTS,
  type DeliveryContacts,
} from '../../../../../shared/delivery/contacts';

export { CONTACT_OPTIONS, CONTACT_TYPES, RECIPIENT_MODES, SECONDARY_RECIPIENTS, type DeliveryContacts };
export type ContactType = (typeof CONTACT_TYPES)[number];
export type SecondaryRecipient = (typeof SECONDARY_RECIPIENTS)[number];

export const defaultContacts = (): DeliveryContacts => ({
  contactType: 'OwnerResident',
  secondaryRecipients: [],
  options: { SupressEmailContacts: false, GenerateEmailReadyCopy: false },
  recipientMode: 'SingleRecipient',
});

/** Secondary recipients are the owner/resident kinds: they apply only to the OwnerResident contact type. */
export function withContactType(contacts: DeliveryContacts, contactType: ContactType): DeliveryContacts {
  return {
    ...contacts,
    contactType,
    secondaryRecipients: contactType === 'OwnerResident' ? contacts.secondaryRecipients : [],
  };
}

export function toggleSecondary(contacts: DeliveryContacts, recipient: SecondaryRecipient): DeliveryContacts {
  const has = contacts.secondaryRecipients.includes(recipient);
  const next = has
    ? contacts.secondaryRecipients.filter((r) => r !== recipient)
    : [...contacts.secondaryRecipients, recipient];
  // Kept in the spec's order whatever the order of the clicks.
  return { ...contacts, secondaryRecipients: SECONDARY_RECIPIENTS.filter((r) => next.includes(r)) };
}
