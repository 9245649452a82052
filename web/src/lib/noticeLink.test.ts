import { describe, expect, it } from 'vitest';
import { noticeTarget } from './noticeLink';

describe('where a notice leads', () => {
  it('opens the communication request a notice concerns, not its program', () => {
    expect(noticeTarget({ programId: 12, requestId: 3 })).toEqual({
      kind: 'request',
      id: 3,
      code: 'CR-000003',
      to: '/communicationrequest/3',
    });
  });

  it("opens a program's notice on the program", () => {
    expect(noticeTarget({ programId: 12, requestId: null })).toEqual({
      kind: 'program',
      id: 12,
      code: '#12',
      to: '/programdetails/12',
    });
    expect(noticeTarget({ programId: 12 })?.to).toBe('/programdetails/12');
  });

  it('leads nowhere when the notice concerns neither', () => {
    expect(noticeTarget({ programId: null, requestId: null })).toBeNull();
  });
});
