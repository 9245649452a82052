import { describe, expect, it } from 'vitest';
import { knownClaims } from '../claims';
import { validationMessages } from '../messages';
import {
  canReopen,
  canResolve,
  carriedChecklist,
  communicationRequestWorkflow,
  dueDateRefusal,
  requestDraftErrors,
  requestMessages,
  requestNotices,
} from './requests';

const draft = {
  programId: 7,
  requestName: 'Spring endcap',
  reviewByDate: '2026-12-01',
  dueDate: '2026-12-10',
  reasonForReviewIds: [1],
  relatedTacticIds: ['7-1'],
  contacts: [{ email: 'reviewer@example.com' }],
  message: 'Please review',
};

describe('the create form rules', () => {
  it('passes a complete draft', () => {
    expect(requestDraftErrors(draft, { reasons: 6, tactics: 2 }, '2026-11-25')).toEqual({});
  });

  it('wants the Review By Date on or before the Asset Due Date, and not before today', () => {
    const rules = { reasons: 6, tactics: 2 };
    expect(requestDraftErrors({ ...draft, reviewByDate: '2027-01-03' }, rules, '2026-11-25')).toEqual({
      reviewByDate: [requestNotices.reviewByAfterDue],
    });
    expect(requestDraftErrors({ ...draft, reviewByDate: '2020-01-01' }, rules, '2026-11-25')).toEqual({
      reviewByDate: [requestNotices.reviewByInPast],
    });
    expect(requestDraftErrors({ ...draft, reviewByDate: '2026-12-10' }, rules, '2026-11-25')).toEqual({});
  });

  it('says a typed date that is no date is one, instead of comparing its text with today or the other date', () => {
    const rules = { reasons: 6, tactics: 2 };
    // '13/45/2026' read as text came before today ('cannot be before today'); 'soon' after the due date.
    expect(requestDraftErrors({ ...draft, reviewByDate: '13/45/2026' }, rules, '2026-11-25')).toEqual({
      reviewByDate: [validationMessages.invalidDate],
    });
    expect(requestDraftErrors({ ...draft, reviewByDate: 'soon' }, rules, '2026-11-25')).toEqual({
      reviewByDate: [validationMessages.invalidDate],
    });
    expect(requestDraftErrors({ ...draft, dueDate: '02/30/2027' }, rules, '2026-11-25')).toEqual({
      dueDate: [validationMessages.invalidDate],
    });
  });

  it("words each missing field with the spec's text", () => {
    const errors = requestDraftErrors(
      {
        ...draft,
        programId: null,
        reviewByDate: null,
        dueDate: null,
        reasonForReviewIds: [],
        relatedTacticIds: [],
        contacts: [],
        message: ' ',
      },
      { reasons: 6, tactics: 2 },
      '2026-11-25',
    );
    expect(errors).toEqual({
      programId: [requestMessages.programRequired],
      reviewByDate: [requestMessages.reviewByRequired],
      dueDate: [requestMessages.assetDueRequired],
      reasonForReviewIds: [requestMessages.reasonRequired],
      relatedTacticIds: [requestMessages.tacticsRequired],
      contactIds: [requestMessages.toInvalid],
      message: [requestMessages.messageRequired],
    });
  });

  it('requires tactics only when the program offers some, and limits the message to 2,000 characters', () => {
    const errors = requestDraftErrors(
      { ...draft, relatedTacticIds: [], message: 'x'.repeat(2001) },
      { reasons: 6, tactics: 0 },
      '2026-11-25',
    );
    expect(errors).toEqual({ message: [requestMessages.messageTooLong] });
    expect(
      requestDraftErrors({ ...draft, message: 'x'.repeat(2000) }, { reasons: 6, tactics: 1 }, '2026-11-25'),
    ).toEqual({});
  });

  it('refuses a due date before today; the server allows a day for time zones', () => {
    expect(dueDateRefusal('2026-11-24', '2026-11-25')).toBe(requestNotices.dueDateInPast);
    expect(dueDateRefusal('2026-11-24', '2026-11-25', { server: true })).toBeNull();
    expect(dueDateRefusal('2026-11-23', '2026-11-25', { server: true })).toBe(requestNotices.dueDateInPast);
  });
});

describe('the status', () => {
  it('offers Mark As Resolved unless resolved or approved, Re-Open only when approved (case-insensitive)', () => {
    expect([canResolve('Open'), canResolve('APPROVED'), canResolve('resolved')]).toEqual([true, false, false]);
    expect([canReopen('Approved'), canReopen('Open'), canReopen('Resolved')]).toEqual([true, false, false]);
  });

  it('is declared with the workflow kit, with the spec prompts', () => {
    const holds = () => true;
    expect(communicationRequestWorkflow.allowedActions('open', holds)).toEqual(['Resolved']);
    expect(communicationRequestWorkflow.allowedActions('approved', holds)).toEqual(['Reopen']);
    expect(communicationRequestWorkflow.transitions.Resolved.confirm).toBe(
      'Are you sure you want mark this request as approved?',
    );
    expect(communicationRequestWorkflow.transitions.Reopen.claim).toEqual(knownClaims.viewPrograms);
    expect(communicationRequestWorkflow.refusalOf('Reopen', 'open')).toBe(
      'An open communication request cannot be reopened.',
    );
  });
});

describe('the carry-over rule', () => {
  it("carries version N's thread openers and N's unticked checklist lines to N+1, not replies nor the request message", () => {
    const lines = carriedChecklist(
      2,
      [
        { requestMessageId: 10, parentId: null },
        { requestMessageId: 11, parentId: 10 },
        { requestMessageId: 12, parentId: null, isRequestMessage: true },
      ],
      [
        { requestMessageId: 3, fromVersionId: 1, done: true },
        { requestMessageId: 4, fromVersionId: 1, done: false },
      ],
    );
    expect(lines).toEqual([
      { requestMessageId: 4, fromVersionId: 1, done: false },
      { requestMessageId: 10, fromVersionId: 2, done: false },
    ]);
  });
});
