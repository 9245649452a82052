import { describe, expect, it } from 'vitest';
import { searchFold, searchMatcher, searchTermFolded } from './search';

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

describe('the folding of stored search texts and of the term compared with them', () => {
  it('writes a text lower case without accents, and folds the term the same way', () => {
    expect(searchFold('Café Crème')).toBe('cafe creme');
    expect(searchFold('Ömega ÇA Ñandú')).toBe('omega ca nandu');
    expect(searchTermFolded('  CAFÉ crème ')).toBe('cafe creme');
    expect(searchTermFolded('cafe creme')).toBe('cafe creme');
    expect(searchFold('Café Crème Pop-up').includes(searchTermFolded('cafe creme')!)).toBe(true);
  });

  it('answers no term for a blank search', () => {
    expect(searchTermFolded(undefined)).toBeUndefined();
    expect(searchTermFolded('   ')).toBeUndefined();
  });

  it('folds a text stored before (lower case with its accents) to what folding its source gives (the backfill)', () => {
    for (const source of ['Café Crème', 'İstanbul Dépôt', 'Ömega café sign', 'Straße Ærø'])
      expect(searchFold(source.toLowerCase())).toBe(searchFold(source));
  });
});
