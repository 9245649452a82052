import { describe, expect, it } from 'vitest';
import { knownClaims, type Claim } from '../claims';
import { defineWorkflow } from './workflow';

const review = defineWorkflow({
  subject: 'review',
  stateNames: { open: 'Open', approved: 'Approved', resolved: 'Resolved' },
  transitions: {
    approve: { from: ['open'], to: 'approved', claim: knownClaims.approveProgram, done: 'approved', label: 'Approve' },
    reopen: {
      from: ['approved', 'resolved'],
      to: 'open',
      claim: knownClaims.viewPrograms,
      done: 'reopened',
      label: 'Re-Open',
    },
  },
});

describe('a declared workflow', () => {
  it('refuses an action from a state it does not leave from, in words', () => {
    expect(review.refusalOf('approve', 'open')).toBeNull();
    expect(review.refusalOf('approve', 'approved')).toBe('An approved review cannot be approved.');
  });

  it('offers only the actions the state allows and the user holds the claim for, in declared order', () => {
    const holds = (claims: Claim[]) => (c: Claim) => claims.includes(c);
    expect(review.allowedActions('open', holds([knownClaims.approveProgram, knownClaims.viewPrograms]))).toEqual([
      'approve',
    ]);
    expect(review.allowedActions('open', holds([knownClaims.viewPrograms]))).toEqual([]);
    expect(review.allowedActions('resolved', holds([knownClaims.viewPrograms]))).toEqual(['reopen']);
  });
});
