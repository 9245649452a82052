import { describe, expect, it } from 'vitest';
import { knownClaims, type Claim } from '../claims';
import { contactFieldsSchema, mayDecide, profileFieldsSchema, profileNotices, profileVersionWorkflow } from './profile';

const valid = {
  bannerNames: ['Fresh Market'],
  storeCount: 140,
  regions: ['Texas'],
  formats: ['Supermarket'],
  keyDates: [{ label: 'Spring reset', date: '2027-03-01' }],
  planogramNotes: '',
  brandGuidelinesUrl: 'https://example.com/guide',
};
const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('the retailer profile fields', () => {
  it('accept a complete profile and fill the lists left out', () => {
    expect(profileFieldsSchema.safeParse(valid).success).toBe(true);
    const minimal = profileFieldsSchema.parse({ bannerNames: ['QuickStop'], storeCount: 0 });
    expect(minimal).toMatchObject({ regions: [], formats: [], keyDates: [], brandGuidelinesUrl: '' });
  });

  it('refuse a profile without a banner, a bad store count, a link that is not a web address, a nameless or impossible key date', () => {
    const result = profileFieldsSchema.safeParse({
      ...valid,
      bannerNames: [],
      storeCount: 2.5,
      brandGuidelinesUrl: 'guide',
      keyDates: [{ label: ' ', date: '2027-02-30' }],
    });
    expect(messagesOf(result)).toEqual(
      expect.arrayContaining([
        profileNotices.bannerRequired,
        profileNotices.storeCountInvalid,
        profileNotices.linkInvalid,
        profileNotices.keyDateLabelRequired,
        'Invalid date format',
      ]),
    );
    expect(messagesOf(profileFieldsSchema.safeParse({ ...valid, formats: ['Bazaar'] })).length).toBe(1);
  });
});

describe('an owner/resident contact', () => {
  it('needs a kind, a name and a valid e-mail; a phone holds digits and separators only', () => {
    expect(contactFieldsSchema.safeParse({ kind: 'owner', name: 'Dana', email: 'dana@example.com' }).success).toBe(
      true,
    );
    const result = contactFieldsSchema.safeParse({ kind: 'boss', name: '', email: 'dana', phone: 'call me' });
    expect(messagesOf(result)).toEqual([
      profileNotices.kindRequired,
      profileNotices.nameRequired,
      profileNotices.emailInvalid,
      profileNotices.phoneInvalid,
    ]);
  });
});

describe('the profile version approval flow', () => {
  const holds = (claims: Claim[]) => (claim: Claim) =>
    claims.some((c) => c.resource === claim.resource && c.operation === claim.operation);
  const editor = holds([knownClaims.editRetailerProfile]);
  const approver = holds([knownClaims.editRetailerProfile, knownClaims.approveRetailerProfile]);

  it('lets an editor send a draft or a rejected version to approval, with the spec confirmation', () => {
    expect(profileVersionWorkflow.allowedActions('draft', editor)).toEqual(['RequestApproval']);
    expect(profileVersionWorkflow.allowedActions('rejected', editor)).toEqual(['RequestApproval']);
    expect(profileVersionWorkflow.allowedActions('awaitingApproval', editor)).toEqual([]);
    expect(profileVersionWorkflow.transitions.RequestApproval.confirm).toBe(
      'Are you sure you want to send this to approval?',
    );
  });

  it('lets an approver approve or reject (with notes) only a version awaiting approval', () => {
    expect(profileVersionWorkflow.allowedActions('awaitingApproval', approver)).toEqual(['Approve', 'Reject']);
    expect(profileVersionWorkflow.transitions.Reject.needsNotes).toBe(true);
    expect(profileVersionWorkflow.refusalOf('Approve', 'approved')).toBe(
      'An approved profile version cannot be approved.',
    );
    expect(profileVersionWorkflow.refusalOf('Approve', 'draft')).toBe('A draft profile version cannot be approved.');
  });

  it('keeps whoever sent a version to approval from deciding it', () => {
    expect(mayDecide('Approve', 'sub-1', 'sub-1')).toBe(false);
    expect(mayDecide('Reject', 'sub-1', 'sub-2')).toBe(true);
    expect(mayDecide('RequestApproval', 'sub-1', 'sub-1')).toBe(true);
  });
});
