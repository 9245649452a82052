import { beforeAll, describe, expect, it } from 'vitest';
import { completeDelivery } from '../support/delivery';
import { demoCatalogIds } from '../support/catalog';
import { mailsWithSubject } from '../support/mailbox';
import { callApi, idTokenOf } from '../support/session';

/** Submit tells the approvers, approve and reject the planner (with the notes): in the app and by e-mail. */
let planner: string;
let approver: string;
let ids: { fizzly: number; floorDisplay: number };

const notificationsOf = async (token: string) =>
  (await callApi('GET', 'notifications', { token })).json.data.items as {
    type: string;
    body: string;
    programId: number | null;
    fromName: string;
    notice?: unknown;
    read: boolean;
  }[];

beforeAll(async () => {
  [planner, approver] = await Promise.all([idTokenOf('planner@demo.local'), idTokenOf('approver@demo.local')]);
  ids = await demoCatalogIds(planner);
});

/** A planner's program, submitted: its id, name and version after the submit. */
async function submittedProgram() {
  const name = `Notify ${Math.random().toString(36).slice(2, 8)}`;
  const created = await callApi('POST', 'programs', {
    token: planner,
    body: {
      name,
      description: 'Tell people',
      retailerId: 1,
      fiscalYear: 2026,
      programStartDate: '2026-03-01',
      programEndDate: '2026-05-31',
      accountLocations: ['FM-001'],
      fundingSources: [{ brandId: ids.fizzly, atlTarget: 100000, btlTarget: 100000 }],
    },
  });
  const id = created.json.data.program.id as number;
  expect(
    (
      await callApi('POST', 'programtactics', {
        token: planner,
        body: { programId: id, version: 1, tacticId: ids.floorDisplay, orderQuantity: 2 },
      })
    ).status,
  ).toBe(200);
  const version = await completeDelivery(planner, id);
  const submitted = await callApi('POST', `programs/${id}/submit`, { token: planner, body: { version } });
  expect(submitted.status).toBe(200);
  return { id, name, version: version + 1 };
}

describe('program transitions notify the people they concern', () => {
  it('submit tells the approvers in the app and by e-mail, not the submitter', async () => {
    const program = await submittedProgram();
    const note = (await notificationsOf(approver)).find((n) => n.programId === program.id);
    expect(note).toMatchObject({ type: 'Action Required', fromName: 'planner@demo.local', read: false });
    expect(note!.body).toContain(`planner@demo.local submitted the program ${program.name} for approval.`);
    // What it says, for the web to word in the reader's language.
    expect(note!.notice).toEqual({ code: 'programSubmitted', name: program.name, by: 'planner@demo.local' });
    // Each approver gets a mail of their own (the admin approves too); the planner who submitted gets none.
    // The in-app items are put with the submit; the mails come through the bulk mail queue a moment later.
    const mails = await mailsWithSubject(`Action Required: ${program.name} awaits your approval`, (arrived) =>
      ['approver@demo.local', 'admin@demo.local'].every((to) => arrived.some((m) => m.destination.to[0] === to)),
    );
    expect(mails.map((m) => m.destination.to[0])).toEqual(
      expect.arrayContaining(['approver@demo.local', 'admin@demo.local']),
    );
    expect(mails.map((m) => m.destination.to[0])).not.toContain('planner@demo.local');
    const approverMail = mails.find((m) => m.destination.to[0] === 'approver@demo.local');
    expect(approverMail?.body.html).toContain(`#/programdetails/${program.id}`);
    // A reader of the text part can follow the link too.
    expect(approverMail?.body.text).toMatch(
      new RegExp(`Open it in the planner \\(http\\S+#/programdetails/${program.id}\\)`),
    );
    expect((await notificationsOf(planner)).some((n) => n.programId === program.id)).toBe(false);
  });

  it('approve tells the planner, with the notes', async () => {
    const program = await submittedProgram();
    const approved = await callApi('POST', `programs/${program.id}/approve`, {
      token: approver,
      body: { version: program.version, notes: 'Good to go, ship early.' },
    });
    expect(approved.status).toBe(200);
    const note = (await notificationsOf(planner)).find((n) => n.programId === program.id);
    expect(note).toMatchObject({ type: 'Program Update', fromName: 'approver@demo.local' });
    expect(note!.body).toContain(`approver@demo.local approved the program ${program.name}.`);
    expect(note!.body).toContain('Good to go, ship early.');
    const [mail] = await mailsWithSubject(
      `Program Update: ${program.name} was approved`,
      (arrived) => arrived.length > 0,
    );
    expect(mail?.destination.to).toEqual(['planner@demo.local']);
  });

  it('reject tells the planner, with the reviewer\u2019s notes', async () => {
    const program = await submittedProgram();
    const rejected = await callApi('POST', `programs/${program.id}/reject-program`, {
      token: approver,
      body: { version: program.version, notes: 'Too costly <b>now</b>' },
    });
    expect(rejected.status).toBe(200);
    const note = (await notificationsOf(planner)).find((n) => n.programId === program.id);
    expect(note!.body).toContain(`approver@demo.local rejected the program ${program.name}.`);
    expect(note!.body).toContain('Notes: Too costly &lt;b&gt;now&lt;/b&gt;');
    expect(note!.notice).toEqual({
      code: 'programRejected',
      name: program.name,
      by: 'approver@demo.local',
      notes: 'Too costly <b>now</b>',
    });
    const [mail] = await mailsWithSubject(
      `Program Update: ${program.name} was rejected`,
      (arrived) => arrived.length > 0,
    );
    expect(mail?.destination.to).toEqual(['planner@demo.local']);
    expect(mail?.body.html).toContain('Too costly &lt;b&gt;now&lt;/b&gt;');
    // The text part says what the approver typed, not its HTML escapes.
    expect(mail?.body.text).toContain('Notes: Too costly <b>now</b>');
  });
});
