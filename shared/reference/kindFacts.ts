/**
 * What the server knows of each reference kind besides its fields: names, id, uniqueness, the kinds it points at,
 * search and sort. Its own module, without zod: the generic repository (functions/domain/reference) and every
 * family that reads reference records need these facts only; the fields and their validation
 * (shared/reference/kinds.ts, about 9 KB in a bundle) stay with the routes that validate records.
 */

/** Numeric ids made by the server, or a code the user gives (countries, states). */
type ReferenceIdDefinition = { type: 'number' } | { type: 'code'; field: string };

export interface ReferenceKindFacts {
  kind: string;
  label: string;
  plural: string;
  id: ReferenceIdDefinition;
  /** Field whose value must be unique within the kind (case-insensitive). */
  uniqueBy: string;
  /** Fields holding ids of other kinds: those cannot be deleted while something points at them. */
  references: readonly { field: string; kind: string; many?: boolean }[];
  searchFields: readonly string[];
  sortFields: readonly string[];
  defaultSort: string;
}

export const referenceKindFacts = {
  fiscalYear: {
    kind: 'fiscalYear',
    label: 'Fiscal year',
    plural: 'fiscal years',
    id: { type: 'number' },
    uniqueBy: 'fiscalYear',
    references: [],
    searchFields: ['fiscalYear'],
    sortFields: ['id', 'fiscalYear', 'startDate', 'endDate', 'isCurrent', 'active'],
    defaultSort: 'fiscalYear',
  },
  strategicBusinessInitiative: {
    kind: 'strategicBusinessInitiative',
    label: 'Strategic business initiative',
    plural: 'strategic business initiatives',
    id: { type: 'number' },
    uniqueBy: 'name',
    references: [],
    searchFields: ['name', 'description'],
    sortFields: ['id', 'name', 'active'],
    defaultSort: 'name',
  },
  bigCategory: {
    kind: 'bigCategory',
    label: 'Big category',
    plural: 'big categories',
    id: { type: 'number' },
    uniqueBy: 'name',
    references: [],
    searchFields: ['name'],
    sortFields: ['id', 'name', 'active'],
    defaultSort: 'name',
  },
  category: {
    kind: 'category',
    label: 'Category',
    plural: 'categories',
    id: { type: 'number' },
    uniqueBy: 'name',
    references: [{ field: 'bigCategoryId', kind: 'bigCategory' }],
    searchFields: ['name'],
    sortFields: ['id', 'name', 'bigCategoryId', 'active'],
    defaultSort: 'name',
  },
  sector: {
    kind: 'sector',
    label: 'Sector',
    plural: 'sectors',
    id: { type: 'number' },
    uniqueBy: 'name',
    references: [],
    searchFields: ['name', 'description'],
    sortFields: ['id', 'name', 'active'],
    defaultSort: 'name',
  },
  subSector: {
    kind: 'subSector',
    label: 'Sub-sector',
    plural: 'sub-sectors',
    id: { type: 'number' },
    uniqueBy: 'name',
    references: [{ field: 'sectorId', kind: 'sector' }],
    searchFields: ['name'],
    sortFields: ['id', 'name', 'sectorId', 'active'],
    defaultSort: 'name',
  },
  country: {
    kind: 'country',
    label: 'Country',
    plural: 'countries',
    id: { type: 'code', field: 'countryCode' },
    uniqueBy: 'name',
    references: [],
    searchFields: ['countryCode', 'name'],
    sortFields: ['countryCode', 'name'],
    defaultSort: 'name',
  },
  state: {
    kind: 'state',
    label: 'State',
    plural: 'states',
    id: { type: 'code', field: 'stateCode' },
    uniqueBy: 'stateCode',
    references: [{ field: 'countryCode', kind: 'country' }],
    searchFields: ['stateCode', 'name'],
    sortFields: ['stateCode', 'name', 'countryCode'],
    defaultSort: 'name',
  },
  deliveryMethod: {
    kind: 'deliveryMethod',
    label: 'Delivery method',
    plural: 'delivery methods',
    id: { type: 'number' },
    uniqueBy: 'name',
    references: [],
    searchFields: ['name'],
    sortFields: ['id', 'name', 'isDownload', 'active'],
    defaultSort: 'name',
  },
  manufacturer: {
    kind: 'manufacturer',
    label: 'Manufacturer',
    plural: 'manufacturers',
    id: { type: 'number' },
    uniqueBy: 'name',
    references: [],
    searchFields: ['name', 'contactName', 'email'],
    sortFields: ['id', 'name', 'email', 'active'],
    defaultSort: 'name',
  },
  productionProcessing: {
    kind: 'productionProcessing',
    label: 'Production processing',
    plural: 'production processing entries',
    id: { type: 'number' },
    uniqueBy: 'name',
    references: [{ field: 'manufacturerId', kind: 'manufacturer' }],
    searchFields: ['name', 'description'],
    sortFields: ['id', 'name', 'manufacturerId', 'active'],
    defaultSort: 'name',
  },
  brand: {
    kind: 'brand',
    label: 'Brand',
    plural: 'brands',
    id: { type: 'number' },
    uniqueBy: 'name',
    references: [
      { field: 'categoryId', kind: 'category' },
      { field: 'manufacturerId', kind: 'manufacturer' },
    ],
    searchFields: ['name'],
    sortFields: ['id', 'name', 'categoryId', 'active'],
    defaultSort: 'name',
  },
  retailer: {
    kind: 'retailer',
    label: 'Retailer',
    plural: 'retailers',
    id: { type: 'number' },
    uniqueBy: 'retailerName',
    references: [
      { field: 'sectorId', kind: 'sector' },
      { field: 'subSectorId', kind: 'subSector' },
      { field: 'brandIds', kind: 'brand', many: true },
    ],
    searchFields: ['retailerName'],
    sortFields: ['id', 'retailerName', 'sectorId', 'active'],
    defaultSort: 'retailerName',
  },
  contact: {
    kind: 'contact',
    label: 'Contact',
    plural: 'contacts',
    id: { type: 'number' },
    uniqueBy: 'email',
    references: [{ field: 'retailerId', kind: 'retailer' }],
    searchFields: ['firstName', 'lastName', 'email', 'title'],
    sortFields: ['id', 'firstName', 'lastName', 'email', 'retailerId', 'active'],
    defaultSort: 'lastName',
  },
  themeCategory: {
    kind: 'themeCategory',
    label: 'Theme category',
    plural: 'theme categories',
    id: { type: 'number' },
    uniqueBy: 'name',
    references: [],
    searchFields: ['name'],
    sortFields: ['id', 'name', 'active'],
    defaultSort: 'name',
  },
  tacticType: {
    kind: 'tacticType',
    label: 'Tactic type',
    plural: 'tactic types',
    id: { type: 'number' },
    uniqueBy: 'name',
    references: [],
    searchFields: ['name', 'tacticFamily'],
    sortFields: ['id', 'name', 'tacticFamily', 'active'],
    defaultSort: 'name',
  },
  productType: {
    kind: 'productType',
    label: 'Product type',
    plural: 'product types',
    id: { type: 'number' },
    uniqueBy: 'name',
    references: [],
    searchFields: ['name'],
    sortFields: ['id', 'name', 'active'],
    defaultSort: 'id',
  },
  componentType: {
    kind: 'componentType',
    label: 'Component type',
    plural: 'component types',
    id: { type: 'number' },
    uniqueBy: 'name',
    references: [],
    searchFields: ['name'],
    sortFields: ['id', 'name', 'active'],
    defaultSort: 'name',
  },
  tactic: {
    kind: 'tactic',
    label: 'Tactic',
    plural: 'tactics',
    id: { type: 'number' },
    uniqueBy: 'tacticName',
    references: [
      { field: 'tacticTypeId', kind: 'tacticType' },
      { field: 'productTypeId', kind: 'productType' },
      { field: 'deliveryMethodId', kind: 'deliveryMethod' },
      { field: 'categoryId', kind: 'category' },
      { field: 'productionProcessingId', kind: 'productionProcessing' },
    ],
    searchFields: ['tacticName', 'description', 'sku'],
    sortFields: ['id', 'tacticName', 'sku', 'inventoryStock', 'unitCost', 'tacticTypeId', 'deliveryMethodId', 'active'],
    defaultSort: 'tacticName',
  },
  campaignTheme: {
    kind: 'campaignTheme',
    label: 'Campaign theme',
    plural: 'campaign themes',
    id: { type: 'number' },
    uniqueBy: 'name',
    references: [
      { field: 'themeCategoryIds', kind: 'themeCategory', many: true },
      { field: 'brandIds', kind: 'brand', many: true },
      { field: 'tacticIds', kind: 'tactic', many: true },
    ],
    searchFields: ['name', 'shortDescription'],
    sortFields: ['id', 'name', 'startDate', 'endDate', 'campaignThemeTypeID', 'active'],
    defaultSort: 'name',
  },
} as const satisfies Record<string, ReferenceKindFacts>;

export type ReferenceKindName = keyof typeof referenceKindFacts;

/** The reference records' refusals the spec does not word; ours (the kind as the record's label names it). */
export const referenceMessages = {
  codeTaken: (kind: string) => `A ${kind} with this code already exists.`,
  codeFixed: 'The code cannot be changed; create a new entry instead.',
  /** A catalog picture not uploaded through `reference/pictures` for its kind. */
  pictureNotUploaded: 'This picture was not uploaded here: choose the picture again.',
} as const;
