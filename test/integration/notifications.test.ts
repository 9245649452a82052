import { randomUUID } from 'node:crypto';
import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localFunctionEnvironment } from '../../scripts/local/stack';
import { mailbox } from '../support/mailbox';
import { callApi, idTokenOf, newUserWithRole, stack } from '../support/session';

let planner: string;
let approver: string;
let users: Record<string, string>;
beforeAll(async () => {
  [planner, approver] = await Promise.all([idTokenOf('planner@demo.local'), idTokenOf('approver@demo.local')]);
  const list = (await callApi('GET', 'users/lookup/users', { token: planner, query: { pageSize: '100' } })).json.data
    .items;
  users = Object.fromEntries(list.map((u: { email: string; id: string }) => [u.email, u.id]));
});

/** The user id of a signed-in user (their token's subject). */
const subjectOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub as string;

/** A send's report once the mail sender has dealt with every recipient (the sender reads it, nobody else). */
async function finished(sendId: string, token = planner) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const report = (await callApi('GET', `notifications/sends/${sendId}`, { token })).json.data;
    if (report.queued === 0 || Date.now() > deadline) return report;
    await new Promise((r) => setTimeout(r, 250));
  }
}
/** What `check` finds, asked again until it finds something (the mail sender works shortly after the send). */
async function eventually<T>(check: () => Promise<T | undefined>, ms = 30_000): Promise<T | undefined> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = await check();
    if (found || Date.now() > deadline) return found;
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('notifications', () => {
  it('reach each user in the app and by e-mail, sanitised, and can be marked read', async () => {
    const stamp = randomUUID();
    const body = `<p>Budget review on Friday <img src=x onerror=alert(1)> ${stamp}</p>`;
    const sent = await callApi('POST', 'notifications', {
      token: planner,
      body: { type: 'Reminder', users: [users['approver@demo.local'], users['admin@demo.local']], body },
    });
    expect(sent.status).toBe(200);
    expect(sent.json.data).toMatchObject({ total: 2, queued: 2, sent: 0, failed: 0 });
    const report = await finished(sent.json.data.sendId);
    expect(report).toMatchObject({ total: 2, queued: 0, sent: 2, failed: 0 });
    expect(report.recipients.map((r: { recipient: string }) => r.recipient)).toEqual([
      'admin@demo.local',
      'approver@demo.local',
    ]);
    const mails = (await mailbox()).filter(
      (m) => m.subject === 'Reminder from planner@demo.local' && (m.body.html ?? '').includes(stamp),
    );
    expect(mails.map((m) => m.destination.to[0])).toEqual(
      expect.arrayContaining(['admin@demo.local', 'approver@demo.local']),
    );
    expect(mails[0].body.html).not.toContain('onerror');
    expect(mails).toHaveLength(2);

    const inbox = (await callApi('GET', 'notifications', { token: approver })).json.data;
    const note = inbox.items.find((n: { body: string }) => n.body.includes('Budget review'));
    expect(note).toMatchObject({ type: 'Reminder', fromName: 'planner@demo.local', read: false });
    await callApi('POST', `notifications/${note.id}/read`, { token: approver });
    const after = (await callApi('GET', 'notifications', { token: approver })).json.data;
    expect(after.unread).toBe(inbox.unread - 1);
  });

  it("validates with the spec's texts", async () => {
    const answer = await callApi('POST', 'notifications', {
      token: planner,
      body: { users: [], body: 'x'.repeat(5000) },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.error).toMatchObject({
      type: ['Notification Type is required'],
      users: ['You need to choose at least one user'],
      body: ['Body max size 5,000 characters'],
    });
  });
});

describe('program messages', () => {
  it('send an Action Requested message about a program with a link to it', async () => {
    const brands = (await callApi('GET', 'brands', { token: planner })).json.data.items;
    const created = await callApi('POST', 'programs', {
      token: planner,
      body: {
        name: 'Message me',
        description: 'd',
        retailerId: 1,
        fiscalYear: 2026,
        programStartDate: '2026-03-01',
        programEndDate: '2026-03-31',
        accountLocations: ['FM-001'],
        fundingSources: [{ brandId: brands[0].id, atlTarget: 1, btlTarget: 1 }],
      },
    });
    const programId = created.json.data.program.id;
    const sent = await callApi('POST', 'programs/send-message', {
      token: planner,
      body: { programId, message: 'Please approve', type: 'Action Requested', users: [users['approver@demo.local']] },
    });
    expect(sent.status).toBe(200);
    expect(sent.json.data).toMatchObject({ total: 1, programId });
    const mail = await eventually(async () =>
      (await mailbox()).find((m) => m.subject === 'Action Requested: Message me'),
    );
    expect(mail?.body.html).toContain(`#/programdetails/${programId}`);
    const bad = await callApi('POST', 'programs/send-message', {
      token: planner,
      body: { programId, message: 'x', type: 'Gossip', users: [users['approver@demo.local']] },
    });
    expect(bad.json.error.type).toEqual(['Choose a type: Action Requested or General Information']);
  });
});

describe('a notification to many users', () => {
  it('goes through the bulk mail queue: every user mailed and notified in the app, the report complete', async () => {
    const admin = await idTokenOf('admin@demo.local');
    const tokens: string[] = [];
    for (let i = 0; i < 40; i += 10)
      tokens.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, () =>
            newUserWithRole(admin, [{ resource: 'Program', operation: 'View' }], [], false),
          ),
        )),
      );
    const ids = tokens.map(subjectOf);
    const marker = `Forty ${randomUUID()}`;
    const started = Date.now();
    const sent = await callApi('POST', 'notifications', {
      token: planner,
      body: { type: 'Reminder', users: ids, body: `<p>${marker}</p>` },
    });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.json.data).toMatchObject({ total: 40, failed: 0 });
    // Someone else's send is not theirs to read.
    expect((await callApi('GET', `notifications/sends/${sent.json.data.sendId}`, { token: approver })).status).toBe(
      404,
    );
    const report = await finished(sent.json.data.sendId);
    console.info(`40 notifications queued, sent and reported in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    expect(report).toMatchObject({ total: 40, queued: 0, sent: 40, failed: 0 });
    const mails = (await mailbox()).filter((m) => (m.body.html ?? '').includes(marker));
    const emails = report.recipients.map((r: { recipient: string }) => r.recipient);
    expect(mails.map((m) => m.destination.to[0]).sort()).toEqual(emails);
    for (const token of tokens) {
      const items = (await callApi('GET', 'notifications', { token })).json.data.items;
      expect(items.filter((n: { body: string }) => n.body.includes(marker))).toHaveLength(1);
    }
  });
});

/**
 * A planner's send of one notification to the approver, recorded as the request would, and its queue message given
 * to the mail sender's handler in this process (with the sender's environment). Answers the marker it says and
 * the handler's answer.
 */
async function sentThroughMailSender(label: string, extra: { inAppPut?: true } = {}) {
  // The sender's environment on top of the one this process has (docs: test/setup/stackEnv.ts).
  Object.assign(process.env, localFunctionEnvironment(stack(), 'mailSender'));
  const { createNotificationSend } = await import('../../functions/domain/notifications/notificationSendRepository');
  const { handler } = await import('../../functions/mailSender/handler');
  const sendId = randomUUID();
  const marker = `${label} ${sendId}`;
  const approverId = subjectOf(approver);
  await createNotificationSend(
    {
      sendId,
      type: 'Reminder',
      subject: marker,
      html: `<p>${marker}</p>`,
      text: marker,
      body: `<p>${marker}</p>`,
      programId: null,
      total: 1,
      sentBy: subjectOf(planner),
      sentByName: 'planner@demo.local',
      createdAt: new Date().toISOString(),
      ...extra,
    },
    [{ userId: approverId, email: 'approver@demo.local' }],
  );
  const answer = await handler({
    Records: [
      {
        messageId: 'm0',
        receiptHandle: 'r0',
        body: JSON.stringify({ kind: 'notification', sendId, recipient: approverId }),
        attributes: { ApproximateReceiveCount: '1' },
      },
    ],
  } as never);
  const report = (await callApi('GET', `notifications/sends/${sendId}`, { token: planner })).json.data;
  const items = (await callApi('GET', 'notifications', { token: approver })).json.data.items as { body: string }[];
  return { marker, answer, report, inApp: items.some((n) => n.body.includes(marker)) };
}

describe('the mail sender, when SES refuses a notification', () => {
  // Mocked for this block's tests only (a mock made while the file is collected would hold for every test in it).
  let ses: ReturnType<typeof mockClient>;
  beforeAll(() => {
    ses = mockClient(SESClient);
  });
  afterAll(() => ses.restore());

  it("records SES's reason on the recipient, who gets no in-app item", async () => {
    ses.on(SendEmailCommand).rejects(
      Object.assign(new Error('Email address is not verified.'), {
        name: 'MessageRejected',
        $metadata: { httpStatusCode: 400 },
      }),
    );
    const { answer, report, inApp } = await sentThroughMailSender('Refused');
    expect(answer.batchItemFailures).toEqual([]);
    expect(report).toMatchObject({ queued: 0, sent: 0, failed: 1 });
    expect(report.recipients[0]).toMatchObject({
      recipient: 'approver@demo.local',
      status: 'failed',
      reason: 'Email address is not verified.',
    });
    expect(inApp).toBe(false);
  });
});

describe('the mail sender, for a send whose in-app items were put with it (a program transition)', () => {
  it('mails the recipient and puts no second in-app item', async () => {
    const { marker, answer, report, inApp } = await sentThroughMailSender('Put already', { inAppPut: true });
    expect(answer.batchItemFailures).toEqual([]);
    expect(report).toMatchObject({ queued: 0, sent: 1, failed: 0 });
    expect((await mailbox()).filter((m) => m.subject === marker).map((m) => m.destination.to)).toEqual([
      ['approver@demo.local'],
    ]);
    expect(inApp).toBe(false);
  });
});
