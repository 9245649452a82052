import { MAX_UPLOAD_BYTES } from '../../shared/constants';

/**
 * `npm run bench`, communication requests (issue 12): the request details page (the request, its versions and a
 * thread of 200 comments) through the local gateway, p50/p95; and the upload path of a 50 MB version: the API
 * answers a presigned slot, the bytes go straight to the bucket (no Lambda in the byte path).
 */
const COMMENTS = 200;
const DETAIL_REQUESTS = 100;
const WARMUP = 10;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (n: number) => Math.round(n * 100) / 100;

export async function measureRequestDetails(facts: { apiUrl: string }, headers: Record<string, string>) {
  const call = async <T = any>(
    method: string,
    path: string,
    opts: { body?: unknown; query?: Record<string, string> } = {},
  ) => {
    const url = new URL(`${facts.apiUrl}/api/${path}`);
    for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, v);
    const response = await fetch(url, {
      method,
      headers: { ...headers, 'content-type': 'application/json' },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text).data as T;
  };
  const base = 'programs/communicationrequest';
  const programs = await call<{ items: { id: number }[] }>('GET', `${base}/lookup/programs`, {
    query: { fiscalYear: '2026', pageSize: '20' },
  });
  const programId = programs.items[0].id;
  const tactics = await call<{ id: string }[]>('GET', `${base}/related-programs`, {
    query: { programId: String(programId) },
  });
  const contacts = await call<{ items: { id: string }[] }>('GET', `${base}/lookup/contacts`, {
    query: { programId: String(programId), searchTerm: 'approver@demo.local' },
  });
  const soon = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  const created = await call<{
    requestId: number;
    uploads: { upload: { uploadUrl: string; headers: Record<string, string> } }[];
  }>('POST', 'programs/add-communicationrequest', {
    body: {
      programId,
      requestName: 'Bench request',
      reviewByDate: soon,
      dueDate: soon,
      reasonForReviewIds: [1],
      relatedTacticIds: tactics.slice(0, 1).map((t) => t.id),
      contactIds: contacts.items.map((c) => c.id),
      message: 'Bench',
      files: [{ fileName: 'version-1.pdf', contentType: 'application/pdf', size: MAX_UPLOAD_BYTES }],
    },
  });

  const bytes = new Uint8Array(MAX_UPLOAD_BYTES);
  const slot = created.uploads[0].upload;
  const uploadStarted = performance.now();
  const put = await fetch(slot.uploadUrl, { method: 'PUT', headers: slot.headers, body: bytes });
  if (!put.ok) throw new Error(`The 50 MB PUT answered ${put.status}`);
  const uploadMs = performance.now() - uploadStarted;

  for (let i = 0; i < COMMENTS; i++)
    await call('POST', `${base}/add-comment`, {
      body: { action: 'Create', requestId: created.requestId, versionId: 1, message: `Comment ${i}`, sendEmail: false },
    });

  const timings: number[] = [];
  for (let i = 0; i < WARMUP + DETAIL_REQUESTS; i++) {
    const started = performance.now();
    const details = await call<{ messages: unknown[] }>('GET', `${base}/${created.requestId}`);
    if (details.messages.length !== COMMENTS + 1)
      throw new Error(`The details held ${details.messages.length} messages`);
    if (i >= WARMUP) timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  return [
    {
      route: `GET ${base}/{id} (1 version, ${COMMENTS} comments)`,
      requests: DETAIL_REQUESTS,
      p50Ms: round(percentile(timings, 50)),
      p95Ms: round(percentile(timings, 95)),
    },
    {
      route: 'PUT 50 MB version (presigned, straight to the bucket)',
      requests: 1,
      p50Ms: round(uploadMs),
      p95Ms: round(uploadMs),
    },
  ];
}
