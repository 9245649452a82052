import { beforeAll, describe, expect, it } from 'vitest';
import { knownClaims } from '../../shared/claims';
import { programServerMessages } from '../../shared/programs/messages';
import { completeDelivery } from '../support/delivery';
import { demoCatalogIds } from '../support/catalog';
import { mailbox, mailsWithSubject } from '../support/mailbox';
import { callApi, idTokenOf, newUserWithRole } from '../support/session';

/** The Approvers modal's server side: who may be chosen, and only the chosen approvers are told of the submit. */
let admin: string;
let planner: string;
let ids: { fizzly: number; floorDisplay: number };
interface Person {
  token: string;
  subject: string;
  email: string;
}
let chosen: Person;
let other: Person;
let viewer: Person;

const notificationsOf = async (token: string) =>
  (await callApi('GET', 'notifications', { token })).json.data.items as { programId: number | null }[];

/** A user of a role of its own, with who they are read from their token. */
async function person(claims: { resource: string; operation: string }[]): Promise<Person> {
  const token = await newUserWithRole(admin, claims, [], false);
  const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as {
    sub: string;
    email: string;
  };
  return { token, subject: payload.sub, email: payload.email };
}

beforeAll(async () => {
  [admin, planner] = await Promise.all([idTokenOf('admin@demo.local'), idTokenOf('planner@demo.local')]);
  ids = await demoCatalogIds(planner);
  const approving = [knownClaims.approveProgram, knownClaims.viewPrograms];
  chosen = await person(approving);
  other = await person(approving);
  viewer = await person([knownClaims.viewPrograms]);
});

/** A planner's program ready to submit: its id, name and version. */
async function readyProgram() {
  const name = `Approvers ${Math.random().toString(36).slice(2, 8)}`;
  const created = await callApi('POST', 'programs', {
    token: planner,
    body: {
      name,
      description: 'Ask someone',
      retailerId: 1,
      fiscalYear: 2026,
      programStartDate: '2026-03-01',
      programEndDate: '2026-05-31',
      accountLocations: ['FM-001'],
      fundingSources: [{ brandId: ids.fizzly, atlTarget: 100000, btlTarget: 100000 }],
    },
  });
  const id = created.json.data.program.id as number;
  const tactic = await callApi('POST', 'programtactics', {
    token: planner,
    body: { programId: id, version: 1, tacticId: ids.floorDisplay, orderQuantity: 2 },
  });
  expect(tactic.status, tactic.text).toBe(200);
  return { id, name, version: await completeDelivery(planner, id) };
}

describe('submit with chosen approvers', () => {
  it('the typeahead finds the users who may approve, by e-mail, and not the others', async () => {
    const program = await readyProgram();
    const found = async (search: string) =>
      (await callApi('GET', `programs/${program.id}/approvers`, { token: planner, query: { search } })).json.data as {
        id: string;
        email: string;
      }[];
    expect((await found(chosen.email)).map((u) => u.id)).toEqual([chosen.subject]);
    expect(await found(viewer.email)).toEqual([]);
    // The planner may not approve their own program, so they are not offered.
    expect((await found('planner@demo.local')).length).toBe(0);
  });

  it('refuses a chosen user who may not approve, with a clear message, and submits nothing', async () => {
    const program = await readyProgram();
    const refused = await callApi('POST', `programs/${program.id}/submit`, {
      token: planner,
      body: { version: program.version, approvers: [chosen.subject, viewer.subject] },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error.approvers).toEqual([programServerMessages.notAnApprover]);
    const read = await callApi('GET', `programs/${program.id}`, { token: planner });
    expect(read.json.data.program.statusId).toBe(10);
  });

  it('tells only the chosen approver, in the app and by e-mail', async () => {
    const program = await readyProgram();
    const submitted = await callApi('POST', `programs/${program.id}/submit`, {
      token: planner,
      body: { version: program.version, approvers: [chosen.subject] },
    });
    expect(submitted.status, submitted.text).toBe(200);
    expect((await notificationsOf(chosen.token)).some((n) => n.programId === program.id)).toBe(true);
    expect((await notificationsOf(other.token)).some((n) => n.programId === program.id)).toBe(false);
    const subject = `Action Required: ${program.name} awaits your approval`;
    await mailsWithSubject(subject, (arrived) => arrived.some((m) => m.destination.to[0] === chosen.email));
    // A send's messages go out together: by the time the chosen approver's mail is in, no other approver's is.
    const mails = (await mailbox()).filter((m) => m.subject === subject);
    expect(mails.map((m) => m.destination.to[0])).toEqual([chosen.email]);
  });

  it('without a choice tells every approver, as before', async () => {
    const program = await readyProgram();
    const submitted = await callApi('POST', `programs/${program.id}/submit`, {
      token: planner,
      body: { version: program.version },
    });
    expect(submitted.status, submitted.text).toBe(200);
    const to = (
      await mailsWithSubject(
        `Action Required: ${program.name} awaits your approval`,
        (arrived) => arrived.length > 1 && arrived.some((m) => m.destination.to[0] === 'approver@demo.local'),
      )
    ).map((m) => m.destination.to[0]);
    // Every approver (at most 50 of them, the shared stack holds many): more than one, the demo's among them.
    expect(to).toContain('approver@demo.local');
    expect(to.length).toBeGreaterThan(1);
  });
});
