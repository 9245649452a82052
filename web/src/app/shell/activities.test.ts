import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { messagesOf, plainText, tasksOf } from './activities';

const t = ((key: string, values: { name: string }) => `${key}(${values.name})`) as unknown as TFunction;
const note = (over: Partial<Parameters<typeof messagesOf>[0][number]>) => ({
  id: 'n',
  type: 'Program Update',
  body: '<p>approver@demo.local approved the program Summer &amp; Sun.</p>',
  fromName: 'approver@demo.local',
  at: '2026-11-21T10:00:00.000Z',
  read: false,
  programId: 7,
  ...over,
});
const row = (id: number, statusId: number, updatedAt: string) =>
  ({
    id,
    name: `P${id}`,
    statusId,
    updatedAt,
    statusName: '',
    retailerId: 1,
    retailerName: 'R',
    fiscalYear: 2026,
    programStartDate: null,
    programEndDate: null,
    creatorName: '',
    createdAt: updatedAt,
    campaignThemeId: null,
    campaignThemeName: null,
  }) as Parameters<typeof tasksOf>[1][number];

describe('the activity dropdown', () => {
  it('shows notifications about programs as messages, with a status from their type and a link to the program', () => {
    const messages = messagesOf([
      note({ id: 'a' }),
      note({ id: 'b', type: 'Action Required', programId: 8 }),
      note({ id: 'c', type: 'Reminder', programId: null }),
    ]);
    expect(messages.map((m) => [m.id, m.status, m.link])).toEqual([
      ['a', 'PRIMARY', '/programdetails/7'],
      ['b', 'URGENT', '/programdetails/8'],
    ]);
    expect(messages[0].title).toBe('Program Update: approver@demo.local approved the program Summer & Sun.');
  });

  it("makes tasks of the approver's queue (not their own programs) and of the user's rejected programs, newest first", () => {
    const queue = [row(1, 20, '2026-11-20'), row(2, 20, '2026-11-22')];
    const mine = [row(2, 20, '2026-11-22'), row(3, 40, '2026-11-21'), row(4, 10, '2026-11-23')];
    expect(tasksOf(t, queue, mine).map((task) => [task.title, task.status, task.link])).toEqual([
      ['shell.activity.task.rejected(P3)', 'CRITICAL', '/programdetails/3'],
      ['shell.activity.task.approve(P1)', 'URGENT', '/programdetails/1'],
    ]);
  });

  it('reads a body as one line of text', () => {
    expect(plainText('<p>a &lt;b&gt;</p><p>Notes:  c</p>')).toBe('a <b> Notes: c');
  });
});
