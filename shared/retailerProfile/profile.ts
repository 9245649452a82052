import * as z from '../zod';
import { knownClaims } from '../claims';
import { calendarDate } from '../contract/schemas/common';
import { phoneNumber } from '../contract/schemas/text';
import { inputMessages } from '../messages';
import { defineWorkflow } from '../workflow/workflow';
import { lazySchema } from '../lazySchema';

/**
 * The retailer profile (spec 03: retailer profile, sections 2, 4, 5 and 8): what a retailer's marketing team keeps
 * about it, its versions and their approval, its owner/resident contacts and its document library. The spec gives
 * the confirmations and the approval texts (`profileMessages`, word for word, typos included); the field list is
 * ours (docs/decisions.md, 'Retailer profile'), with its texts in `profileNotices`.
 */
export const profileMessages = {
  formInvalid: 'There are some validation errors.',
  noFilesConfirm: 'You have not upload any files, are you sure you would like to continue?',
  approvalConfirm: 'Are you sure you want to send this to approval?',
  approvalRequested: 'Approval Requested.',
  uploadSuccess: 'File(s) upload success.',
} as const;

/** Ours: the spec does not word these. */
export const profileNotices = {
  bannerRequired: 'At least one banner name is required',
  storeCountInvalid: 'Store count must be a whole number from 0 to 100,000',
  linkInvalid: 'Brand guidelines link must be a web address (https://...)',
  keyDateLabelRequired: 'Each key date needs a name',
  nameRequired: 'Name is required',
  emailInvalid: 'A valid e-mail is required',
  phoneInvalid: inputMessages.phoneInvalid,
  kindRequired: 'Choose Owner or Resident',
  retailerRequired: 'Retailer is required',
  notFound: 'This retailer does not exist, or you cannot see it.',
  versionNotFound: 'This profile version does not exist.',
  notYourDraft: 'Only the person who saved a draft version sends its files again.',
  fileNotExpected: 'This version has no file of that name and size.',
  fileAlreadyReceived: 'This file has already arrived.',
  contactNotFound: 'This contact does not exist any more.',
  documentNotFound: 'This document does not exist any more.',
  rejectNotesRequired: 'Say why the version is rejected.',
  ownApproval: 'A profile version cannot be approved or rejected by the person who sent it to approval.',
  copyTargetsRequired: 'Choose at least one other retailer',
  copyDocumentsRequired: 'Choose at least one document',
  copied: (documents: number, retailers: number) => `${documents} document(s) copied to ${retailers} retailer(s).`,
  saved: 'Profile saved.',
  versionSaved: 'New profile version saved.',
  approved: 'Profile version approved.',
  rejected: 'Profile version rejected.',
} as const;

export const PROFILE_LIST_MAX = 30;
export const PROFILE_TEXT_MAX = 2000;
const PROFILE_MAX_STORES = 100_000;
/** Files one profile version carries. */
export const PROFILE_VERSION_MAX_FILES = 20;
/** Documents one copy moves, and retailers it copies to. */
export const LIBRARY_COPY_MAX = 50;

/** Formats a retailer's stores trade in (a choice list; the profile may hold several). */
export const storeFormats = [
  'Supermarket',
  'Hypermarket',
  'Convenience',
  'Pharmacy',
  'Club / Warehouse',
  'Online',
  'Discount',
] as const;

const listEntry = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/** The profile's fields as saved (`PUT retailers/profile`) and as each version keeps them. */
export const profileFieldsSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    bannerNames: z
      .array(listEntry(100))
      .check(z.minLength(1, profileNotices.bannerRequired), z.maxLength(PROFILE_LIST_MAX)),
    storeCount: z
      .number({ error: profileNotices.storeCountInvalid })
      .check(
        z.int(profileNotices.storeCountInvalid),
        z.gte(0, profileNotices.storeCountInvalid),
        z.lte(PROFILE_MAX_STORES, profileNotices.storeCountInvalid),
      ),
    regions: z._default(z.array(listEntry(100)).check(z.maxLength(PROFILE_LIST_MAX)), []),
    formats: z._default(z.array(z.enum(storeFormats)).check(z.maxLength(storeFormats.length)), []),
    /** The planning calendar: the retailer's key dates (ad breaks, resets, seasonal events). */
    keyDates: z._default(
      z
        .array(
          z.object({
            label: z.string().check(z.trim(), z.minLength(1, profileNotices.keyDateLabelRequired), z.maxLength(100)),
            date: calendarDate(),
          }),
        )
        .check(z.maxLength(PROFILE_LIST_MAX)),
      [],
    ),
    planogramNotes: z._default(z.string().check(z.trim(), z.maxLength(PROFILE_TEXT_MAX)), ''),
    brandGuidelinesUrl: z._default(
      z.string().check(
        z.trim(),
        z.maxLength(500),
        z.refine((v) => v === '' || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(v), profileNotices.linkInvalid),
      ),
      '',
    ),
  }),
);
export type ProfileFields = z.infer<typeof profileFieldsSchema>;

/** A profile never saved reads as this. */
export const emptyProfile = (): ProfileFields => ({
  bannerNames: [],
  storeCount: 0,
  regions: [],
  formats: [],
  keyDates: [],
  planogramNotes: '',
  brandGuidelinesUrl: '',
});

export const contactKinds = ['owner', 'resident'] as const;

/** An owner/resident contact of a retailer: the relationship's owner on the retailer's side, or a resident in store. */
export const contactFieldsSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    kind: z.enum(contactKinds, { error: profileNotices.kindRequired }),
    name: z
      .string({ error: profileNotices.nameRequired })
      .check(z.trim(), z.minLength(1, profileNotices.nameRequired), z.maxLength(100)),
    title: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
    email: z.email({ error: profileNotices.emailInvalid }).check(z.maxLength(254, profileNotices.emailInvalid)),
    phone: z._default(phoneNumber, ''),
    notes: z._default(z.string().check(z.trim(), z.maxLength(500)), ''),
  }),
);
export type ContactFields = z.infer<typeof contactFieldsSchema>;

/**
 * A profile version's approval, through the workflow kit: a new version is a draft; its uploader (or anyone who
 * edits the profile) sends it to approval (the spec's action RequestApproval, with its confirmation); an approver
 * approves it or rejects it with notes; a rejected version may be sent again.
 */
export const profileVersionWorkflow = defineWorkflow({
  subject: 'profile version',
  stateNames: {
    draft: 'Draft',
    awaitingApproval: 'Awaiting Approval',
    approved: 'Approved',
    rejected: 'Rejected',
  },
  transitions: {
    RequestApproval: {
      from: ['draft', 'rejected'],
      to: 'awaitingApproval',
      claim: knownClaims.editRetailerProfile,
      done: 'sent to approval',
      label: 'Request Approval',
      confirm: profileMessages.approvalConfirm,
    },
    Approve: {
      from: ['awaitingApproval'],
      to: 'approved',
      claim: knownClaims.approveRetailerProfile,
      done: 'approved',
      label: 'Approve',
    },
    Reject: {
      from: ['awaitingApproval'],
      to: 'rejected',
      claim: knownClaims.approveRetailerProfile,
      needsNotes: true,
      done: 'rejected',
      label: 'Reject',
    },
  },
});
export const profileVersionStates = ['draft', 'awaitingApproval', 'approved', 'rejected'] as const;
export type ProfileVersionState = (typeof profileVersionStates)[number];
export const profileVersionActions = ['RequestApproval', 'Approve', 'Reject'] as const;
export type ProfileVersionAction = (typeof profileVersionActions)[number];

/** Four-eyes: whoever sent a version to approval does not decide it. */
export const mayDecide = (action: ProfileVersionAction, requestedBy: string | null, subject: string) =>
  action === 'RequestApproval' || requestedBy === null || requestedBy !== subject;
