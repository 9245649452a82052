import { describe, expect, it } from 'vitest';
import { parseGroups } from './identity';

describe('roles from cognito:groups', () => {
  it('reads the list API Gateway flattens into "[a b]"', () => {
    expect(parseGroups('[admin planner]')).toEqual(['admin', 'planner']);
  });
  it('reads a real array and a single group', () => {
    expect(parseGroups(['approver'])).toEqual(['approver']);
    expect(parseGroups('[retailer]')).toEqual(['retailer']);
  });
  it('gives no roles for a missing or empty claim', () => {
    expect(parseGroups(undefined)).toEqual([]);
    expect(parseGroups('')).toEqual([]);
    expect(parseGroups('[]')).toEqual([]);
  });
});
