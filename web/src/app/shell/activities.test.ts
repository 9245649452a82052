import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE } from '../../../../shared/constants';
import { initEveryLanguage } from '../../i18n/translationFolders';
import { plainText } from '../../lib/plainText';
import { messagesOf, tasksOf, unreadCount } from './activities';

const t = ((key: string, values: { name: string }) => `${key}(${values.name})`) as unknown as TFunction;
const note = (over: Partial<Parameters<typeof messagesOf>[1][number]>) => ({
  id: 'n',
  type: 'Program Update',
  body: '<p>approver@demo.local approved the program Summer &amp; Sun.</p>',
  fromName: 'approver@demo.local',
  at: '2026-11-21T10:00:00.000Z',
  read: false,
  programId: 7,
  ...over,
});
const task = (id: number, kind: 'approveProgram' | 'reviseProgram', status: 'URGENT' | 'CRITICAL') =>
  ({
    id: `program.${id}`,
    kind,
    list: 'actionRequired',
    status,
    itemType: 'program',
    itemId: String(id),
    name: `P${id}`,
    stateName: 'Submitted',
    updatedAt: '2026-11-22T10:00:00.000Z',
    link: `/programdetails/${id}`,
  }) as Parameters<typeof tasksOf>[1][number];

describe('the activity dropdown', () => {
  beforeAll(initEveryLanguage);

  it('shows notifications about programs as messages, with a status from their type and a link to the program', async () => {
    const messages = messagesOf(i18next.t, [
      note({ id: 'a' }),
      note({ id: 'b', type: 'Action Required', programId: 8 }),
      note({ id: 'c', type: 'Reminder', programId: null }),
    ]);
    expect(messages.map((m) => [m.id, m.status, m.link])).toEqual([
      ['a', 'PRIMARY', '/programdetails/7'],
      ['b', 'URGENT', '/programdetails/8'],
    ]);
    expect(messages[0].title).toBe('Program Update: approver@demo.local approved the program Summer & Sun.');
    // Its type in the reader's words, never as the server stores it.
    await i18next.changeLanguage('fr');
    expect(messagesOf(i18next.t, [note({ type: 'Action Required' })])[0].title).toMatch(/^Action requise: /);
    await i18next.changeLanguage(DEFAULT_LOCALE);
  });

  it("words a notice the server wrote in the reader's language; a user's message stays as its author wrote it", async () => {
    const approved = note({
      notice: { code: 'programApproved', name: 'Summer & Sun', by: 'approver@demo.local', notes: 'Fine <b>now</b>' },
    });
    const message = note({ type: 'General Information', body: '<p>Please check the <b>flyer</b>.</p>' });
    await i18next.changeLanguage('fr');
    expect(messagesOf(i18next.t, [approved, message]).map((m) => m.title)).toEqual([
      'Mise à jour du programme: approver@demo.local a approuvé le programme Summer & Sun. Notes : Fine <b>now</b>',
      'Information générale: Please check the flyer.',
    ]);
    await i18next.changeLanguage(DEFAULT_LOCALE);
  });

  it("opens a communication request's notice on the request, not on its program", () => {
    const [message] = messagesOf(i18next.t, [note({ id: 'r', type: 'Action Requested', requestId: 4 })]);
    expect(message.link).toBe('/communicationrequest/4');
  });

  it('counts each unread item once on the bell: unread notifications and tasks, never the read messages', () => {
    const tasks = tasksOf(t, [task(3, 'reviseProgram', 'CRITICAL')]);
    expect(unreadCount(2, tasks)).toBe(3);
    expect(unreadCount(0, [])).toBe(0);
    expect(unreadCount(undefined, undefined)).toBe(0);
  });

  it("shows the server's tasks in its order, each titled by its kind, with its spec status, time and link", () => {
    const tasks = tasksOf(t, [task(3, 'reviseProgram', 'CRITICAL'), task(1, 'approveProgram', 'URGENT')]);
    expect(tasks.map((item) => [item.title, item.status, item.link, item.time])).toEqual([
      ['shell.activity.task.reviseProgram(P3)', 'CRITICAL', '/programdetails/3', '2026-11-22T10:00:00.000Z'],
      ['shell.activity.task.approveProgram(P1)', 'URGENT', '/programdetails/1', '2026-11-22T10:00:00.000Z'],
    ]);
  });

  it('reads a body as one line of text', () => {
    expect(plainText('<p>a &lt;b&gt;</p><p>Notes:  c</p>')).toBe('a <b> Notes: c');
  });
});
