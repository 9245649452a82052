import { describe, expect, it } from 'vitest';
import { fieldAssignments } from './updateExpression';

describe('fieldAssignments', () => {
  it('writes each field through placeholders, so reserved words such as name and status can be set', () => {
    expect(fieldAssignments({ name: 'Spring', status: 'open' })).toEqual({
      set: ['#f0 = :f0', '#f1 = :f1'],
      names: { '#f0': 'name', '#f1': 'status' },
      values: { ':f0': 'Spring', ':f1': 'open' },
    });
  });

  it('clears a field left undefined (written as null) instead of leaving its placeholder unbound', () => {
    expect(fieldAssignments({ deliveryNotes: undefined, budget: 0 }).values).toEqual({ ':f0': null, ':f1': 0 });
  });

  it('names nothing when there is nothing to write, as DynamoDB refuses empty attribute names', () => {
    expect(fieldAssignments({})).toEqual({ set: [], names: undefined, values: {} });
  });
});
