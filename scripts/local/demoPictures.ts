import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { PictureKind } from '../../shared/reference/kinds';
import { demoTile } from './demoFiles';

/**
 * Pictures of the demo campaign themes and of a few catalog tactics (a coloured 300x200 tile with the name), put
 * through the API as the admin screen does: an upload slot (`reference/pictures`), the bytes PUT to the documents
 * bucket, then the record saved with the picture's document id. Its own marker: added once; a record that already
 * has a picture is left as it is.
 */
type Call = <T = any>(
  user: 'admin',
  method: string,
  path: string,
  opts?: { body?: unknown; query?: Record<string, string | number> },
) => Promise<T>;

const MARKER_KEY = { PK: 'DEMO#DATA', SK: 'PICTURES' };

type Colour = [number, number, number];
/** Floor Display and Digital Banner Pack show their image files instead (the thumbnails' fallback). */
const demoPictures: { kind: PictureKind; name: string; colour: Colour }[] = [
  { kind: 'campaignTheme', name: 'Summer Refresh', colour: [2, 132, 199] },
  { kind: 'campaignTheme', name: 'Holiday Snack Attack', colour: [190, 24, 93] },
  { kind: 'campaignTheme', name: 'Wellness Week', colour: [21, 128, 61] },
  { kind: 'campaignTheme', name: 'Property Welcome Kit', colour: [180, 83, 9] },
  { kind: 'tactic', name: 'End Cap Sign', colour: [109, 40, 217] },
  { kind: 'tactic', name: 'Shelf Talker', colour: [220, 38, 38] },
  { kind: 'tactic', name: 'In-Store Sampling Event', colour: [14, 116, 144] },
];

/** Where each kind's records are listed, read and saved (shared/contract/routes/reference.ts). */
const paths: Record<PictureKind, { list: string; get: (id: number) => string; save: string; name: string }> = {
  tactic: { list: 'tactics/all', get: (id) => `tactics/edit/${id}`, save: 'tactics', name: 'tacticName' },
  campaignTheme: { list: 'campaigns/all', get: (id) => `campaigns/${id}`, save: 'campaigns', name: 'name' },
};

/** Gives each demo record its picture once (its marker); answers how many were given. */
export async function seedDemoPictures(call: Call, db: DynamoDBDocumentClient, tableName: string): Promise<number> {
  const marker = await db.send(new GetCommand({ TableName: tableName, Key: MARKER_KEY }));
  if (marker.Item) return 0;
  let given = 0;
  for (const { kind, name, colour } of demoPictures) {
    const path = paths[kind];
    const found = await call<{ items: Record<string, unknown>[] }>('admin', 'GET', path.list, {
      query: { searchTerm: name, pageSize: 20 },
    });
    const match = found.items.find((r) => r[path.name] === name);
    if (!match) continue;
    const { usage: _usage, ...record } = await call<Record<string, unknown>>(
      'admin',
      'GET',
      path.get(Number(match.id)),
    );
    if (record.documentId) continue;
    const bytes = demoTile(300, 200, colour, name);
    const fileName = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.png`;
    const slot = await call('admin', 'POST', 'reference/pictures', {
      body: { kind, fileName, contentType: 'image/png', size: bytes.length },
    });
    const put = await fetch(slot.uploadUrl, { method: 'PUT', headers: slot.headers, body: new Uint8Array(bytes) });
    if (!put.ok) throw new Error(`demo pictures: uploading the picture of ${name} answered ${put.status}`);
    await call('admin', 'POST', path.save, { body: { ...record, documentId: slot.id } });
    given += 1;
  }
  await db.send(new PutCommand({ TableName: tableName, Item: { ...MARKER_KEY, seededAt: new Date().toISOString() } }));
  return given;
}
