import { describe, expect, it } from 'vitest';
import { statusFilterOf } from './statusFilter';

describe('the status filter in the URL', () => {
  it('reads a listed status and ignores anything else', () => {
    expect(statusFilterOf('20')).toBe(20);
    expect(statusFilterOf('80')).toBe(80);
    expect(statusFilterOf('90')).toBeNull();
    expect(statusFilterOf('abc')).toBeNull();
    expect(statusFilterOf(null)).toBeNull();
  });
});
