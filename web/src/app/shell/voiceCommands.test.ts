import { describe, expect, it } from 'vitest';
import { matchVoiceCommand, normalizePhrase, restartDelay, similarity, type VoiceMenuEntry } from './voiceCommands';

const entries: VoiceMenuEntry[] = [
  { names: ['Home'], path: '/home' },
  { names: ['My Campaigns'], path: '/mycampaigns' },
  { names: ['Program Status'], path: '/program-status' },
  { names: ['Brands Summary'], path: '/brandssummary' },
  { names: ['Retailer Summary'], path: '/retailersummary' },
  { names: ['Expense Management'], path: '/expensemangement/po' },
  { names: ['Messages'], path: '/messages' },
  { names: ['Utilisateurs', 'Users'], path: '/admin/users' },
];

const match = (...alternatives: string[]) => matchVoiceCommand(alternatives, entries);

describe('voice commands', () => {
  it("navigates to a menu entry said by its name, with or without 'go to' or 'open'", () => {
    expect(match('program status')).toEqual({ kind: 'navigate', path: '/program-status', name: 'Program Status' });
    expect(match('go to program status')).toMatchObject({ path: '/program-status' });
    expect(match('Open brands summary.')).toMatchObject({ path: '/brandssummary' });
    expect(match('show me the retailer summary page')).toMatchObject({ path: '/retailersummary' });
    expect(match('navigate to my campaigns')).toMatchObject({ path: '/mycampaigns' });
  });

  it('forgives a plural or a misheard letter, but never picks a page for another phrase', () => {
    expect(match('brand summary')).toMatchObject({ path: '/brandssummary' });
    expect(match('program statuses')).toMatchObject({ path: '/program-status' });
    expect(match('expense managment')).toMatchObject({ path: '/expensemangement/po' });
    expect(match('purple elephants dancing')).toBeNull();
    expect(match('')).toBeNull();
  });

  it('takes the best of the alternatives the browser heard', () => {
    expect(match('pro gram stay to us', 'program status')).toMatchObject({ path: '/program-status' });
    expect(match('banana', 'brands summery')).toMatchObject({ path: '/brandssummary' });
  });

  it('knows a menu entry by its written English name when the menu shows it translated', () => {
    expect(match('go to users')).toMatchObject({ path: '/admin/users', name: 'Utilisateurs' });
  });

  it('opens search, signs out, scrolls, shows the help and turns voice off', () => {
    expect(match('open search')).toEqual({ kind: 'search', query: '' });
    expect(match('search for summer refresh')).toEqual({ kind: 'search', query: 'summer refresh' });
    expect(match('sign out')).toEqual({ kind: 'signOut' });
    expect(match('log out')).toEqual({ kind: 'signOut' });
    expect(match('scroll down')).toEqual({ kind: 'scroll', direction: 'down' });
    expect(match('Scroll up!')).toEqual({ kind: 'scroll', direction: 'up' });
    expect(match('help')).toEqual({ kind: 'help' });
    expect(match('stop listening')).toEqual({ kind: 'voiceOff' });
  });

  it('compares texts by their letter pairs', () => {
    expect(similarity('home', 'home')).toBe(1);
    expect(similarity('home', 'zzzz')).toBe(0);
    expect(normalizePhrase('  Go to: Brands-Summary! ')).toBe('go to brands summary');
  });

  it('starts listening again at least a second after the last start', () => {
    expect(restartDelay(10_000, 10_200)).toBe(800);
    expect(restartDelay(10_000, 11_000)).toBe(0);
    expect(restartDelay(10_000, 75_000)).toBe(0);
  });
});
