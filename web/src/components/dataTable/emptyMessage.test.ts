import { describe, expect, it } from 'vitest';
import { emptyListText, emptyReason } from './emptyMessage';

const t = (key: string) => `[${key}]`;

describe('the text of an empty list', () => {
  it('says nothing matches while a search or a filter narrows the list', () => {
    expect(emptyReason('zzz')).toBe('noMatch');
    expect(emptyReason('', true)).toBe('noFilterMatch');
    expect(emptyReason('zzz', true)).toBe('noFilterMatch');
    expect(emptyListText(t, 'zzz', { empty: 'No contacts yet.' })).toBe('[widgets.table.noMatch]');
    expect(emptyListText(t, '', { filtered: true, empty: 'No contacts yet.' })).toBe('[widgets.table.noFilterMatch]');
  });

  it("keeps the list's own text (or the shared one) for a list with nothing in it", () => {
    expect(emptyReason('   ')).toBe('empty');
    expect(emptyListText(t, '  ', { empty: 'No contacts yet.' })).toBe('No contacts yet.');
    expect(emptyListText(t, '')).toBe('[widgets.table.empty]');
  });
});
