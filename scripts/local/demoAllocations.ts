import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * Demo brand allocations: every demo brand, at every retailer that carries it, for the current and the next budget
 * year, saved through the API as the demo planner (one change per brand and year, with its reason), so the
 * allocation page and the summaries show real numbers on first start. A retailer's share is never below what its
 * approved programs already commit. Its own marker: added once.
 */
type Call = <T = any>(
  user: 'planner' | 'admin',
  method: string,
  path: string,
  opts?: { body?: unknown; query?: Record<string, string | number> },
) => Promise<T>;

const MARKER_KEY = { PK: 'DEMO#DATA', SK: 'ALLOCATIONS' };
/** A demo retailer's base ATL and BTL (dollars), varied by brand and retailer so the pages do not look flat. */
const base = (brandIndex: number, retailerIndex: number) => ({
  atl: 150_000 + 25_000 * ((brandIndex + 2 * retailerIndex) % 5),
  btl: 60_000 + 10_000 * ((2 * brandIndex + retailerIndex) % 4),
});
const breakouts = [
  { q1: 25, q2: 25, q3: 25, q4: 25 },
  { q1: 20, q2: 30, q3: 30, q4: 20 },
  { q1: 40, q2: 20, q3: 20, q4: 20 },
];

interface AllocationRow {
  retailerId: number;
  committedAtlCents: number;
  committedBtlCents: number;
}

/** Allocates every demo brand once (its marker); answers the number of brand-years saved. */
export async function seedDemoAllocations(call: Call, db: DynamoDBDocumentClient, tableName: string): Promise<number> {
  const marker = await db.send(new GetCommand({ TableName: tableName, Key: MARKER_KEY }));
  if (marker.Item) return 0;
  const brands = (await call<{ items: { id: number }[] }>('admin', 'GET', 'brands', { query: { pageSize: 100 } }))
    .items;
  const { current } = await call<{ current: number }>('planner', 'GET', 'brands/budget-year');
  let saved = 0;
  for (const [brandIndex, brand] of brands.entries()) {
    for (const budgetYear of [current, current + 1]) {
      const allocation = await call<{ version: number; retailers: AllocationRow[] }>(
        'planner',
        'GET',
        `brands/${brand.id}/allocation`,
        { query: { budgetYear } },
      );
      if (allocation.version > 0 || !allocation.retailers.length) continue;
      const growth = budgetYear === current ? 1 : 1.1;
      await call('planner', 'PUT', `brands/save-allocation/${brand.id}`, {
        body: {
          budgetYear,
          version: 0,
          brandAllocation: allocation.retailers.map((row, retailerIndex) => {
            const amounts = base(brandIndex, retailerIndex);
            return {
              retailerId: row.retailerId,
              totalAtl: Math.max(Math.round(amounts.atl * growth), Math.ceil(row.committedAtlCents / 100)),
              totalBtl: Math.max(Math.round(amounts.btl * growth), Math.ceil(row.committedBtlCents / 100)),
              breakout: breakouts[(brandIndex + retailerIndex) % breakouts.length],
            };
          }),
          changeDriver: 'Brand Strategy',
          changeReasonId: 2,
          comment: `Annual plan ${budgetYear}`,
        },
      });
      saved += 1;
    }
  }
  await db.send(new PutCommand({ TableName: tableName, Item: { ...MARKER_KEY, seededAt: new Date().toISOString() } }));
  return saved;
}
