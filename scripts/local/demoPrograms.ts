import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { addDays, calendarToday } from '../../shared/delivery/rules';
import type { LocalStackFacts } from '../../shared/webConfig';
import { DEMO_PASSWORD } from './demoData';
import { demoPdf, demoPng } from './demoFiles';
import { localCredentials } from './dynamodb';
import { seedDemoAllocations } from './demoAllocations';
import { seedDemoContent } from './demoContent';
import { seedDemoExpenses } from './demoExpenses';
import { seedDemoProduction } from './demoProduction';
import { seedDemoProfiles } from './demoProfiles';
import { seedDemoPictures } from './demoPictures';
import { seedDemoRequests } from './demoRequests';

/**
 * Demo programs, promo code requests, address-book locations and tactic files, made THROUGH THE API as the demo
 * users (docs/decisions.md, "Demo data"): every rule holds for them (validation, funding, status transitions,
 * four-eyes, audit trail) and they stay right while the handlers change. The planner plans and submits, the
 * approver approves or rejects; what the approver plans, the admin approves.
 *
 * Idempotent twice over: a marker item says the demo programs were made (so a program a user deleted stays
 * deleted), and each program is made only when its owner has none of that name (so an interrupted run resumes
 * without doubles).
 */

type DemoUser = 'planner' | 'approver' | 'admin' | 'retailer' | 'production';
const emailOf = (user: DemoUser) => `${user}@demo.local`;

type ProgramStep =
  | { do: 'submit' | 'approve' | 'close'; as: DemoUser; notes?: string }
  | { do: 'reject' | 'revise' | 'cancel'; as: DemoUser; notes: string };

/** Promo steps: submit (the owner), approve (tier 1, approver), approveTier2 (admin), reject (approver, notes), edit (owner: a rejected one comes back revised). */
type PromoStep =
  'submit' | 'approve' | 'approveTier2' | { reject: string } | { edit: { description: string; discountValue: number } };

interface DemoPromo {
  code: string;
  description: string;
  discountType: 'percent' | 'amount';
  discountValue: number;
  startDate: string;
  endDate: string;
  steps: PromoStep[];
}

interface DemoProgram {
  name: string;
  owner: DemoUser;
  retailer: string;
  fiscalYear: number;
  start: string;
  end: string;
  description: string;
  theme?: string;
  stores: string[];
  /** brand, ATL target, BTL target */
  funding: [string, number, number][];
  tactics: [string, number][];
  /** Address-book locations (keys of `addressBook`) selected for the program, the notes, and the distribution. */
  delivery?: { locations: string[]; notes: string };
  /** Customizations (id: value) saved and applied while the program is planned. */
  customizations?: Record<string, string>;
  steps: ProgramStep[];
  promos?: DemoPromo[];
  /** Tactics made in the Create tactic modal: name, quantity, unit cost, component names, the picture's colour. */
  ownTactics?: {
    name: string;
    quantity: number;
    unitCost: number;
    components: string[];
    colour: [number, number, number];
  }[];
  /** Archived once its steps are done (programs/archive/{id}). */
  archived?: boolean;
}

interface DemoAddress {
  retailer: string;
  attention: string;
  companyName: string;
  address1: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  phone?: string;
}

/** Each retailer's address book: distribution centers and stores the demo programs deliver to. */
const addressBook: Record<string, DemoAddress> = {
  'FM-DC': {
    retailer: 'Fresh Market Co.',
    attention: 'Receiving Dock 4',
    companyName: 'Fresh Market Distribution Center',
    address1: '2100 Logistics Pkwy',
    city: 'Joliet',
    state: 'IL',
    zip: '60431',
    country: 'US',
    phone: '555-0141',
  },
  'FM-Downtown': {
    retailer: 'Fresh Market Co.',
    attention: 'Store Manager',
    companyName: 'Fresh Market Downtown',
    address1: '120 N State St',
    city: 'Chicago',
    state: 'IL',
    zip: '60602',
    country: 'US',
    phone: '555-0142',
  },
  'FM-Lakeside': {
    retailer: 'Fresh Market Co.',
    attention: 'Store Manager',
    companyName: 'Fresh Market Lakeside',
    address1: '1700 Sherman Ave',
    city: 'Evanston',
    state: 'IL',
    zip: '60201',
    country: 'US',
  },
  'FM-Uptown': {
    retailer: 'Fresh Market Co.',
    attention: 'Store Manager',
    companyName: 'Fresh Market Uptown',
    address1: '2350 Broadway',
    city: 'New York',
    state: 'NY',
    zip: '10024',
    country: 'US',
  },
  'QS-I90': {
    retailer: 'QuickStop',
    attention: 'Shift Lead',
    companyName: 'QuickStop I-90',
    address1: '4500 E State St',
    city: 'Rockford',
    state: 'IL',
    zip: '61108',
    country: 'US',
    phone: '555-0150',
  },
  'QS-Office': {
    retailer: 'QuickStop',
    attention: 'Merchandising',
    companyName: 'QuickStop Regional Office',
    address1: '88 Commerce Dr',
    city: 'Schaumburg',
    state: 'IL',
    zip: '60173',
    country: 'US',
  },
  'HR-Austin': {
    retailer: 'HealthRx',
    attention: 'Pharmacy Manager',
    companyName: 'HealthRx Main St',
    address1: '800 Congress Ave',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    country: 'US',
  },
  'HR-Dallas': {
    retailer: 'HealthRx',
    attention: 'Pharmacy Manager',
    companyName: 'HealthRx Mall',
    address1: '13350 Dallas Pkwy',
    city: 'Dallas',
    state: 'TX',
    zip: '75240',
    country: 'US',
  },
};

const submitted = (as: DemoUser = 'planner'): ProgramStep => ({ do: 'submit', as });
const approved = (by: DemoUser = 'approver'): ProgramStep => ({ do: 'approve', as: by });

/** The demo programs, across the three retailers and budget years 2025 to 2027, in every status a user meets. */
export const demoPrograms: DemoProgram[] = [
  {
    name: 'Summer Refresh at Fresh Market',
    owner: 'planner',
    retailer: 'Fresh Market Co.',
    fiscalYear: 2026,
    start: '2026-06-01',
    end: '2026-08-31',
    description: 'Sparkling water floor displays and end caps through the summer.',
    theme: 'Summer Refresh',
    stores: ['FM-001', 'FM-002'],
    funding: [
      ['Fizzly', 6000, 4000],
      ['Crunchos', 2000, 2000],
    ],
    tactics: [
      ['Floor Display', 4],
      ['End Cap Sign', 6],
      ['Shelf Talker', 20],
      ['Digital Banner Pack', 1],
    ],
    delivery: {
      locations: ['FM-DC', 'FM-Downtown'],
      notes: 'Deliver to receiving before 10 am; call the store manager on arrival.',
    },
    steps: [submitted(), approved()],
    promos: [
      {
        code: 'SUMMER-15',
        description: '15% off Fizzly 12-packs',
        discountType: 'percent',
        discountValue: 15,
        startDate: '2026-06-01',
        endDate: '2026-08-31',
        steps: ['submit', 'approve', 'approveTier2'],
      },
    ],
  },
  {
    name: 'Holiday Snack Attack at Fresh Market',
    owner: 'planner',
    retailer: 'Fresh Market Co.',
    fiscalYear: 2026,
    start: '2026-12-01',
    end: '2026-12-31',
    description: 'Holiday snack displays in the three biggest stores.',
    theme: 'Holiday Snack Attack',
    stores: ['FM-001', 'FM-002', 'FM-003'],
    funding: [
      ['Crunchos', 3000, 3000],
      ['Sunny Press', 1000, 1000],
    ],
    tactics: [
      ['Floor Display', 3],
      ['Shelf Talker', 12],
    ],
    delivery: {
      locations: ['FM-Downtown', 'FM-Lakeside', 'FM-Uptown'],
      notes: 'Stores close early on Christmas Eve; deliver by the 18th.',
    },
    steps: [submitted()],
    promos: [
      {
        code: 'HOLIDAY-5',
        description: '$5 off two Crunchos party bags',
        discountType: 'amount',
        discountValue: 5,
        startDate: '2026-12-01',
        endDate: '2026-12-31',
        steps: ['submit'],
      },
    ],
  },
  {
    name: 'Back to School at QuickStop',
    owner: 'planner',
    retailer: 'QuickStop',
    fiscalYear: 2026,
    start: '2026-08-01',
    end: '2026-09-15',
    description: 'Grab-and-go snacks for the school run.',
    stores: ['QS-010'],
    funding: [
      ['Crunchos', 500, 800],
      ['Bubbl', 500, 800],
    ],
    tactics: [
      ['End Cap Sign', 4],
      ['Floor Display', 1],
    ],
    delivery: { locations: ['QS-I90'], notes: 'Side entrance; no deliveries during the morning rush (6 to 9 am).' },
    steps: [
      submitted(),
      {
        do: 'reject',
        as: 'approver',
        notes: 'The floor display does not fit a QuickStop aisle. Swap it for shelf talkers and resubmit.',
      },
    ],
    promos: [
      {
        code: 'BTS-CRUNCH',
        description: '20% off Crunchos singles',
        discountType: 'percent',
        discountValue: 20,
        startDate: '2026-08-01',
        endDate: '2026-09-15',
        steps: ['submit', { reject: 'Convenience promotions are capped at 10%.' }],
      },
    ],
  },
  {
    name: 'Wellness Week at HealthRx',
    owner: 'planner',
    retailer: 'HealthRx',
    fiscalYear: 2026,
    start: '2026-04-06',
    end: '2026-04-30',
    description: 'Digital-first wellness push with in-store sampling.',
    theme: 'Wellness Week',
    stores: ['HR-100', 'HR-101'],
    funding: [
      ['Oat Bakes', 1000, 1500],
      ['Sunny Press', 500, 1500],
    ],
    tactics: [
      ['Digital Banner Pack', 1],
      ['In-Store Sampling Event', 2],
    ],
    steps: [
      submitted(),
      approved(),
      { do: 'revise', as: 'planner', notes: 'Adding a second sampling weekend after the strong first one.' },
    ],
    promos: [
      {
        code: 'WELLNESS-20',
        description: '20% off Oat Bakes',
        discountType: 'percent',
        discountValue: 20,
        startDate: '2026-04-06',
        endDate: '2026-04-30',
        steps: [
          'submit',
          { reject: 'Pharmacy promotions are capped at 15%.' },
          { edit: { description: '15% off Oat Bakes', discountValue: 15 } },
        ],
      },
    ],
  },
  {
    name: 'Summer Refresh at QuickStop',
    owner: 'planner',
    retailer: 'QuickStop',
    fiscalYear: 2026,
    start: '2026-05-15',
    end: '2026-07-31',
    description: 'Bubbl in the cooler and by the register.',
    theme: 'Summer Refresh',
    stores: ['QS-010'],
    funding: [['Bubbl', 2000, 2000]],
    tactics: [
      ['Floor Display', 2],
      ['End Cap Sign', 2],
    ],
    delivery: {
      locations: ['QS-I90', 'QS-Office'],
      notes: 'One display to the store, one to the regional office for the sales meeting.',
    },
    customizations: { language: 'Spanish', size: 'Large' },
    steps: [submitted(), approved()],
    promos: [
      {
        code: 'QS-BUBBL',
        description: '$1 off any Bubbl can',
        discountType: 'amount',
        discountValue: 1,
        startDate: '2026-05-15',
        endDate: '2026-07-31',
        steps: ['submit', 'approve'],
      },
    ],
  },
  {
    name: 'Café Crème Pop-up at Fresh Market',
    owner: 'planner',
    retailer: 'Fresh Market Co.',
    fiscalYear: 2026,
    start: '2026-10-01',
    end: '2026-10-31',
    description: 'A Saturday sampling pop-up for Sunny Press at the store café.',
    stores: ['FM-003'],
    funding: [['Sunny Press', 0, 1000]],
    tactics: [['In-Store Sampling Event', 1]],
    steps: [
      submitted(),
      { do: 'cancel', as: 'planner', notes: 'The store remodel moved to next year; cancelled with the store.' },
    ],
  },
  {
    name: 'Spring Fizz at Fresh Market',
    owner: 'planner',
    retailer: 'Fresh Market Co.',
    fiscalYear: 2027,
    start: '2027-03-01',
    end: '2027-05-31',
    description: 'Early-season Fizzly end caps; still being planned.',
    stores: ['FM-001', 'FM-003'],
    funding: [['Fizzly', 5000, 5000]],
    tactics: [
      ['End Cap Sign', 8],
      ['Shelf Talker', 30],
    ],
    ownTactics: [
      {
        name: 'Spring window cling',
        quantity: 12,
        unitCost: 3.5,
        components: ['Artwork', 'Print run'],
        colour: [34, 197, 94],
      },
    ],
    steps: [],
    promos: [
      {
        code: 'SPRING-FIZZ',
        description: 'Buy two Fizzly, get one free',
        discountType: 'percent',
        discountValue: 33,
        startDate: '2027-03-01',
        endDate: '2027-05-31',
        steps: [],
      },
    ],
  },
  {
    name: 'Winter Warm-up at HealthRx',
    owner: 'planner',
    retailer: 'HealthRx',
    fiscalYear: 2027,
    start: '2027-01-11',
    end: '2027-02-28',
    description: 'A first draft: funding chosen, no tactics yet.',
    stores: ['HR-100'],
    funding: [['Sunny Press', 1500, 1500]],
    tactics: [],
    steps: [],
  },
  {
    name: 'Cold and Flu Season at HealthRx',
    owner: 'planner',
    retailer: 'HealthRx',
    fiscalYear: 2027,
    start: '2027-01-04',
    end: '2027-03-31',
    description: 'Juice displays next to the pharmacy counter.',
    stores: ['HR-100', 'HR-101'],
    funding: [['Sunny Press', 3000, 3000]],
    tactics: [
      ['Floor Display', 2],
      ['Shelf Talker', 10],
    ],
    delivery: { locations: ['HR-Austin', 'HR-Dallas'], notes: 'Pharmacy entrance; sign for it at the counter.' },
    steps: [submitted()],
  },
  {
    name: 'Fall Snacks at QuickStop',
    owner: 'planner',
    retailer: 'QuickStop',
    fiscalYear: 2025,
    start: '2025-09-01',
    end: '2025-10-31',
    description: 'Last year’s fall program: digital banners and one sampling day.',
    stores: ['QS-010'],
    funding: [['Crunchos', 800, 800]],
    tactics: [
      ['Digital Banner Pack', 1],
      ['In-Store Sampling Event', 1],
    ],
    steps: [submitted(), approved(), { do: 'close', as: 'approver' }],
  },
  {
    name: 'Holiday 2025 at Fresh Market',
    owner: 'planner',
    retailer: 'Fresh Market Co.',
    fiscalYear: 2025,
    start: '2025-11-15',
    end: '2025-12-31',
    description: 'Last year’s holiday banners.',
    stores: ['FM-001'],
    funding: [['Crunchos', 500, 500]],
    tactics: [['Digital Banner Pack', 1]],
    steps: [submitted(), approved()],
    archived: true,
  },
  {
    name: 'Regional Display Test at QuickStop',
    owner: 'approver',
    retailer: 'QuickStop',
    fiscalYear: 2026,
    start: '2026-10-15',
    end: '2026-12-31',
    description: 'Planned by the approver, so the admin approves it (nobody approves their own).',
    stores: ['QS-010'],
    funding: [['Crunchos', 1500, 1500]],
    tactics: [['Floor Display', 2]],
    delivery: { locations: ['QS-I90'], notes: 'Assembly by the store team.' },
    steps: [submitted('approver'), approved('admin')],
  },
  {
    name: 'Year-end Juice Push at HealthRx',
    owner: 'approver',
    retailer: 'HealthRx',
    fiscalYear: 2026,
    start: '2026-12-01',
    end: '2026-12-31',
    description: 'A draft the approver started.',
    stores: ['HR-101'],
    funding: [['Sunny Press', 1000, 1000]],
    tactics: [['Shelf Talker', 20]],
    steps: [],
  },
  {
    name: 'Oat Bakes Launch at HealthRx',
    owner: 'admin',
    retailer: 'HealthRx',
    fiscalYear: 2026,
    start: '2026-09-01',
    end: '2026-11-30',
    description: 'Launch displays for Oat Bakes.',
    stores: ['HR-100', 'HR-101'],
    funding: [['Oat Bakes', 2500, 2500]],
    tactics: [
      ['Floor Display', 2],
      ['Shelf Talker', 10],
    ],
    delivery: { locations: ['HR-Austin', 'HR-Dallas'], notes: 'Two pallets; liftgate needed in Dallas.' },
    steps: [submitted('admin'), approved()],
  },
  {
    name: 'Bubbl Cooler Stickers at QuickStop',
    owner: 'admin',
    retailer: 'QuickStop',
    fiscalYear: 2026,
    start: '2026-07-01',
    end: '2026-09-30',
    description: 'A draft with no cart yet.',
    stores: ['QS-010'],
    funding: [['Bubbl', 500, 500]],
    tactics: [],
    steps: [],
  },
  {
    name: 'Crunchos Big Game at Fresh Market',
    owner: 'admin',
    retailer: 'Fresh Market Co.',
    fiscalYear: 2027,
    start: '2027-01-15',
    end: '2027-02-15',
    description: 'Game-day snack stacks.',
    stores: ['FM-001', 'FM-002', 'FM-003'],
    funding: [['Crunchos', 4000, 4000]],
    tactics: [
      ['Floor Display', 4],
      ['End Cap Sign', 4],
    ],
    delivery: { locations: ['FM-DC'], notes: 'All to the distribution center; it splits the load.' },
    steps: [submitted('admin')],
  },
  {
    name: 'Store Refresh Request from Fresh Market',
    owner: 'retailer',
    retailer: 'Fresh Market Co.',
    fiscalYear: 2026,
    start: '2026-12-01',
    end: '2026-12-31',
    description: 'Requested by the retailer: new shelf talkers for the juice aisle.',
    stores: ['FM-002'],
    funding: [['Sunny Press', 0, 500]],
    tactics: [['Shelf Talker', 40]],
    steps: [],
  },
  {
    name: 'Lakeside Grand Reopening',
    owner: 'retailer',
    retailer: 'Fresh Market Co.',
    fiscalYear: 2026,
    start: '2026-11-01',
    end: '2026-12-20',
    description: 'Requested by the retailer, submitted by the planner.',
    stores: ['FM-002'],
    funding: [['Fizzly', 1000, 1000]],
    tactics: [
      ['End Cap Sign', 2],
      ['Floor Display', 1],
    ],
    delivery: { locations: ['FM-Lakeside'], notes: 'Reopening on a Monday; deliver the Friday before.' },
    steps: [submitted('planner')],
  },
];

/** Files on catalog tactics, so asset links have something to e-mail. */
const tacticFiles: Record<string, { fileName: string; contentType: string; bytes: () => Buffer }[]> = {
  'Floor Display': [
    {
      fileName: 'floor-display-artwork.pdf',
      contentType: 'application/pdf',
      bytes: () => demoPdf('Floor Display', 'Artwork, 4 shelves - demo file'),
    },
    { fileName: 'floor-display-mockup.png', contentType: 'image/png', bytes: () => demoPng(120, 200, [37, 99, 235]) },
  ],
  'End Cap Sign': [
    {
      fileName: 'end-cap-sign.pdf',
      contentType: 'application/pdf',
      bytes: () => demoPdf('End Cap Sign', 'Double-sided header card - demo file'),
    },
  ],
  'Shelf Talker': [
    {
      fileName: 'shelf-talker.pdf',
      contentType: 'application/pdf',
      bytes: () => demoPdf('Shelf Talker', 'Die-cut, pack of 10 - demo file'),
    },
  ],
  'Digital Banner Pack': [
    { fileName: 'banner-728x90.png', contentType: 'image/png', bytes: () => demoPng(728, 90, [22, 163, 74]) },
    { fileName: 'banner-300x250.png', contentType: 'image/png', bytes: () => demoPng(300, 250, [22, 163, 74]) },
  ],
  'In-Store Sampling Event': [
    {
      fileName: 'sampling-event-guide.pdf',
      contentType: 'application/pdf',
      bytes: () => demoPdf('In-Store Sampling Event', 'Guide for the event staff - demo file'),
    },
  ],
};

const MARKER_KEY = { PK: 'DEMO#DATA', SK: 'PROGRAMS' };

export interface DemoProgramsResult {
  /** The marker said the demo programs were made already: nothing was read or written. */
  alreadySeeded: boolean;
  /** Names of the programs made by this run. */
  created: string[];
}

class DemoApi {
  private readonly tokens = new Map<DemoUser, string>();
  constructor(private readonly facts: LocalStackFacts) {}

  private async token(user: DemoUser): Promise<string> {
    if (!this.tokens.has(user)) {
      const cognito = new CognitoIdentityProviderClient({
        endpoint: this.facts.cognito.endpoint,
        region: this.facts.region,
        credentials: localCredentials,
      });
      try {
        const answer = await cognito.send(
          new InitiateAuthCommand({
            AuthFlow: 'USER_PASSWORD_AUTH',
            ClientId: this.facts.cognito.clientId,
            AuthParameters: { USERNAME: emailOf(user), PASSWORD: DEMO_PASSWORD },
          }),
        );
        this.tokens.set(user, answer.AuthenticationResult!.IdToken!);
      } finally {
        cognito.destroy();
      }
    }
    return this.tokens.get(user)!;
  }

  /** Calls the local gateway over HTTP as `user`, as the browser does; answers `data`, throws on anything but 2xx. */
  async call<T = any>(
    user: DemoUser,
    method: string,
    path: string,
    opts: { body?: unknown; query?: Record<string, string | number> } = {},
  ): Promise<T> {
    const url = new URL(`${this.facts.apiUrl}/api/${path}`);
    for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, String(v));
    const response = await fetch(url, {
      method,
      headers: { authorization: `Bearer ${await this.token(user)}`, 'content-type': 'application/json' },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
    const text = await response.text();
    if (!response.ok)
      throw new Error(`demo programs: ${method} ${path} as ${user} answered ${response.status}: ${text.slice(0, 500)}`);
    return (text ? JSON.parse(text).data : null) as T;
  }
}

/** Every page of a cursor-paged list. */
async function allPages<T>(
  fetchPage: (cursor: string | undefined, pageIndex: number) => Promise<{ items: T[]; nextCursor: string | null }>,
): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  for (let pageIndex = 0; ; pageIndex++) {
    const page = await fetchPage(cursor, pageIndex);
    items.push(...page.items);
    if (!page.nextCursor) return items;
    cursor = page.nextCursor;
  }
}

/** The delivery date: two weeks before the program starts, and never earlier than three days from today (the API wants a future date). */
const deliveryDateFor = (start: string, today: string) => {
  const wanted = addDays(start, -14);
  const earliest = addDays(today, 3);
  return wanted > earliest ? wanted : earliest;
};

/**
 * Makes the demo programs through the running stack's API. Call it once the gateway listens; safe at every
 * start. `ignoreMarker` skips the marker check (tests use it to show that the name check alone adds nothing twice).
 */
export async function seedDemoPrograms(
  facts: LocalStackFacts,
  opts: { ignoreMarker?: boolean } = {},
): Promise<DemoProgramsResult> {
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: facts.dynamodb.endpoint, region: facts.region, credentials: localCredentials }),
  );
  try {
    const api = new DemoApi(facts);
    // Demo communication requests on the demo programs (their own marker: added once, also to a stack seeded before).
    const requests = () => seedDemoRequests((...args) => api.call(...args), db, facts.dynamodb.tableName);
    // Demo expenses imported through the import path (scripts/local/demoExpenses.ts; their own marker as well).
    const expenses = () => seedDemoExpenses((...args) => api.call(...args), db, facts.dynamodb.tableName);
    // Demo brand allocations for the current and next budget year (scripts/local/demoAllocations.ts; own marker),
    // after the programs so no share is below what approved demo programs commit.
    const allocations = () => seedDemoAllocations((...args) => api.call(...args), db, facts.dynamodb.tableName);
    // The text of the Guidelines and Resources pages (scripts/local/demoContent.ts; own marker).
    const content = () => seedDemoContent((...args) => api.call(...args), db, facts.dynamodb.tableName);
    // One approved program sent to production, its customizations applied to production (demoProduction.ts; own marker).
    const production = () => seedDemoProduction((...args) => api.call(...args), db, facts.dynamodb.tableName);
    // Retailer profiles, Fresh Market's versions, contacts and library (scripts/local/demoProfiles.ts; own marker).
    const profiles = () => seedDemoProfiles((...args) => api.call(...args), db, facts.dynamodb.tableName);
    // Pictures of the campaign themes and a few catalog tactics (scripts/local/demoPictures.ts; own marker).
    const pictures = () => seedDemoPictures((...args) => api.call(...args), db, facts.dynamodb.tableName);
    const marker = await db.send(new GetCommand({ TableName: facts.dynamodb.tableName, Key: MARKER_KEY }));
    if (marker.Item && !opts.ignoreMarker) {
      await requests();
      await expenses();
      await allocations();
      await content();
      await production();
      await profiles();
      await pictures();
      return { alreadySeeded: true, created: [] };
    }
    const created = await seed(api);
    await db.send(
      new PutCommand({
        TableName: facts.dynamodb.tableName,
        Item: { ...MARKER_KEY, seededAt: new Date().toISOString(), programs: demoPrograms.length },
      }),
    );
    await requests();
    await expenses();
    await allocations();
    await content();
    await production();
    await profiles();
    await pictures();
    return { alreadySeeded: false, created };
  } finally {
    db.destroy();
  }
}

async function seed(api: DemoApi): Promise<string[]> {
  const byName = <T extends Record<string, unknown>>(items: T[], key: keyof T) =>
    new Map(items.map((i) => [i[key] as string, i.id as number]));
  const retailers = byName(
    (await api.call('admin', 'GET', 'retailers', { query: { pageSize: 100 } })).items,
    'retailerName',
  );
  const brands = byName((await api.call('admin', 'GET', 'brands', { query: { pageSize: 100 } })).items, 'name');
  const tactics = byName(
    (await api.call('admin', 'GET', 'tactics/all', { query: { pageSize: 100 } })).items,
    'tacticName',
  );
  const themes = byName((await api.call('admin', 'GET', 'campaigns/all', { query: { pageSize: 100 } })).items, 'name');
  const need = (map: Map<string, number>, name: string, what: string) => {
    const id = map.get(name);
    if (id === undefined) throw new Error(`demo programs: the demo ${what} '${name}' is missing`);
    return id;
  };

  await seedTacticFiles(api, (name) => need(tactics, name, 'tactic'));

  // The address book; the API finds an address it already holds, so this adds nothing twice.
  const locations = new Map<string, string>();
  for (const [key, { retailer, ...address }] of Object.entries(addressBook)) {
    const location = await api.call('planner', 'POST', 'shippinglocation/0', {
      body: { ...address, retailerId: need(retailers, retailer, 'retailer') },
    });
    locations.set(key, location.id);
  }

  const existing = new Map<DemoUser, Set<string>>();
  for (const user of ['planner', 'approver', 'admin', 'retailer'] as const) {
    const mine = await allPages<{ name: string | null }>((cursor, pageIndex) =>
      api.call(user, 'GET', 'campaigns/MyCampaignsContainer', {
        query: { pageSize: 100, pageIndex, ...(cursor ? { cursor } : {}) },
      }),
    );
    existing.set(user, new Set(mine.map((p) => p.name ?? '')));
  }

  const today = calendarToday(new Date(), 'UTC');
  const created: string[] = [];
  for (const demo of demoPrograms) {
    if (existing.get(demo.owner)!.has(demo.name)) continue;
    await seedProgram(api, demo, {
      today,
      retailerId: need(retailers, demo.retailer, 'retailer'),
      brandId: (name) => need(brands, name, 'brand'),
      tacticId: (name) => need(tactics, name, 'tactic'),
      themeId: (name) => need(themes, name, 'campaign theme'),
      locationId: (key) => locations.get(key)!,
    });
    created.push(demo.name);
  }
  return created;
}

async function seedTacticFiles(api: DemoApi, tacticId: (name: string) => number) {
  for (const [tacticName, files] of Object.entries(tacticFiles)) {
    const id = tacticId(tacticName);
    const present = new Set(
      (await api.call<{ fileName: string }[]>('admin', 'GET', `tactics/${id}/files`)).map((f) => f.fileName),
    );
    for (const file of files) {
      if (present.has(file.fileName)) continue;
      const bytes = file.bytes();
      // As the admin screen does: ask for a presigned slot, then PUT the bytes straight to the documents bucket.
      const slot = await api.call('admin', 'POST', `tactics/${id}/upload-file`, {
        body: { fileName: file.fileName, contentType: file.contentType, size: bytes.length },
      });
      const put = await fetch(slot.uploadUrl, { method: 'PUT', headers: slot.headers, body: new Uint8Array(bytes) });
      if (!put.ok) throw new Error(`demo programs: uploading ${file.fileName} answered ${put.status}`);
    }
  }
}

interface Lookups {
  today: string;
  retailerId: number;
  brandId: (name: string) => number;
  tacticId: (name: string) => number;
  themeId: (name: string) => number;
  locationId: (key: string) => string;
}

async function seedProgram(api: DemoApi, demo: DemoProgram, ids: Lookups) {
  const owner = demo.owner;
  const createdProgram = await api.call(owner, 'POST', 'programs', {
    body: {
      name: demo.name,
      description: demo.description,
      retailerId: ids.retailerId,
      fiscalYear: demo.fiscalYear,
      programStartDate: demo.start,
      programEndDate: demo.end,
      ...(demo.theme ? { campaignThemeId: ids.themeId(demo.theme) } : {}),
      accountLocations: demo.stores,
      fundingSources: demo.funding.map(([brand, atlTarget, btlTarget]) => ({
        brandId: ids.brandId(brand),
        atlTarget,
        btlTarget,
      })),
    },
  });
  const id: number = createdProgram.program.id;
  const versionOf = async (as: DemoUser = owner): Promise<number> =>
    (await api.call(as, 'GET', `programs/${id}`)).program.version;

  // The cart: each tactic's cost split below the line over the funding sources, as the API does by default.
  let version: number = createdProgram.program.version;
  for (const [tacticName, orderQuantity] of demo.tactics) {
    version = (
      await api.call(owner, 'POST', 'programtactics', {
        body: { programId: id, version, tacticId: ids.tacticId(tacticName), orderQuantity },
      })
    ).program.version;
  }

  for (const own of demo.ownTactics ?? []) version = await seedOwnTactic(api, owner, id, version, demo, own);

  if (demo.delivery) {
    const selected = demo.delivery.locations.map(ids.locationId);
    for (const shippingLocationId of selected) {
      await api.call(owner, 'POST', 'programs/add-remove-shippinglocation', {
        body: { action: 'add', programid: id, shippingLocationId },
      });
    }
    const info = await api.call(owner, 'GET', `programs/${id}/deliveryinformation`);
    await api.call(owner, 'PUT', `programs/${id}/deliveryinformation`, {
      body: {
        version: info.version,
        deliveryDate: deliveryDateFor(demo.start, ids.today),
        deliveryNotes: demo.delivery.notes,
        timeZone: 'UTC',
      },
    });
    // Distribution: each tactic's order quantity spread over the selected locations, the remainder to the first.
    const distribution = await api.call(owner, 'GET', `programs/shippinglocation/${id}`);
    const locationIds: string[] = distribution.locations.map((l: { id: string }) => l.id);
    if (distribution.tactics.length && locationIds.length) {
      await api.call(owner, 'PUT', `programs/saveshippinglocation/${id}`, {
        body: {
          version: distribution.version,
          tactics: distribution.tactics.map((t: { tacticId: string; orderQuantity: number }) => {
            const share = Math.floor(t.orderQuantity / locationIds.length);
            const rest = t.orderQuantity - share * locationIds.length;
            return {
              tacticId: t.tacticId,
              quantities: Object.fromEntries(locationIds.map((l, i) => [l, share + (i === 0 ? rest : 0)])),
            };
          }),
        },
      });
    }
  }

  // Promo requests change only while the program is being planned (the state guard): before the program moves on.
  for (const promo of demo.promos ?? []) {
    const { steps, code, ...fields } = promo;
    let current = await api.call(owner, 'POST', 'programs/save-program-promo', {
      body: { programId: id, promoCode: code, ...fields },
    });
    for (const step of steps) {
      const act = (as: DemoUser, action: string, notes?: string) =>
        api.call(as, 'POST', `programs/${id}/${action}`, {
          body: { promoId: current.id, version: current.version, ...(notes ? { notes } : {}) },
        });
      if (step === 'submit') current = await act(owner, 'submit-promocode');
      else if (step === 'approve') current = await act('approver', 'approve-promocode');
      else if (step === 'approveTier2') current = await act('admin', 'approve-promocode-tier2');
      else if ('reject' in step) current = await act('approver', 'reject-promocode', step.reject);
      else {
        current = await api.call(owner, 'POST', 'programs/save-program-promo', {
          body: { programId: id, id: current.id, version: current.version, promoCode: code, ...fields, ...step.edit },
        });
      }
    }
  }

  if (demo.customizations) {
    const read = await api.call(owner, 'GET', `programs/${id}/customizations`);
    const saved = await api.call(owner, 'PUT', `programs/${id}/customizations`, {
      body: {
        version: read.version,
        entries: Object.entries(demo.customizations).map(([customizationId, value]) => ({ customizationId, value })),
      },
    });
    await api.call(owner, 'PUT', `programs/${id}/apply-customizations`, { body: { version: saved.version } });
  }

  for (const step of demo.steps) {
    const path = {
      submit: 'submit',
      approve: 'approve',
      reject: 'reject-program',
      revise: 'revise',
      cancel: 'cancel',
      close: 'close',
    }[step.do];
    await api.call(step.as, 'POST', `programs/${id}/${path}`, {
      body: { version: await versionOf(step.as), ...(step.notes ? { notes: step.notes } : {}) },
    });
  }
  if (demo.archived) await api.call(owner, 'PUT', `programs/archive/${id}`, { body: { version: await versionOf() } });
}

/** A tactic made as the Create tactic modal makes it, with its component tabs and its picture. */
async function seedOwnTactic(
  api: DemoApi,
  owner: DemoUser,
  programId: number,
  version: number,
  demo: DemoProgram,
  own: NonNullable<DemoProgram['ownTactics']>[number],
): Promise<number> {
  const first = async (path: string) =>
    ((await api.call(owner, 'GET', path, { query: { pageSize: 1 } })).items[0] as { id: number }).id;
  const componentTypeId = await first('programtactics/lookup/component-type');
  const saved = await api.call(owner, 'POST', 'tactics/save-program-tactic', {
    body: {
      programId,
      version,
      tacticTypeId: await first('tactics/lookup/tactic-types'),
      tacticName: own.name,
      description: `${own.name}, made for this program`,
      purpose: 'Announce the season at the door',
      productTypeId: await first('tactics/lookup/producttypes'),
      deliveryMethodId: await first('reference/delivery-methods'),
      shopTypeId: 1,
      unitCost: own.unitCost,
      orderQuantity: own.quantity,
      startDate: demo.start,
      endDate: demo.end,
      components: own.components.map((name, i) => ({ name, componentTypeId, vendorId: 1, mediaTypeId: i + 1 })),
    },
  });
  const tactic = (saved.tactics as { id: string; tacticName: string }[]).find((t) => t.tacticName === own.name)!;
  const bytes = demoPng(300, 200, own.colour);
  const slot = await api.call(owner, 'POST', `programs/programtactic/${tactic.id}/upload`, {
    body: { fileName: `${tactic.id}.png`, contentType: 'image/png', size: bytes.length },
  });
  const put = await fetch(slot.uploadUrl, { method: 'PUT', headers: slot.headers, body: new Uint8Array(bytes) });
  if (!put.ok) throw new Error(`demo programs: uploading the picture of ${own.name} answered ${put.status}`);
  return (await api.call(owner, 'GET', `programs/${programId}`)).program.version;
}
