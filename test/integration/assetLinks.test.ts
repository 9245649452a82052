import { ORIGIN_SECRET_HEADER } from '../../shared/constants';
import { request } from 'node:http';
import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
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

async function mailTo(recipient: string, subject: string) {
  const store = await (await fetch(`${stack().mailUrl}/store`)).json();
  return store.emails.find(
    (e: { subject: string; destination: { to: string[] } }) =>
      e.subject === subject && e.destination.to[0] === recipient,
  );
}
const linkIn = (mail: { body: { text: string } }) =>
  /(http\S+\/api\/asset-links\/[A-Za-z0-9_-]{43})/.exec(mail.body.text)![1];
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
    const sentIds = new Set(answer.json.data.sent.map((l: { id: string }) => l.id));
    const anaLink = links.find(
      (l: { id: string; recipient: string }) => sentIds.has(l.id) && l.recipient === 'ana@retail.example',
    );
    expect(anaLink).toMatchObject({ downloadCount: 1, status: 'active' });
    expect(anaLink.lastDownloadAt).not.toBeNull();

    const benLink = answer.json.data.sent.find((l: { recipient: string }) => l.recipient === 'ben@retail.example');
    expect(
      (await callApi('POST', `tactics/asset-links/${benLink.id}/revoke`, { token: planner })).json.data.status,
    ).toBe('revoked');
    const refused = await fetch(linkIn(ben), { redirect: 'manual' });
    expect(refused.status).toBe(410);
    expect(refused.headers.get('content-type')).toContain('text/html');
    expect(await refused.text()).toContain('withdrawn');
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

describe('when SES refuses a mail', () => {
  const ses = mockClient(SESClient);
  afterEach(() => ses.restore());

  it('tells the sender and leaves no working link behind', async () => {
    ses
      .on(SendEmailCommand)
      .rejects(Object.assign(new Error('Email address is not verified.'), { name: 'MessageRejected' }));
    const { handler } = await import('../../functions/assets/handler');
    const route = { name: 'tactics.sendAssetLink' as const, ...routes['tactics.sendAssetLink'] };
    const before = (await callApi('GET', `tactics/${tacticId}/asset-links`, { token: planner })).json.data.length;
    const result = (await handler(
      apiGatewayEvent(
        {
          method: 'POST',
          path: '/api/tactics/send-asset-link-email',
          // As CloudFront forwards it: with the origin secret (this process has the family's environment).
          headers: { host: 'planner.example', [ORIGIN_SECRET_HEADER]: process.env.ORIGIN_SECRET! },
          body: JSON.stringify({ tacticId, to: ['eve@retail.example'], subject: 'Refused' }),
        },
        { route, pathParameters: {} },
        { sub: 'tester', email: 'planner@demo.local', 'cognito:groups': ['planner'] },
      ),
      lambdaContext('assets') as never,
    )) as { statusCode: number; body: string };
    expect(result.statusCode).toBe(502);
    expect(JSON.parse(result.body).error.general).toEqual([
      'The e-mail could not be sent to eve@retail.example; try again later. Nothing was sent.',
    ]);
    expect((await callApi('GET', `tactics/${tacticId}/asset-links`, { token: planner })).json.data.length).toBe(before);
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
});
