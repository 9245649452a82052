import { describe, expect, it } from 'vitest';
import { searchMatcher } from './search';

describe('an in-memory search', () => {
  it('finds a text whatever its accents and case', () => {
    expect(searchMatcher('cafe')('Ömega café sign')).toBe(true);
    expect(searchMatcher('OMEGA CAFÉ')('Ömega café sign')).toBe(true);
    expect(searchMatcher('Müller')('Bäckerei Muller')).toBe(true);
  });

  it('looks in every text given, and a blank term matches everything', () => {
    const matches = searchMatcher(' sign ');
    expect(matches('Ömega', null, 'End cap sign')).toBe(true);
    expect(matches('Ömega', undefined)).toBe(false);
    expect(searchMatcher('  ')('anything')).toBe(true);
    expect(searchMatcher(undefined)()).toBe(true);
  });
});
