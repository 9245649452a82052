import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { demoPdf } from './demoFiles';

/**
 * Demo communication requests on demo programs, made through the API as the demo users (like the demo programs),
 * so the list and the details are meaningful on first start: a request in review with two versions, a carried
 * comment ticked off and a thread with a reply; a resolved (Approved) one; and one on another retailer's program
 * that the retailer demo user does not see. Safe at every start: its own marker, and the names are checked.
 */
type DemoUser = 'planner' | 'approver' | 'admin' | 'retailer';
type Call = <T = any>(
  user: DemoUser,
  method: string,
  path: string,
  opts?: { body?: unknown; query?: Record<string, string | number> },
) => Promise<T>;

const MARKER_KEY = { PK: 'DEMO#DATA', SK: 'REQUESTS' };
const base = 'programs/communicationrequest';

interface DemoRequest {
  program: string;
  name: string;
  tactic: string;
  reasons: number[];
  contacts: DemoUser[];
  message: string;
  files: string[];
  thread: { as: DemoUser; message: string; reply?: { as: DemoUser; message: string } }[];
  /** A second version, with the open comments of the first ticked off by the uploader. */
  version2?: { files: string[]; tickAll: boolean; thread: { as: DemoUser; message: string }[] };
  resolveBy?: DemoUser;
}

const demoRequests: DemoRequest[] = [
  {
    program: 'Summer Refresh at Fresh Market',
    name: 'Floor display artwork',
    tactic: 'Floor Display',
    reasons: [1, 2],
    contacts: ['approver', 'retailer'],
    message: 'Please review the floor display artwork before it goes to print.',
    files: ['floor-display-v1.pdf'],
    thread: [
      {
        as: 'approver',
        message: 'The logo needs more clear space at the top.',
        reply: { as: 'planner', message: 'Agreed, moving it down in the next version.' },
      },
      { as: 'retailer', message: 'Please add the store hours panel.' },
    ],
    version2: {
      files: ['floor-display-v2.pdf'],
      tickAll: true,
      thread: [{ as: 'retailer', message: 'Looks good from the store side.' }],
    },
  },
  {
    program: 'Summer Refresh at Fresh Market',
    name: 'End cap sign copy',
    tactic: 'End Cap Sign',
    reasons: [2, 3],
    contacts: ['approver'],
    message: 'Final copy for the end cap sign; legal has seen the claims.',
    files: ['end-cap-copy.pdf'],
    thread: [{ as: 'approver', message: 'Approved as is.' }],
    resolveBy: 'approver',
  },
  {
    program: 'Back to School at QuickStop',
    name: 'Counter card proof',
    tactic: 'Shelf Talker',
    reasons: [1],
    contacts: ['approver'],
    message: 'First proof of the counter card.',
    files: ['counter-card.pdf'],
    thread: [],
  },
];

/** A real one-page PDF, so the request page's preview shows it (a bare header showed a download link only). */
const pdf = (name: string) => demoPdf(name.replace(/\.pdf$/, ''), 'Demo artwork for review');

async function upload(slots: { fileName: string; upload: { uploadUrl: string; headers: Record<string, string> } }[]) {
  for (const slot of slots) {
    const put = await fetch(slot.upload.uploadUrl, {
      method: 'PUT',
      headers: slot.upload.headers,
      body: new Uint8Array(pdf(slot.fileName)),
    });
    if (!put.ok) throw new Error(`demo requests: the upload of ${slot.fileName} answered ${put.status}`);
  }
}

const announce = (files: string[]) =>
  files.map((fileName) => ({ fileName, contentType: 'application/pdf', size: pdf(fileName).length }));

/** Makes the demo requests once (its marker), skipping any whose name its program already has. */
export async function seedDemoRequests(call: Call, db: DynamoDBDocumentClient, tableName: string): Promise<string[]> {
  const marker = await db.send(new GetCommand({ TableName: tableName, Key: MARKER_KEY }));
  if (marker.Item) return [];
  const contactId = async (user: DemoUser) =>
    (
      await call<{ items: { id: string; email: string }[] }>('planner', 'GET', `${base}/lookup/contacts`, {
        query: { searchTerm: `${user}@demo.local`, pageSize: 20 },
      })
    ).items.find((c) => c.email === `${user}@demo.local`)!.id;
  const existing = new Set(
    (
      await call<{ items: { requestName: string; programName: string }[] }>('planner', 'GET', base, {
        query: { pageSize: 100000 },
      })
    ).items.map((r) => `${r.programName}|${r.requestName}`),
  );
  const created: string[] = [];
  for (const demo of demoRequests) {
    if (existing.has(`${demo.program}|${demo.name}`)) continue;
    const programs = await call<{ items: { id: number; name: string }[] }>(
      'planner',
      'GET',
      `${base}/lookup/programs`,
      {
        query: { searchTerm: demo.program, fiscalYear: 2026, pageSize: 20 },
      },
    );
    const program = programs.items.find((p) => p.name === demo.program);
    if (!program) throw new Error(`demo requests: the demo program '${demo.program}' is missing`);
    const tactics = await call<{ id: string; name: string }[]>('planner', 'GET', `${base}/related-programs`, {
      query: { programId: program.id },
    });
    const tactic = tactics.find((t) => t.name === demo.tactic) ?? tactics[0];
    const dueDate = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
    const request = await call<{ requestId: number; uploads: Parameters<typeof upload>[0] }>(
      'planner',
      'POST',
      'programs/add-communicationrequest',
      {
        body: {
          programId: program.id,
          requestName: demo.name,
          reviewByDate: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
          dueDate,
          reasonForReviewIds: demo.reasons,
          relatedTacticIds: tactic ? [tactic.id] : [],
          contactIds: await Promise.all(demo.contacts.map(contactId)),
          message: demo.message,
          files: announce(demo.files),
        },
      },
    );
    await upload(request.uploads);
    const confirm = (versionId: number) =>
      call('planner', 'POST', `${base}/confirm-files`, { body: { requestId: request.requestId, versionId } });
    await confirm(1);
    const say = async (as: DemoUser, versionId: number, message: string, parentId: number | null = null) =>
      (
        await call<{ requestMessageId: number }>(as, 'POST', `${base}/add-comment`, {
          body: { action: 'Create', requestId: request.requestId, versionId, message, parentId, sendEmail: false },
        })
      ).requestMessageId;
    for (const line of demo.thread) {
      const id = await say(line.as, 1, line.message);
      if (line.reply) await say(line.reply.as, 1, line.reply.message, id);
    }
    if (demo.version2) {
      const next = await call<{ uploads: Parameters<typeof upload>[0] }>('planner', 'POST', `${base}/add-version`, {
        body: { requestId: request.requestId, nextVersionId: 2, files: announce(demo.version2.files) },
      });
      await upload(next.uploads);
      await confirm(2);
      const details = await call<{ version: { checklist: { requestMessageId: number }[] } }>(
        'planner',
        'GET',
        `${base}/${request.requestId}`,
      );
      if (demo.version2.tickAll)
        for (const line of details.version.checklist)
          await call('planner', 'POST', `${base}/update-checklist`, {
            body: { requestId: request.requestId, versionId: 2, requestMessageId: line.requestMessageId, done: true },
          });
      for (const line of demo.version2.thread) await say(line.as, 2, line.message);
    }
    if (demo.resolveBy)
      await call(demo.resolveBy, 'POST', `${base}/mark-as-resolved`, {
        body: { requestId: request.requestId, action: 'Resolved' },
      });
    created.push(demo.name);
  }
  await db.send(new PutCommand({ TableName: tableName, Item: { ...MARKER_KEY, seededAt: new Date().toISOString() } }));
  return created;
}
