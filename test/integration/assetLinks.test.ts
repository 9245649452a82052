import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../shared/contract/routes';
import { apiGatewayEvent, lambdaContext } from '../../scripts/local/apiGatewayEvent';
import { clock } from '../../functions/lib/clock';
import { ownCatalogTactic } from '../support/catalog';
import { callApi, idTokenOf, stack } from '../support/session';

let admin: string;
let planner: string;
let tacticId: number;
const fileBytes = Buffer.from('%PDF-1.4 floor display artwork');

beforeAll(async () => {
  [admin, planner] = await Promise.all([idTokenOf('admin@demo.local'), idTokenOf('planner@demo.local')]);
  tacticId = await ownCatalogTactic(admin);
  const slot = await callApi('POST', `tactics/${tacticId}/upload-file`, {
    token: admin,
    body: { fileName: 'floor-display.pdf', contentType: 'application/pdf', size: fileBytes.length },
  });
  expect(slot.status).toBe(200);
  expect(
    (await fetch(slot.json.data.uploadUrl, { method: 'PUT', headers: slot.json.data.headers, body: fileBytes })).status,
  ).toBe(200);
});

/** The mail a recipient got with this subject, waited for (the mail sender sends it shortly after the send). */
async function mailTo(recipient: string, subject: string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const store = await (await fetch(`${stack().mailUrl}/store`)).json();
    const mail = store.emails.find(
      (e: { subject: string; destination: { to: string[] } }) =>
        e.subject === subject && e.destination.to[0] === recipient,
    );
    if (mail || Date.now() > deadline) return mail;
    await new Promise((r) => setTimeout(r, 250));
  }
}
const linkIn = (mail: { body: { text: string } }) =>
  /(http\S+\/api\/asset-links\/[A-Za-z0-9_-]{43})/.exec(mail.body.text)![1];
/** A send's report once the mail sender has dealt with every recipient. */
async function finished(sendId: string) {
  const deadline = Date.now() + 50_000;
  for (;;) {
    const report = (await callApi('GET', `tactics/asset-link-sends/${sendId}`, { token: planner })).json.data;
    if (report.queued === 0 || Date.now() > deadline) return report;
    await new Promise((r) => setTimeout(r, 250));
  }
}
const send = (to: string[], extra: Record<string, unknown> = {}) =>
  callApi('POST', 'tactics/send-asset-link-email', {
    token: planner,
    body: { tacticId, to, subject: `Artwork ${Math.random()}`, additionalBody: '<p>Here you go</p>', ...extra },
  });

describe('e-mailed asset links', () => {
  it('sends each recipient a personal link, counts downloads, and refuses a revoked link', async () => {
    const subject = `Artwork ${Date.now()}`;
    const answer = await callApi('POST', 'tactics/send-asset-link-email', {
      token: planner,
      body: {
        tacticId,
        to: ['ana@retail.example', 'ben@retail.example'],
        subject,
        additionalBody: '<p>Here you go<script>x()</script></p>',
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.json.data).toMatchObject({ total: 2, queued: 2, sent: 0, failed: 0 });
    const report = await finished(answer.json.data.sendId);
    expect(report).toMatchObject({ total: 2, queued: 0, sent: 2, failed: 0 });
    const [ana, ben] = await Promise.all([
      mailTo('ana@retail.example', subject),
      mailTo('ben@retail.example', subject),
    ]);
    expect(ana.body.html).toContain('This link expires in 7 days.');
    expect(ana.body.html).not.toContain('<script>');
    expect(linkIn(ana)).not.toBe(linkIn(ben));

    const download = await fetch(linkIn(ana), { redirect: 'manual' });
    expect(download.status).toBe(302);
    expect(Buffer.from(await (await fetch(download.headers.get('location')!)).arrayBuffer())).toEqual(fileBytes);

    const links = (await callApi('GET', `tactics/${tacticId}/asset-links`, { token: planner })).json.data;
    const sentIds = new Set(report.recipients.map((r: { linkId: string }) => r.linkId));
    const anaLink = links.find(
      (l: { id: string; recipient: string }) => sentIds.has(l.id) && l.recipient === 'ana@retail.example',
    );
    expect(anaLink).toMatchObject({ downloadCount: 1, status: 'active' });
    expect(anaLink.lastDownloadAt).not.toBeNull();

    const benLink = links.find(
      (l: { id: string; recipient: string }) => sentIds.has(l.id) && l.recipient === 'ben@retail.example',
    );
    expect(
      (await callApi('POST', `tactics/asset-links/${benLink.id}/revoke`, { token: planner })).json.data.status,
    ).toBe('revoked');
    const refused = await fetch(linkIn(ben), { redirect: 'manual' });
    expect(refused.status).toBe(410);
    expect(refused.headers.get('content-type')).toContain('text/html');
    expect(await refused.text()).toContain('withdrawn');
  });

  it('mails a subject typed with line breaks on one line', async () => {
    const stamp = Date.now();
    const answer = await send(['cleo@retail.example'], { subject: `Artwork ${stamp}\r\nBcc: someone@example.com` });
    expect(answer.status, answer.text).toBe(200);
    await finished(answer.json.data.sendId);
    expect(await mailTo('cleo@retail.example', `Artwork ${stamp} Bcc: someone@example.com`)).toBeDefined();
  });

  it('answers a clear page, not an S3 or JSON error, for a tampered, unknown or malformed token', async () => {
    const subject = `Tamper ${Date.now()}`;
    await callApi('POST', 'tactics/send-asset-link-email', {
      token: planner,
      body: { tacticId, to: ['cy@retail.example'], subject },
    });
    const real = linkIn(await mailTo('cy@retail.example', subject));
    const token = real.split('/').pop()!;
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const candidate of [tampered, 'A'.repeat(43), 'not-a-token']) {
      const page = await fetch(`${stack().webUrl}/api/asset-links/${encodeURIComponent(candidate)}`, {
        redirect: 'manual',
      });
      expect(page.status).toBe(404);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(await page.text()).toContain('not valid');
    }
    expect((await fetch(real, { redirect: 'manual' })).status).toBe(302);
  });

  it('treats a link as expired after 7 days, even before the TTL removes it (time injected)', async () => {
    const subject = `Expiring ${Date.now()}`;
    await callApi('POST', 'tactics/send-asset-link-email', {
      token: planner,
      body: { tacticId, to: ['dee@retail.example'], subject },
    });
    const token = linkIn(await mailTo('dee@retail.example', subject))
      .split('/')
      .pop()!;
    const { handler } = await import('../../functions/assets/handler');
    const route = { name: 'assetLinks.open' as const, ...routes['assetLinks.open'] };
    const open = () =>
      handler(
        apiGatewayEvent(
          { method: 'GET', path: `/api/asset-links/${token}` },
          { route, pathParameters: { token } },
          null,
        ),
        lambdaContext('assets') as never,
      ) as Promise<{ statusCode: number; body?: string }>;
    expect((await open()).statusCode).toBe(302);
    const realNow = clock.now;
    clock.now = () => new Date(Date.now() + 7 * 86_400_000 + 1000);
    try {
      const expired = await open();
      expect(expired.statusCode).toBe(410);
      expect(expired.body).toContain('expired');
    } finally {
      clock.now = realNow;
    }
  });

  it("links to the stage's configured site, whatever Host or X-Forwarded-Host the caller sends", async () => {
    const subject = `Forged host ${Date.now()}`;
    const body = JSON.stringify({ tacticId, to: ['fay@retail.example'], subject });
    // fetch() may not set Host; a raw request sends exactly the headers an attacker would.
    const status = await new Promise<number>((resolve, reject) => {
      const url = new URL(`${stack().apiUrl}/api/tactics/send-asset-link-email`);
      const req = request(url, {
        method: 'POST',
        headers: {
          host: 'evil.example',
          'x-forwarded-host': 'attacker.example',
          'x-forwarded-proto': 'https',
          authorization: `Bearer ${planner}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      });
      req.on('response', (res) => res.resume().on('end', () => resolve(res.statusCode!)));
      req.on('error', reject);
      req.end(body);
    });
    expect(status).toBe(200);
    const link = linkIn(await mailTo('fay@retail.example', subject));
    expect(new URL(link).origin).toBe(new URL(stack().webUrl).origin);
    expect(link).not.toMatch(/evil|attacker/);
  });

  it('refuses an invalid e-mail and a body of 5,000 characters or more, with the spec texts', async () => {
    const bad = await send(['not-an-email']);
    expect(bad.status).toBe(400);
    expect(bad.json.error['to.0']).toEqual(['To is required and should be a valid e-mail']);
    const long = await send(['ok@retail.example'], { additionalBody: 'x'.repeat(5000) });
    expect(long.status).toBe(400);
    expect(long.json.error.additionalBody).toEqual(['Body max size 5,000 characters']);
    const noSubject = await send(['ok@retail.example'], { subject: '' });
    expect(noSubject.json.error.subject).toEqual(['Subject is required']);
  });
});

describe('a send to many recipients', () => {
  it('queues every recipient, mails each their own link, and reports each one sent', async () => {
    const subject = `Bulk ${Date.now()}`;
    const to = Array.from({ length: 50 }, (_, i) => `bulk${i}.${Date.now()}@retail.example`);
    const started = Date.now();
    const answer = await callApi('POST', 'tactics/send-asset-link-email', {
      token: planner,
      body: { tacticId, to, subject },
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.data).toMatchObject({ total: 50, queued: 50 });
    const report = await finished(answer.json.data.sendId);
    expect(report).toMatchObject({ total: 50, queued: 0, sent: 50, failed: 0 });
    expect(report.recipients.map((r: { recipient: string }) => r.recipient).sort()).toEqual([...to].sort());
    console.info(`50 asset links queued, sent and reported in ${Date.now() - started} ms`);
    const store = await (await fetch(`${stack().mailUrl}/store`)).json();
    const mailed = store.emails.filter((e: { subject: string }) => e.subject === subject);
    expect(mailed.map((e: { destination: { to: string[] } }) => e.destination.to[0]).sort()).toEqual([...to].sort());
    // One personal link each.
    expect(new Set(mailed.map(linkIn)).size).toBe(50);
  });

  it('refuses more than 500 recipients at once', async () => {
    const to = Array.from({ length: 501 }, (_, i) => `many${i}@retail.example`);
    const answer = await send(to);
    expect(answer.status).toBe(400);
    expect(answer.json.error.to).toEqual(['Send to at most 500 recipients at once']);
  });
});

describe('the mail sender, when SES refuses a mail or is busy', () => {
  const ses = mockClient(SESClient);
  afterEach(() => ses.reset());
  afterAll(() => ses.restore());

  /** A send recorded and its messages handed straight to the sender in this process (the queue never sees them). */
  async function sendDirectly(recipients: string[], attempt = 1) {
    const { createSend } = await import('../../functions/domain/assets/assetSendRepository');
    const { handler } = await import('../../functions/mailSender/handler');
    const sendId = randomUUID();
    await createSend(
      {
        sendId,
        tacticId,
        tacticName: 'Probe',
        subject: 'Refused',
        additionalBody: '',
        files: [{ documentId: randomUUID(), fileName: 'a.pdf' }],
        total: recipients.length,
        sentBy: 'tester',
        sentByName: 'planner@demo.local',
        createdAt: new Date().toISOString(),
      },
      recipients,
    );
    const records = recipients.map((recipient, i) => ({
      messageId: `m${i}`,
      receiptHandle: `r${i}`,
      body: JSON.stringify({ kind: 'assetLink', sendId, recipient }),
      attributes: { ApproximateReceiveCount: String(attempt) },
    }));
    const answer = await handler({ Records: records } as never);
    return { sendId, answer };
  }

  it("records SES's reason on the recipient and leaves no working link behind", async () => {
    ses.on(SendEmailCommand).rejects(
      Object.assign(new Error('Email address is not verified.'), {
        name: 'MessageRejected',
        $metadata: { httpStatusCode: 400 },
      }),
    );
    const before = (await callApi('GET', `tactics/${tacticId}/asset-links`, { token: planner })).json.data.length;
    const { sendId, answer } = await sendDirectly(['eve@retail.example']);
    expect(answer.batchItemFailures).toEqual([]);
    const report = (await callApi('GET', `tactics/asset-link-sends/${sendId}`, { token: planner })).json.data;
    expect(report).toMatchObject({ queued: 0, sent: 0, failed: 1 });
    expect(report.recipients[0]).toMatchObject({
      recipient: 'eve@retail.example',
      status: 'failed',
      reason: 'Email address is not verified.',
    });
    expect((await callApi('GET', `tactics/${tacticId}/asset-links`, { token: planner })).json.data.length).toBe(before);
  });

  it('hands a throttled recipient back to the queue, and reports it failed on its last try', async () => {
    ses.on(SendEmailCommand).rejects(
      Object.assign(new Error('Maximum sending rate exceeded.'), {
        name: 'Throttling',
        $metadata: { httpStatusCode: 400 },
      }),
    );
    const first = await sendDirectly(['fred@retail.example']);
    expect(first.answer.batchItemFailures).toEqual([{ itemIdentifier: 'm0' }]);
    const queued = (await callApi('GET', `tactics/asset-link-sends/${first.sendId}`, { token: planner })).json.data;
    expect(queued).toMatchObject({ queued: 1, failed: 0 });
    const last = await sendDirectly(['gil@retail.example'], 3);
    expect(last.answer.batchItemFailures).toEqual([]);
    const failed = (await callApi('GET', `tactics/asset-link-sends/${last.sendId}`, { token: planner })).json.data;
    expect(failed.recipients[0]).toMatchObject({ status: 'failed', reason: 'Maximum sending rate exceeded.' });
  });
});

describe('a retailer-side user', () => {
  it('can neither send asset links nor see who received them', async () => {
    const retailer = await idTokenOf('retailer@demo.local');
    expect((await callApi('GET', `tactics/${tacticId}/asset-links`, { token: retailer })).status).toBe(403);
    const send = await callApi('POST', 'tactics/send-asset-link-email', {
      token: retailer,
      body: { tacticId, to: ['x@retail.example'], subject: 'Nope' },
    });
    expect(send.status).toBe(403);
  });

  it('is told so by users/scope, which the web asks before offering them (the brand team is not)', async () => {
    const retailer = await idTokenOf('retailer@demo.local');
    expect((await callApi('GET', 'users/scope', { token: retailer })).json.data).toEqual({ retailerSide: true });
    expect((await callApi('GET', 'users/scope', { token: planner })).json.data).toEqual({ retailerSide: false });
  });
});
