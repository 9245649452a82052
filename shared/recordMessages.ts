/**
 * A record a route names that does not exist, or that the caller may not see (404s and field errors that say which
 * kind). Ours, but 'Campaign theme could not be retrieved' (spec 01, section 8).
 *
 * A module of named exports, imported as a namespace (`import * as recordMessages from`), so a Lambda bundles only the
 * texts it names (an object literal is bundled whole; docs/decisions.md, 'Lean bundles').
 */
export const brand = 'This brand does not exist.';
export const tactic = 'This tactic does not exist.';
export const link = 'This link does not exist.';
export const send = 'This send does not exist.';
export const job = 'This job does not exist.';
export const shippingLocation = 'This shipping location does not exist.';
export const retailer = 'This retailer does not exist.';
export const notification = 'This notification does not exist.';
export const programTactic = 'This program tactic does not exist.';
export const component = 'This component does not exist.';
export const componentType = 'This component type does not exist.';
export const promoRequest = 'This promo code request does not exist.';
export const vendor = 'This vendor does not exist.';
const importRecord = 'This import does not exist.';
export { importRecord as import };
export const role = 'This role does not exist.';
export const user = 'This user does not exist.';
export const task = 'Unknown task';
export const campaignTheme = 'Campaign theme could not be retrieved';
export const brandNotFunding = 'This brand does not fund this program.';
/** Records a list names by id (each one a field error). */
export const unknownRetailer = (id: number) => `The retailer ${id} does not exist.`;
export const unknownBrand = (id: number) => `The brand ${id} does not exist.`;
export const unknownUser = (id: string) => `The user ${id} does not exist.`;
