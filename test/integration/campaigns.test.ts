import { beforeAll, describe, expect, it } from 'vitest';
import { programStatus } from '../../shared/programs/status';
import { callApi, idTokenOf } from '../support/session';

let planner: string;
let themes: Record<string, { id: number; tacticIds: number[] }>;
beforeAll(async () => {
  planner = await idTokenOf('planner@demo.local');
  const list = (await callApi('GET', 'campaigns/all', { token: planner })).json.data.items;
  themes = Object.fromEntries(list.map((t: { name: string }) => [t.name, t]));
});

describe('the campaign library', () => {
  it("lists a theme's tactics from the catalog", async () => {
    const tactics = (
      await callApi('GET', `campaigns/${themes['Summer Refresh'].id}/campaign-theme-tactics`, { token: planner })
    ).json.data;
    expect(tactics.map((t: { tacticName: string }) => t.tacticName).sort()).toEqual([
      'Digital Banner Pack',
      'End Cap Sign',
      'Floor Display',
      'Shelf Talker',
    ]);
  });

  it('keeps favorites per user and recommends similar themes that are not favorites yet', async () => {
    const holiday = themes['Holiday Snack Attack'].id;
    expect((await callApi('POST', `users/campaign-theme/${holiday}/favorite`, { token: planner })).status).toBe(200);
    const favorites = (await callApi('GET', 'users/campaign-theme-favorites', { token: planner })).json.data;
    expect(favorites.map((t: { name: string }) => t.name)).toEqual(['Holiday Snack Attack']);
    const recommended = (await callApi('GET', 'users/campaign-theme-recomended', { token: planner })).json.data;
    expect(recommended.map((t: { id: number }) => t.id)).not.toContain(holiday);
    const other = await idTokenOf('approver@demo.local');
    expect((await callApi('GET', 'users/campaign-theme-favorites', { token: other })).json.data).toEqual([]);
    await callApi('DELETE', `users/campaign-theme-favorite/${holiday}`, { token: planner });
    expect((await callApi('GET', 'users/campaign-theme-favorites', { token: planner })).json.data).toEqual([]);
  });

  it('filters favorite tactics by theme', async () => {
    const [inSummer] = themes['Summer Refresh'].tacticIds;
    const sampling = themes['Wellness Week'].tacticIds.find((id) => !themes['Summer Refresh'].tacticIds.includes(id))!;
    await callApi('POST', `users/tactic/${inSummer}/favorite`, { token: planner });
    await callApi('POST', `users/tactic/${sampling}/favorite`, { token: planner });
    const all = (await callApi('GET', 'users/tactic-favorites', { token: planner })).json.data;
    expect(all).toHaveLength(2);
    const summerOnly = (
      await callApi('GET', 'users/tactic-favorites', {
        token: planner,
        query: { campaignThemeId: String(themes['Summer Refresh'].id) },
      })
    ).json.data;
    expect(summerOnly.map((t: { id: number }) => t.id)).toEqual([inSummer]);
  });

  it('lays themes out on the calendar in rows without overlap', async () => {
    const events = (
      await callApi('GET', 'campaigns/calendar', { token: planner, query: { from: '2026-03-01', to: '2026-03-31' } })
    ).json.data;
    expect(events.length).toBeGreaterThanOrEqual(4);
    expect(new Set(events.map((e: { row: number }) => e.row)).size).toBe(events.length);
    expect(events.every((e: { left: number; width: number }) => e.left === 0 && e.width === 100)).toBe(true);
  });

  it("gives each of the user's programs on the home timeline its status id, which the page words", async () => {
    const brands = (await callApi('GET', 'brands', { token: planner, query: { pageSize: '100' } })).json.data.items;
    const created = await callApi('POST', 'programs', {
      token: planner,
      body: {
        name: `Timeline ${Math.random().toString(36).slice(2, 8)}`,
        description: 'On the home timeline',
        retailerId: 1,
        fiscalYear: 2026,
        programStartDate: '2026-06-01',
        programEndDate: '2026-06-30',
        accountLocations: ['FM-001'],
        fundingSources: [
          { brandId: brands.find((b: { name: string }) => b.name === 'Fizzly').id, atlTarget: 1000, btlTarget: 500 },
        ],
      },
    });
    expect(created.status, created.text).toBe(200);
    const id = created.json.data.program.id as number;
    const events = (
      await callApi('GET', 'campaigns/my-campaigns-calendar', {
        token: planner,
        query: { from: '2026-01-01', to: '2026-12-31' },
      })
    ).json.data as { id: number; statusId: number; additionalColumns: { displayName: string; value: string }[] }[];
    const event = events.find((e) => e.id === id);
    expect(event).toMatchObject({ statusId: programStatus.new });
    // The Status column keeps the English name, for a reader of an older web.
    expect(event!.additionalColumns).toContainEqual({ displayName: 'Status', value: 'New' });
  });

  it('refuses a calendar range that ends before it starts', async () => {
    const answer = await callApi('GET', 'campaigns/my-campaigns-calendar', {
      token: planner,
      query: { from: '2026-03-31', to: '2026-03-01' },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.error.to).toEqual(['End Date cannot be before Start Date']);
  });
});

describe('filtering the library', () => {
  it('finds themes holding any of the given categories or brands', async () => {
    const brands = (await callApi('GET', 'brands', { token: planner })).json.data.items as {
      id: number;
      name: string;
    }[];
    const oatBakes = brands.find((b) => b.name === 'Oat Bakes')!.id;
    const byBrand = (await callApi('GET', 'campaigns/all', { token: planner, query: { brandIds: String(oatBakes) } }))
      .json.data.items;
    expect(byBrand.map((t: { name: string }) => t.name).sort()).toEqual(['Holiday Snack Attack', 'Wellness Week']);
    const bad = await callApi('GET', 'campaigns/all', { token: planner, query: { brandIds: 'x,y' } });
    expect(bad.status).toBe(400);
  });
});
