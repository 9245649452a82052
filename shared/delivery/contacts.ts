import * as z from '../zod';
import { lazySchema } from '../lazySchema';

/** Delivery contacts of a property theme (campaign theme type 4, spec 02, section 2), in the spec's spelling. */
export const CONTACT_TYPES = ['OwnerResident', 'Vendors', 'Other'] as const;
export const SECONDARY_RECIPIENTS = ['PrimaryOwner', 'CoOwner', 'OtherOwner', 'Resident'] as const;
export const RECIPIENT_MODES = ['SingleRecipient', 'MultipleRecipients'] as const;
export const CONTACT_OPTIONS = ['SupressEmailContacts', 'GenerateEmailReadyCopy'] as const;

/** Sent and stored whole: the screen always has every choice (OwnerResident and SingleRecipient by default). */
export const deliveryContactsSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    contactType: z.enum(CONTACT_TYPES),
    secondaryRecipients: z.array(z.enum(SECONDARY_RECIPIENTS)).check(z.maxLength(SECONDARY_RECIPIENTS.length)),
    options: z.object({ SupressEmailContacts: z.boolean(), GenerateEmailReadyCopy: z.boolean() }),
    recipientMode: z.enum(RECIPIENT_MODES),
  }),
);
export type DeliveryContacts = z.output<typeof deliveryContactsSchema>;
