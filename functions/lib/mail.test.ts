import { describe, expect, it } from 'vitest';
import { subjectLine } from './mail';

describe('a mail subject', () => {
  it('is one line: each line break, with the spaces around it, becomes one space', () => {
    expect(subjectLine('Artwork <b>v2</b>\r\nBcc: someone@example.com')).toBe(
      'Artwork <b>v2</b> Bcc: someone@example.com',
    );
    expect(subjectLine('  Summer \n\n  Refresh  ')).toBe('Summer Refresh');
    expect(subjectLine('Summer Refresh at Fresh Market')).toBe('Summer Refresh at Fresh Market');
  });
});
