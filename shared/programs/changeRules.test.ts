import { describe, expect, it } from 'vitest';
import { allowedStatuses, changeRefusal, changeRules, selfReviewRefusal, type ProgramChange } from './changeRules';
import { programGuardMessages, programServerMessages } from './messages';
import { programStatus, programStatusNames, type ProgramStatusId } from './status';

const everyStatus = Object.keys(programStatusNames).map(Number) as ProgramStatusId[];
const everyChange = Object.keys(changeRules) as ProgramChange[];

describe('which change a program status allows', () => {
  it('lets a program being planned (new, rejected, revised) change in every way', () => {
    for (const status of [programStatus.new, programStatus.revised])
      for (const change of everyChange) expect(changeRefusal(change, status), `${change} at ${status}`).toBeNull();
    for (const change of everyChange.filter((c) => c !== 'funding'))
      expect(changeRefusal(change, programStatus.rejected), change).toBeNull();
  });

  it('refuses every change but a rescheduled delivery, promo reviews and archiving on an approved program, and says why', () => {
    const allowed = everyChange.filter((change) => changeRefusal(change, programStatus.approved) === null);
    expect(allowed.sort()).toEqual(['archive', 'deliveryDate', 'promoReview']);
    expect(changeRefusal('delivery', programStatus.approved)).toBe(
      'The delivery information of an approved program cannot be changed. Only programs that are New, Rejected, Revised can.',
    );
    expect(changeRefusal('componentFiles', programStatus.approved)).toBe(
      'The component files of an approved program cannot be changed. Only programs that are New, Rejected, Revised can.',
    );
    expect(changeRefusal('promoRequest', programStatus.submitted)).toBe(
      'The promo code requests of a submitted program cannot be changed. Only programs that are New, Rejected, Revised can.',
    );
  });

  it('keeps the funding text the web shows beside the funding editor', () => {
    expect(changeRefusal('funding', programStatus.approved)).toBe(programServerMessages.fundingNotEditable);
    expect(changeRefusal('funding', programStatus.rejected)).toBe(programServerMessages.fundingNotEditable);
  });

  it('lets only internal users move the delivery date of an approved program', () => {
    expect(changeRefusal('deliveryDate', programStatus.approved)).toBeNull();
    expect(changeRefusal('deliveryDate', programStatus.approved, { retailerSide: true })).toBe(
      programGuardMessages.retailerSideDateMove,
    );
    expect(changeRefusal('deliveryDate', programStatus.new, { retailerSide: true })).toBeNull();
    expect(allowedStatuses('deliveryDate', { retailerSide: true })).not.toContain(programStatus.approved);
  });

  it('allows nothing but archiving on a program that ended (cancelled, closed, deactivated), nothing once deleted', () => {
    for (const status of [
      programStatus.cancelled,
      programStatus.closed,
      programStatus.deactivated,
      programStatus.deleted,
    ]) {
      for (const change of everyChange) {
        if (change === 'archive' && status !== programStatus.deleted) continue;
        expect(changeRefusal(change, status), `${change} at ${status}`).not.toBeNull();
      }
    }
  });

  it('lets the account team archive any program not waiting for a decision, never a retailer-side user', () => {
    expect(changeRefusal('archive', programStatus.closed)).toBeNull();
    expect(changeRefusal('archive', programStatus.submitted)).not.toBeNull();
    expect(changeRefusal('archive', programStatus.new, { retailerSide: true })).toBe(
      'Only your account team can archive programs.',
    );
  });

  it('names every status it is asked about', () => {
    for (const status of everyStatus)
      for (const change of everyChange) expect(changeRefusal(change, status) ?? '').not.toMatch(/undefined/);
  });
});

describe('four-eyes', () => {
  const refusal = programGuardMessages.selfReviewProgram;
  it('refuses a reviewer who created or submitted the work', () => {
    expect(selfReviewRefusal('u1', ['u1', 'u2'], refusal, false)).toBe(refusal);
    expect(selfReviewRefusal('u2', ['u1', 'u2'], refusal, false)).toBe(refusal);
  });
  it('lets someone else review, and ignores unknown participants', () => {
    expect(selfReviewRefusal('u3', ['u1', null, undefined], refusal, false)).toBeNull();
  });
  it('lets the site turn it off', () => {
    expect(selfReviewRefusal('u1', ['u1'], refusal, true)).toBeNull();
  });
});
