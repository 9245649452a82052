import type { ReferenceKindName } from '../../shared/reference/kinds';
import { createReferenceRecord, listReferenceRecords } from '../../functions/domain/reference/referenceRepository';

/**
 * Demo reference data, created through the same repository the API uses (so usage counts and uniqueness
 * markers are right). Created once: a table that already has fiscal years keeps what users changed.
 */
export async function seedReferenceData(): Promise<void> {
  if ((await listReferenceRecords('fiscalYear')).length > 0) return;
  const ids = new Map<string, number | string>();
  const create = async (kind: ReferenceKindName, key: string, fields: Record<string, unknown>) => {
    const record = await createReferenceRecord(kind, fields, 'demo-data');
    ids.set(`${kind}:${key}`, record.id);
    return record.id;
  };
  const id = (kind: ReferenceKindName, key: string) => ids.get(`${kind}:${key}`) as number;

  for (const year of [2025, 2026, 2027]) {
    await create('fiscalYear', String(year), {
      fiscalYear: year,
      startDate: `${year}-01-01`,
      endDate: `${year}-12-31`,
      isCurrent: year === 2026,
      active: true,
    });
  }
  for (const [code, name] of [
    ['US', 'United States'],
    ['CA', 'Canada'],
  ])
    await create('country', code, { countryCode: code, name });
  for (const [code, name, country] of [
    ['CA', 'California', 'US'],
    ['FL', 'Florida', 'US'],
    ['IL', 'Illinois', 'US'],
    ['NY', 'New York', 'US'],
    ['TX', 'Texas', 'US'],
    ['WA', 'Washington', 'US'],
    ['ON', 'Ontario', 'CA'],
    ['QC', 'Quebec', 'CA'],
  ]) {
    await create('state', code, { stateCode: code, name, countryCode: country });
  }
  for (const [name, isDownload] of [
    ['Ship to Store', false],
    ['Ship to Distribution Center', false],
    ['Digital Download', true],
    ['Email', true],
  ] as const) {
    await create('deliveryMethod', name, { name, isDownload, active: true });
  }
  for (const name of ['Grow Share', 'Drive Trial', 'Build Loyalty'])
    await create('strategicBusinessInitiative', name, { name, active: true });
  for (const name of ['Grocery', 'Convenience', 'Drug', 'Mass']) await create('sector', name, { name, active: true });
  for (const [name, sector] of [
    ['Supermarket', 'Grocery'],
    ['Natural & Organic', 'Grocery'],
    ['Gas & Go', 'Convenience'],
    ['Pharmacy', 'Drug'],
  ]) {
    await create('subSector', name, { name, sectorId: id('sector', sector), active: true });
  }
  for (const name of ['Beverages', 'Snacks']) await create('bigCategory', name, { name, active: true });
  for (const [name, big] of [
    ['Sparkling Water', 'Beverages'],
    ['Juice', 'Beverages'],
    ['Chips', 'Snacks'],
    ['Cookies', 'Snacks'],
  ]) {
    await create('category', name, { name, bigCategoryId: id('bigCategory', big), active: true });
  }
  await create('manufacturer', 'PrintWorks', {
    name: 'PrintWorks Inc.',
    contactName: 'Morgan Press',
    email: 'orders@printworks.example',
    phone: '555-0100',
    address: '200 Ink Way, Chicago, IL 60607',
    active: true,
  });
  await create('manufacturer', 'Display', {
    name: 'Display Masters',
    contactName: 'Jordan Fold',
    email: 'hello@displaymasters.example',
    address: '18 Corrugate Rd, Rockford, IL 61101',
    active: true,
  });
  for (const [name, manufacturer] of [
    ['Standard Print', 'PrintWorks'],
    ['Rush Print', 'PrintWorks'],
    ['Custom Display', 'Display'],
  ]) {
    await create('productionProcessing', name, {
      name,
      manufacturerId: id('manufacturer', manufacturer),
      active: true,
    });
  }
  for (const [name, category] of [
    ['Fizzly', 'Sparkling Water'],
    ['Bubbl', 'Sparkling Water'],
    ['Sunny Press', 'Juice'],
    ['Crunchos', 'Chips'],
    ['Oat Bakes', 'Cookies'],
  ]) {
    await create('brand', name, { name, categoryId: id('category', category), manufacturerId: null, active: true });
  }
  const retailers = [
    {
      name: 'Fresh Market Co.',
      sector: 'Grocery',
      subSector: 'Supermarket',
      brands: ['Fizzly', 'Sunny Press', 'Crunchos'],
      stores: [
        ['FM-001', 'Fresh Market Downtown', 'Chicago', 'IL'],
        ['FM-002', 'Fresh Market Lakeside', 'Evanston', 'IL'],
        ['FM-003', 'Fresh Market Uptown', 'New York', 'NY'],
      ],
    },
    {
      name: 'QuickStop',
      sector: 'Convenience',
      subSector: 'Gas & Go',
      brands: ['Crunchos', 'Bubbl'],
      stores: [['QS-010', 'QuickStop I-90', 'Rockford', 'IL']],
    },
    {
      name: 'HealthRx',
      sector: 'Drug',
      subSector: 'Pharmacy',
      brands: ['Oat Bakes', 'Sunny Press'],
      stores: [
        ['HR-100', 'HealthRx Main St', 'Austin', 'TX'],
        ['HR-101', 'HealthRx Mall', 'Dallas', 'TX'],
      ],
    },
  ];
  for (const r of retailers) {
    await create('retailer', r.name, {
      retailerName: r.name,
      sectorId: id('sector', r.sector),
      subSectorId: id('subSector', r.subSector),
      brandIds: r.brands.map((b) => id('brand', b)),
      accountLocations: r.stores.map(([storeId, name, city, state]) => ({ id: storeId, name, city, state })),
      isProperty: false,
      suppressEmailContacts: false,
      generateEmailReadyCopy: false,
      active: true,
    });
  }
  for (const name of ['Seasonal', 'Holiday', 'Back to School', 'Health & Wellness'])
    await create('themeCategory', name, { name, active: true });
  for (const [name, family] of [
    ['Display', 'In-store'],
    ['Signage', 'In-store'],
    ['Digital', 'Online'],
    ['Sampling', 'Experiential'],
  ]) {
    await create('tacticType', name, { name, tacticFamily: family, active: true });
  }
  // Ids 1 to 7 in this order: 6 and 7 (digital asset, service) may always be removed from a cart (spec 02, section 5).
  for (const name of [
    'Print',
    'Display Fixture',
    'Signage',
    'Apparel',
    'Promotional Item',
    'Digital Asset',
    'Service',
  ]) {
    await create('productType', name, { name, active: true });
  }
  for (const name of ['Artwork', 'Print Run', 'Installation', 'Shipping'])
    await create('componentType', name, { name, active: true });
  // The last field: the production processing record that makes the item (its manufacturer's job tickets).
  const tactics: [string, string, string, string, string, number, string | null][] = [
    [
      'Floor Display',
      'Corrugate floor display, 4 shelves',
      'Display',
      'Display Fixture',
      'Ship to Store',
      250,
      'Custom Display',
    ],
    ['End Cap Sign', 'Double-sided end cap header card', 'Signage', 'Signage', 'Ship to Store', 35, 'Standard Print'],
    [
      'Shelf Talker',
      'Die-cut shelf talker, pack of 10',
      'Signage',
      'Print',
      'Ship to Distribution Center',
      2.5,
      'Rush Print',
    ],
    [
      'Digital Banner Pack',
      'Web and social banners, all sizes',
      'Digital',
      'Digital Asset',
      'Digital Download',
      0,
      null,
    ],
    ['In-Store Sampling Event', 'Four-hour sampling event with staff', 'Sampling', 'Service', 'Email', 500, null],
  ];
  // Item ids and stock (the catalog rows show both; the inventory upload sets the stock by SKU later). A digital
  // asset and a service have an id but no stock.
  const items: Record<string, [string, number | null]> = {
    'Floor Display': ['FD-1001', 120],
    'End Cap Sign': ['ECS-2001', 850],
    'Shelf Talker': ['SHT-3001', 4000],
    'Digital Banner Pack': ['DBP-4001', null],
    'In-Store Sampling Event': ['ISE-5001', null],
  };
  for (const [tacticName, description, type, product, delivery, unitCost, production] of tactics) {
    const [sku, inventoryStock] = items[tacticName] ?? [null, null];
    await create('tactic', tacticName, {
      tacticName,
      description,
      tacticTypeId: id('tacticType', type),
      productTypeId: id('productType', product),
      deliveryMethodId: id('deliveryMethod', delivery),
      categoryId: null,
      unitCost,
      productionProcessingId: production ? id('productionProcessing', production) : null,
      sku,
      inventoryStock,
      active: true,
    });
  }
  const themes: [string, 1 | 2 | 3 | 4, string, string[], string[], string[]][] = [
    [
      'Summer Refresh',
      1,
      'Cool down the aisle with sparkling water',
      ['Seasonal'],
      ['Fizzly', 'Bubbl'],
      ['Floor Display', 'End Cap Sign', 'Shelf Talker', 'Digital Banner Pack'],
    ],
    [
      'Holiday Snack Attack',
      2,
      'A ready-made holiday program for snacks',
      ['Holiday'],
      ['Crunchos', 'Oat Bakes'],
      ['Floor Display', 'Shelf Talker'],
    ],
    [
      'Wellness Week',
      3,
      'Digital-first wellness push, no store selection',
      ['Health & Wellness'],
      ['Sunny Press', 'Oat Bakes'],
      ['Digital Banner Pack', 'In-Store Sampling Event'],
    ],
    [
      'Property Welcome Kit',
      4,
      'Welcome kits mailed to property owners and residents',
      ['Back to School'],
      ['Fizzly'],
      ['Shelf Talker'],
    ],
  ];
  for (const [name, type, shortDescription, categories, brands, themeTactics] of themes) {
    await create('campaignTheme', name, {
      name,
      campaignThemeTypeID: type,
      shortDescription,
      longDescription: shortDescription,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      themeCategoryIds: categories.map((c) => id('themeCategory', c)),
      brandIds: brands.map((b) => id('brand', b)),
      tacticIds: themeTactics.map((t) => id('tactic', t)),
      keywords: [],
      active: true,
    });
  }
  for (const [firstName, lastName, email, retailer] of [
    ['Dana', 'Reyes', 'dana.reyes@freshmarket.example', 'Fresh Market Co.'],
    ['Sam', 'Okafor', 'sam.okafor@quickstop.example', 'QuickStop'],
    ['Lee', 'Nguyen', 'lee.nguyen@healthrx.example', 'HealthRx'],
  ]) {
    await create('contact', email, {
      firstName,
      lastName,
      email,
      title: 'Category Manager',
      retailerId: id('retailer', retailer),
      active: true,
    });
  }
}
