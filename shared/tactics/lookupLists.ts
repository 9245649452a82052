/**
 * The fixed lists the Create tactic modal and its component tabs pick from (spec 02, section 7: tactics/lookup/...
 * and programtactics/lookup/...). The spec names the lookups but not their values; these are ours
 * (docs/decisions.md, 'Tactics: the Create tactic modal'). Ids never change once shipped: tactics store them.
 */
export interface LookupOption {
  id: number;
  name: string;
}

/** A vendor; a sub vendor (child) names its parent vendor. */
export interface VendorOption extends LookupOption {
  parentId: number | null;
}

export const vendors: readonly VendorOption[] = [
  { id: 1, name: 'Acme Print Co.', parentId: null },
  { id: 2, name: 'Brightline Displays', parentId: null },
  { id: 3, name: 'Coastal Media Group', parentId: null },
  { id: 4, name: 'Delta Fixtures', parentId: null },
  { id: 5, name: 'Evergreen Packaging', parentId: null },
  { id: 6, name: 'Fulcrum Promotions', parentId: null },
  { id: 7, name: 'Granite Signworks', parentId: null },
  { id: 8, name: 'Harbor Logistics', parentId: null },
  { id: 101, name: 'Acme Print Co. - Large Format', parentId: 1 },
  { id: 102, name: 'Acme Print Co. - Digital', parentId: 1 },
  { id: 201, name: 'Brightline Displays - Corrugate', parentId: 2 },
  { id: 202, name: 'Brightline Displays - Permanent', parentId: 2 },
  { id: 301, name: 'Coastal Media Group - Radio', parentId: 3 },
  { id: 302, name: 'Coastal Media Group - Social', parentId: 3 },
];

const barcodeDestinations: readonly LookupOption[] = [
  { id: 1, name: 'Product page' },
  { id: 2, name: 'Coupon download' },
  { id: 3, name: 'Store locator' },
  { id: 4, name: 'None' },
];

const mediaTypes: readonly LookupOption[] = [
  { id: 1, name: 'Print' },
  { id: 2, name: 'Digital' },
  { id: 3, name: 'Radio' },
  { id: 4, name: 'Television' },
  { id: 5, name: 'Social' },
  { id: 6, name: 'Out of home' },
];

const productionOptions: readonly LookupOption[] = [
  { id: 1, name: 'Print and ship' },
  { id: 2, name: 'Print only' },
  { id: 3, name: 'Digital file only' },
  { id: 4, name: 'Vendor supplied' },
];

const documentTypes: readonly LookupOption[] = [
  { id: 1, name: 'Artwork' },
  { id: 2, name: 'Mock-up' },
  { id: 3, name: 'Specification' },
  { id: 4, name: 'Proof' },
];

const outputTypes: readonly LookupOption[] = [
  { id: 1, name: 'PDF' },
  { id: 2, name: 'PNG' },
  { id: 3, name: 'JPEG' },
  { id: 4, name: 'Printed piece' },
];

export const shopTypes: readonly LookupOption[] = [
  { id: 1, name: 'In-store' },
  { id: 2, name: 'Online' },
  { id: 3, name: 'Omnichannel' },
];

/** The lists by the name of their lookup, for the routes and the forms. */
export const lookupLists = {
  'barcode-destination': barcodeDestinations,
  'media-type': mediaTypes,
  'production-options': productionOptions,
  documenttypes: documentTypes,
  outputtypes: outputTypes,
  'shop-types': shopTypes,
} as const;
export type LookupListName = keyof typeof lookupLists;

export const vendorById = (id: number) => vendors.find((v) => v.id === id);
