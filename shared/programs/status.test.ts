import { describe, expect, it } from 'vitest';
import { fundingEditableStatuses, programStatus, transitionRefusal, transitions } from './status';

describe('the program status model', () => {
  it('starts new programs at 10 and lets funding be edited only at 10 and 80', () => {
    expect(programStatus.new).toBe(10);
    expect([...fundingEditableStatuses]).toEqual([10, 80]);
  });

  it('takes a program from new through submitted to approved', () => {
    expect(transitionRefusal('submit', programStatus.new)).toBeNull();
    expect(transitions.submit.to).toBe(programStatus.submitted);
    expect(transitionRefusal('approve', programStatus.submitted)).toBeNull();
    expect(transitions.approve.to).toBe(programStatus.approved);
  });

  it('refuses to approve a program that was not submitted, and says why', () => {
    expect(transitionRefusal('approve', programStatus.new)).toBe(
      'A new program cannot be approved. Only programs that are Submitted can.',
    );
    expect(transitionRefusal('approve', programStatus.approved)).toBe(
      'An approved program cannot be approved. Only programs that are Submitted can.',
    );
  });

  it('reopens an approved or rejected program for planning through revise', () => {
    expect(transitionRefusal('revise', programStatus.approved)).toBeNull();
    expect(transitions.revise.to).toBe(programStatus.revised);
    expect(transitionRefusal('submit', programStatus.revised)).toBeNull();
  });

  it('asks for notes only to reject', () => {
    expect(
      Object.entries(transitions)
        .filter(([, t]) => t.needsNotes)
        .map(([a]) => a),
    ).toEqual(['reject']);
  });

  it('deletes only new programs', () => {
    expect(transitionRefusal('delete', programStatus.submitted)).not.toBeNull();
    expect(transitionRefusal('delete', programStatus.new)).toBeNull();
  });
});
