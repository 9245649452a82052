import type { ClientSetting } from './storage';

/** The contact pages, contact/1 to contact/4: one per client variant (spec 01). */
export const CONTACT_VARIANTS = [1, 2, 3, 4] as const;

/** The details a contact page shows, each from the client setting `Contact{variant}{Field}`. */
export const CONTACT_FIELDS = ['Title', 'Email', 'Phone', 'Address', 'Hours'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** The client setting holding one detail of a contact page (e.g. `Contact2Email`). */
export const contactSettingName = (variant: number, field: ContactField) => `Contact${variant}${field}`;

/** The contact desks the client has named (a title set), in page order: what the footer links to. */
export function namedContactDesks(settings: readonly ClientSetting[]): { variant: number; title: string }[] {
  const setting = (name: string) => settings.find((s) => s.name === name)?.value.trim() ?? '';
  return CONTACT_VARIANTS.map((variant) => ({ variant, title: setting(contactSettingName(variant, 'Title')) })).filter(
    (desk) => desk.title !== '',
  );
}
