import { describe, expect, it } from 'vitest';
import { programLabel } from './programLabel';

describe('programLabel', () => {
  it('names a program by its number and name, or its number alone without a name', () => {
    expect(programLabel(12, 'Summer Refresh')).toBe('#12 · Summer Refresh');
    expect(programLabel(12, '')).toBe('#12');
    expect(programLabel(12, null)).toBe('#12');
  });
});
