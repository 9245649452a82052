import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, idTokenOf, stack } from '../support/session';

let planner: string;
let approver: string;
let users: Record<string, string>;
beforeAll(async () => {
  [planner, approver] = await Promise.all([idTokenOf('planner@demo.local'), idTokenOf('approver@demo.local')]);
  const list = (await callApi('GET', 'users/lookup/users', { token: planner, query: { pageSize: '100' } })).json.data
    .items;
  users = Object.fromEntries(list.map((u: { email: string; id: string }) => [u.email, u.id]));
});

const mailbox = async () =>
  (await (await fetch(`${stack().mailUrl}/store`)).json()).emails as {
    subject: string;
    destination: { to: string[] };
    body: { html: string };
  }[];

describe('notifications', () => {
  it('reach each user in the app and by e-mail, sanitised, and can be marked read', async () => {
    const body = `<p>Budget review on Friday <img src=x onerror=alert(1)> ${Date.now()}</p>`;
    const sent = await callApi('POST', 'notifications', {
      token: planner,
      body: { type: 'Reminder', users: [users['approver@demo.local'], users['admin@demo.local']], body },
    });
    expect(sent.status).toBe(200);
    expect(sent.json.data.sent.sort()).toEqual(['admin@demo.local', 'approver@demo.local']);
    const mails = (await mailbox()).filter(
      (m) => m.subject === 'Reminder from planner@demo.local' && m.body.html.includes('Budget review'),
    );
    expect(mails.map((m) => m.destination.to[0])).toEqual(
      expect.arrayContaining(['admin@demo.local', 'approver@demo.local']),
    );
    expect(mails[0].body.html).not.toContain('onerror');

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
    const mail = (await mailbox()).find((m) => m.subject === 'Action Requested: Message me');
    expect(mail?.body.html).toContain(`#/programdetails/${programId}`);
    const bad = await callApi('POST', 'programs/send-message', {
      token: planner,
      body: { programId, message: 'x', type: 'Gossip', users: [users['approver@demo.local']] },
    });
    expect(bad.json.error.type).toEqual(['Choose a type: Action Requested or General Information']);
  });
});
