/**
 * The labels the reference kinds' field errors name their fields by ('Name is required'; shared/reference/kinds.ts).
 * The web translates them inside the sentence (`server.referenceFields.labels`).
 *
 * A module of named exports, imported as a namespace (`import * as referenceFieldLabels from`), so a Lambda bundles
 * only the labels it names (docs/decisions.md, 'Lean bundles').
 */
export const name = 'Name';
export const description = 'Description';
export const startDate = 'Start Date';
export const endDate = 'End Date';
export const bigCategory = 'Big category';
export const sector = 'Sector';
export const countryCode = 'Country code';
export const stateCode = 'State code';
export const country = 'Country';
export const contactName = 'Contact name';
export const address = 'Address';
export const manufacturer = 'Manufacturer';
export const category = 'Category';
export const retailerName = 'Retailer name';
export const locationName = 'Location name';
export const city = 'City';
export const state = 'State';
export const firstName = 'First name';
export const lastName = 'Last name';
export const email = 'E-mail';
export const title = 'Title';
export const tacticFamily = 'Tactic family';
export const tacticName = 'Tactic name';
export const productType = 'Product type';
export const deliveryMethod = 'Delivery method';
export const unitCost = 'Unit cost';
export const sku = 'SKU';
export const themeType = 'Theme type';
export const shortDescription = 'Short description';
export const longDescription = 'Long description';
