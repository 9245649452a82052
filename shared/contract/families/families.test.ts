import { describe, expect, it } from 'vitest';
import { families, type FamilyRoutes } from '../route';
import { routeList, routes } from '../routes';

/** Each family's table (what its Lambda bundles) is exactly its part of the contract, route for route. */
describe('family route tables', () => {
  it.each(families)('%s holds every route of its family and no other', async (family) => {
    const module = (await import(`./${family}.ts`)) as Record<string, FamilyRoutes<typeof family>>;
    const table = module[`${family}Family`];
    const expected = routeList.filter((route) => route.family === family).map((route) => route.name);
    expect(Object.keys(table).sort()).toEqual([...expected].sort());
    for (const [name, route] of Object.entries(table)) expect(route).toBe(routes[name as keyof typeof routes]);
  });
});
