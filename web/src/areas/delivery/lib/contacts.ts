/**
 * Delivery contacts of a property theme (campaign theme type 4, spec 02, section 2). The server has no contact
 * model yet: these choices live with the delivery information in the browser (see drafts.ts) and are not sent.
 */
export const CONTACT_TYPES = ['OwnerResident', 'Vendors', 'Other'] as const;
export const SECONDARY_RECIPIENTS = ['PrimaryOwner', 'CoOwner', 'OtherOwner', 'Resident'] as const;
export const RECIPIENT_MODES = ['SingleRecipient', 'MultipleRecipients'] as const;
/** The spec's option names, spelling included. */
export const CONTACT_OPTIONS = ['SupressEmailContacts', 'GenerateEmailReadyCopy'] as const;

export type ContactType = (typeof CONTACT_TYPES)[number];
export type SecondaryRecipient = (typeof SECONDARY_RECIPIENTS)[number];
export type RecipientMode = (typeof RECIPIENT_MODES)[number];
export type ContactOption = (typeof CONTACT_OPTIONS)[number];

export interface DeliveryContacts {
  contactType: ContactType;
  secondaryRecipients: SecondaryRecipient[];
  options: Record<ContactOption, boolean>;
  recipientMode: RecipientMode;
}

export const defaultContacts = (): DeliveryContacts => ({
  contactType: 'OwnerResident',
  secondaryRecipients: [],
  options: { SupressEmailContacts: false, GenerateEmailReadyCopy: false },
  recipientMode: 'SingleRecipient',
});

/** Secondary recipients are the owner/resident kinds: they apply only to the OwnerResident contact type. */
export function withContactType(contacts: DeliveryContacts, contactType: ContactType): DeliveryContacts {
  return { ...contacts, contactType, secondaryRecipients: contactType === 'OwnerResident' ? contacts.secondaryRecipients : [] };
}

export function toggleSecondary(contacts: DeliveryContacts, recipient: SecondaryRecipient): DeliveryContacts {
  const has = contacts.secondaryRecipients.includes(recipient);
  const next = has ? contacts.secondaryRecipients.filter((r) => r !== recipient) : [...contacts.secondaryRecipients, recipient];
  // Kept in the spec's order whatever the order of the clicks.
  return { ...contacts, secondaryRecipients: SECONDARY_RECIPIENTS.filter((r) => next.includes(r)) };
}
