import type { ReferenceKindName } from '../../shared/reference/kinds';
import { createReferenceRecord, listReferenceRecords } from '../../functions/reference/referenceRepository';

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
    await create('fiscalYear', String(year), { fiscalYear: year, startDate: `${year}-01-01`, endDate: `${year}-12-31`, isCurrent: year === 2026, active: true });
  }
  for (const [code, name] of [['US', 'United States'], ['CA', 'Canada']]) await create('country', code, { countryCode: code, name });
  for (const [code, name, country] of [
    ['CA', 'California', 'US'], ['FL', 'Florida', 'US'], ['IL', 'Illinois', 'US'], ['NY', 'New York', 'US'],
    ['TX', 'Texas', 'US'], ['WA', 'Washington', 'US'], ['ON', 'Ontario', 'CA'], ['QC', 'Quebec', 'CA'],
  ]) {
    await create('state', code, { stateCode: code, name, countryCode: country });
  }
  for (const [name, isDownload] of [['Ship to Store', false], ['Ship to Distribution Center', false], ['Digital Download', true], ['Email', true]] as const) {
    await create('deliveryMethod', name, { name, isDownload, active: true });
  }
  for (const name of ['Grow Share', 'Drive Trial', 'Build Loyalty']) await create('strategicBusinessInitiative', name, { name, active: true });
  for (const name of ['Grocery', 'Convenience', 'Drug', 'Mass']) await create('sector', name, { name, active: true });
  for (const [name, sector] of [['Supermarket', 'Grocery'], ['Natural & Organic', 'Grocery'], ['Gas & Go', 'Convenience'], ['Pharmacy', 'Drug']]) {
    await create('subSector', name, { name, sectorId: id('sector', sector), active: true });
  }
  for (const name of ['Beverages', 'Snacks']) await create('bigCategory', name, { name, active: true });
  for (const [name, big] of [['Sparkling Water', 'Beverages'], ['Juice', 'Beverages'], ['Chips', 'Snacks'], ['Cookies', 'Snacks']]) {
    await create('category', name, { name, bigCategoryId: id('bigCategory', big), active: true });
  }
  await create('manufacturer', 'PrintWorks', { name: 'PrintWorks Inc.', email: 'orders@printworks.example', phone: '555-0100', active: true });
  await create('manufacturer', 'Display', { name: 'Display Masters', email: 'hello@displaymasters.example', active: true });
  for (const [name, manufacturer] of [['Standard Print', 'PrintWorks'], ['Rush Print', 'PrintWorks'], ['Custom Display', 'Display']]) {
    await create('productionProcessing', name, { name, manufacturerId: id('manufacturer', manufacturer), active: true });
  }
  for (const [name, category] of [['Fizzly', 'Sparkling Water'], ['Bubbl', 'Sparkling Water'], ['Sunny Press', 'Juice'], ['Crunchos', 'Chips'], ['Oat Bakes', 'Cookies']]) {
    await create('brand', name, { name, categoryId: id('category', category), manufacturerId: null, active: true });
  }
  const retailers = [
    { name: 'Fresh Market Co.', sector: 'Grocery', subSector: 'Supermarket', brands: ['Fizzly', 'Sunny Press', 'Crunchos'], stores: [['FM-001', 'Fresh Market Downtown', 'Chicago', 'IL'], ['FM-002', 'Fresh Market Lakeside', 'Evanston', 'IL'], ['FM-003', 'Fresh Market Uptown', 'New York', 'NY']] },
    { name: 'QuickStop', sector: 'Convenience', subSector: 'Gas & Go', brands: ['Crunchos', 'Bubbl'], stores: [['QS-010', 'QuickStop I-90', 'Rockford', 'IL']] },
    { name: 'HealthRx', sector: 'Drug', subSector: 'Pharmacy', brands: ['Oat Bakes', 'Sunny Press'], stores: [['HR-100', 'HealthRx Main St', 'Austin', 'TX'], ['HR-101', 'HealthRx Mall', 'Dallas', 'TX']] },
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
  for (const [firstName, lastName, email, retailer] of [
    ['Dana', 'Reyes', 'dana.reyes@freshmarket.example', 'Fresh Market Co.'],
    ['Sam', 'Okafor', 'sam.okafor@quickstop.example', 'QuickStop'],
    ['Lee', 'Nguyen', 'lee.nguyen@healthrx.example', 'HealthRx'],
  ]) {
    await create('contact', email, { firstName, lastName, email, title: 'Category Manager', retailerId: id('retailer', retailer), active: true });
  }
}
