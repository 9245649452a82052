import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { demoPdf, demoPng } from './demoFiles';

/**
 * Demo retailer profiles, made through the API as the demo users: every demo retailer gets a profile; Fresh
 * Market Co. gets two versions (the first sent to approval by the retailer user and approved by the admin, the
 * second awaiting approval), owner/resident contacts and a few library documents (small PDFs and a PNG made in
 * code). Its own marker: added once.
 */
type Call = <T = any>(
  user: 'admin' | 'retailer',
  method: string,
  path: string,
  opts?: { body?: unknown; query?: Record<string, string | number> },
) => Promise<T>;

const MARKER_KEY = { PK: 'DEMO#DATA', SK: 'PROFILES' };

type Slot = { fileName: string; upload: { uploadUrl: string; headers: Record<string, string> } };

async function put(slot: Slot['upload'], bytes: Buffer) {
  const answer = await fetch(slot.uploadUrl, { method: 'PUT', headers: slot.headers, body: new Uint8Array(bytes) });
  if (!answer.ok) throw new Error(`demo profiles: upload answered ${answer.status}`);
}

const profiles: Record<string, Record<string, unknown>> = {
  'Fresh Market Co.': {
    bannerNames: ['Fresh Market', 'Fresh Market Express'],
    storeCount: 142,
    regions: ['Texas', 'Oklahoma', 'Louisiana'],
    formats: ['Supermarket', 'Convenience', 'Online'],
    keyDates: [
      { label: 'Spring reset', date: '2027-03-01' },
      { label: 'Summer ad break', date: '2027-06-07' },
      { label: 'Holiday planogram lock', date: '2027-09-15' },
    ],
    planogramNotes: 'Four-foot gondola sections; end caps change every four weeks. Floor displays need 6 weeks notice.',
    brandGuidelinesUrl: 'https://freshmarket.example.com/vendor-guidelines',
  },
  QuickStop: {
    bannerNames: ['QuickStop'],
    storeCount: 610,
    regions: ['Southwest', 'Midwest'],
    formats: ['Convenience'],
    keyDates: [{ label: 'Summer cold vault reset', date: '2027-04-12' }],
    planogramNotes: 'Counter space is scarce: shelf talkers and clip strips only, no floor displays.',
    brandGuidelinesUrl: '',
  },
  HealthRx: {
    bannerNames: ['HealthRx', 'HealthRx Clinic'],
    storeCount: 88,
    regions: ['Texas'],
    formats: ['Pharmacy'],
    keyDates: [{ label: 'Cold and flu season set', date: '2026-10-01' }],
    planogramNotes: 'Front-end wellness aisle; displays must leave the pharmacy counter clear.',
    brandGuidelinesUrl: 'https://healthrx.example.com/partners',
  },
};

const contacts = [
  {
    kind: 'owner',
    name: 'Dana Brooks',
    title: 'Category Marketing Manager',
    email: 'dana.brooks@freshmarket.example.com',
    phone: '+1 512 555 0142',
    notes: 'Owns the promotional calendar.',
  },
  {
    kind: 'owner',
    name: 'Luis Ortega',
    title: 'Shopper Marketing Director',
    email: 'luis.ortega@freshmarket.example.com',
    phone: '+1 512 555 0100',
    notes: '',
  },
  {
    kind: 'resident',
    name: 'Kim Nguyen',
    title: 'Store Merchandiser, Austin Downtown',
    email: 'kim.nguyen@freshmarket.example.com',
    phone: '',
    notes: 'Sets displays on Tuesdays.',
  },
];

const libraryFiles = [
  {
    title: 'Vendor guidelines 2027',
    fileName: 'vendor-guidelines-2027.pdf',
    bytes: () => demoPdf('Vendor guidelines 2027', 'Fresh Market Co. - demo file'),
    type: 'application/pdf',
  },
  {
    title: 'Planogram end cap A',
    fileName: 'planogram-endcap-a.pdf',
    bytes: () => demoPdf('Planogram: end cap A', 'Four shelves - demo file'),
    type: 'application/pdf',
  },
  {
    title: 'Store front photo',
    fileName: 'store-front.png',
    bytes: () => demoPng(120, 80, [46, 125, 50]),
    type: 'image/png',
  },
];

/** Seeds the demo profiles once (its marker); answers how many retailers got a profile. */
export async function seedDemoProfiles(call: Call, db: DynamoDBDocumentClient, tableName: string): Promise<number> {
  const marker = await db.send(new GetCommand({ TableName: tableName, Key: MARKER_KEY }));
  if (marker.Item) return 0;
  const retailers = (
    await call<{ items: { id: number; retailerName: string }[] }>('admin', 'GET', 'retailers', {
      query: { pageSize: 100 },
    })
  ).items;
  let seeded = 0;
  for (const retailer of retailers) {
    const profile = profiles[retailer.retailerName];
    if (!profile) continue;
    const current = await call<{ version: number }>('admin', 'GET', 'retailers/profile', {
      query: { retailerId: retailer.id },
    });
    if (current.version > 0) continue;
    await call('admin', 'PUT', 'retailers/profile', { body: { retailerId: retailer.id, version: 0, profile } });
    seeded += 1;
    if (retailer.retailerName === 'Fresh Market Co.') await seedFreshMarket(call, retailer.id);
  }
  await db.send(new PutCommand({ TableName: tableName, Item: { ...MARKER_KEY, seededAt: new Date().toISOString() } }));
  return seeded;
}

async function addVersion(call: Call, retailerId: number, comment: string, title: string) {
  const bytes = demoPdf(title, 'Fresh Market Co. profile - demo file');
  const added = await call<{ versionId: number; uploads: Slot[] }>('retailer', 'POST', 'retailers/profile/version', {
    body: {
      retailerId,
      comment,
      files: [
        {
          fileName: `${title.toLowerCase().replace(/\W+/g, '-')}.pdf`,
          contentType: 'application/pdf',
          size: bytes.length,
        },
      ],
    },
  });
  for (const slot of added.uploads) await put(slot.upload, bytes);
  return added.versionId;
}

async function decide(call: Call, user: 'admin' | 'retailer', retailerId: number, versionId: number, action: string) {
  const current = await call<{ versions: { versionId: number; version: number }[] }>(
    'admin',
    'GET',
    'retailers/profile',
    {
      query: { retailerId },
    },
  );
  const version = current.versions.find((v) => v.versionId === versionId)!.version;
  await call(user, 'POST', 'retailers/profile/approval', {
    body: {
      retailerId,
      versionId,
      action,
      version,
      ...(action === 'Approve' ? { notes: 'Matches the 2027 plan.' } : {}),
    },
  });
}

async function seedFreshMarket(call: Call, retailerId: number) {
  const first = await addVersion(call, retailerId, 'Store list and banners for 2027.', 'Profile 2027');
  await decide(call, 'retailer', retailerId, first, 'RequestApproval');
  await decide(call, 'admin', retailerId, first, 'Approve');
  const second = await addVersion(
    call,
    retailerId,
    'Adds the Express banner and the holiday lock date.',
    'Profile 2027 update',
  );
  await decide(call, 'retailer', retailerId, second, 'RequestApproval');
  for (const contact of contacts)
    await call('retailer', 'POST', 'retailers/owners', { body: { retailerId, ...contact } });
  for (const file of libraryFiles) {
    const bytes = file.bytes();
    const added = await call<{ upload: Slot['upload'] }>('admin', 'POST', `retailers/lib/${retailerId}/upload`, {
      body: { fileName: file.fileName, contentType: file.type, size: bytes.length, title: file.title },
    });
    await put(added.upload, bytes);
  }
}
