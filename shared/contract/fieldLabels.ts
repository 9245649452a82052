/**
 * The labels the contract's field errors name their fields by ('Display name must be at most 200 characters',
 * 'Brand is required'; shared/contract/schemas), beside those of the reference kinds (shared/reference/fieldLabels.ts).
 * The web translates them inside the sentence (`server.fieldLabels`), so the field is named in the reader's language.
 *
 * A module of named exports, imported as a namespace (`import * as fieldLabels from`), so a Lambda bundles only the
 * labels it names (docs/decisions.md, 'Lean bundles').
 */
export const brand = 'Brand';
export const retailer = 'Retailer';
export const program = 'Program';
export const tactic = 'Tactic';
export const displayName = 'Display name';
export const link = 'Link';
export const resource = 'Resource';
export const claim = 'Claim';
export const roleName = 'Role name';
export const value = 'Value';
export const componentType = 'Component type';
export const quantity = 'Quantity';
export const approver = 'Approver';
export const promoCode = 'Promo code';
export const discountType = 'Discount type';
export const discount = 'Discount';
export const date = 'Date';
export const subject = 'Subject';
export const zip = 'Zip';
export const notes = 'Notes';
export const search = 'Search';
export const configuration = 'Configuration';
export const operation = 'Operation';
export const code = 'Code';
export const invoiceNumber = 'Invoice Number';
