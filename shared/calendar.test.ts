import { describe, expect, it } from 'vitest';
import { layoutTimeline } from './calendar';

const event = (id: number, beginDate: string, endDate: string) => ({ id, title: `P${id}`, beginDate, endDate });

describe('the program timeline', () => {
  it('puts events that overlap in different rows and reuses a row once it is free', () => {
    const laid = layoutTimeline(
      [
        event(1, '2026-03-01', '2026-03-10'),
        event(2, '2026-03-05', '2026-03-20'),
        event(3, '2026-03-11', '2026-03-31'),
      ],
      '2026-03-01',
      '2026-03-31',
    );
    expect(laid.map((e) => [e.id, e.row])).toEqual([
      [1, 0],
      [2, 1],
      [3, 0],
    ]);
  });

  it('never lets two events of one row overlap', () => {
    const events = Array.from({ length: 40 }, (_, i) =>
      event(
        i,
        `2026-01-${String(1 + (i % 28)).padStart(2, '0')}`,
        `2026-02-${String(1 + ((i * 7) % 28)).padStart(2, '0')}`,
      ),
    );
    const laid = layoutTimeline(events, '2026-01-01', '2026-02-28');
    for (const a of laid) {
      for (const b of laid) {
        if (a === b || a.row !== b.row) continue;
        expect(a.left + a.width <= b.left + 1e-9 || b.left + b.width <= a.left + 1e-9).toBe(true);
      }
    }
  });

  it('clips events to the visible range, in percent, and marks those running past it', () => {
    const [clipped] = layoutTimeline([event(1, '2026-02-20', '2026-04-10')], '2026-03-01', '2026-03-31');
    expect(clipped).toMatchObject({ left: 0, width: 100, isLastDay: true });
    const [inside] = layoutTimeline([event(2, '2026-03-01', '2026-03-31')], '2026-03-01', '2026-03-31');
    expect(inside).toMatchObject({ left: 0, width: 100, isLastDay: false });
  });

  it('leaves out events outside the range', () => {
    expect(layoutTimeline([event(1, '2026-01-01', '2026-01-31')], '2026-03-01', '2026-03-31')).toEqual([]);
  });
});
