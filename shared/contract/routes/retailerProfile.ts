import * as z from '../../zod';
import { knownClaims } from '../../claims';
import {
  contactFieldsSchema,
  LIBRARY_COPY_MAX,
  PROFILE_TEXT_MAX,
  PROFILE_VERSION_MAX_FILES,
  profileFieldsSchema,
  profileNotices,
  profileVersionActions,
} from '../../retailerProfile/profile';
import { answers, defineRoute } from '../route';
import { uploadRequestSchema } from '../schemas/common';
import { tableQuery } from '../wrapper';
import { documentUploads } from '../../uploads';
import { inputMessages } from '../../messages';
import type { deletedAnswer } from '../answers/common';
import type {
  retailerProfileAddVersionAnswer,
  retailerProfileOwnersAnswer,
  retailerProfileLibraryAnswer,
  retailerProfileUploadDocumentAnswer,
  retailerProfileCopyDocumentsAnswer,
  retailerProfileSchema,
  contactSchema,
  uploadSlotSchema,
} from '../answers/retailerProfile';
import { lazySchema } from '../../lazySchema';

/**
 * The retailer profile (spec 03: 'retailers profile, owners, lib/{id}, lib/copy'; the version save and approval
 * request paths are not shown, ours are `retailers/profile/version` and `retailers/profile/approval`). A family of
 * its own (its Lambda carries neither the reference kinds nor their routes); retailer-side users reach only their
 * retailers (another retailer answers 404, as a missing one).
 */
const access = knownClaims.editRetailerProfile;
const family = 'retailerProfiles' as const;

const retailerId = /* @__PURE__ */ lazySchema(() =>
  z.coerce
    .number({ error: profileNotices.retailerRequired })
    .check(
      z.int(profileNotices.retailerRequired),
      z.positive(profileNotices.retailerRequired),
      z.lte(Number.MAX_SAFE_INTEGER, profileNotices.retailerRequired),
    ),
);
const retailerQuery = /* @__PURE__ */ lazySchema(() => z.object({ retailerId }));
const version = /* @__PURE__ */ lazySchema(() =>
  z.number({ error: inputMessages.versionRequired }).check(z.int(), z.gte(0)),
);
const documentIdParam = /* @__PURE__ */ lazySchema(() => z.string().check(z.uuid(profileNotices.documentNotFound)));

export const retailerProfileRoutes = {
  'retailerProfile.get': defineRoute({
    method: 'GET',
    path: 'retailers/profile',
    family,
    access,
    query: retailerQuery,
    response: answers<typeof retailerProfileSchema>(),
    summary: "A retailer's profile with its flags and its versions (newest first).",
  }),
  'retailerProfile.save': defineRoute({
    method: 'PUT',
    path: 'retailers/profile',
    family,
    access,
    body: lazySchema(() => z.object({ retailerId, version, profile: profileFieldsSchema })),
    response: answers<typeof retailerProfileSchema>(),
    summary: "Saves a retailer's profile fields at the version read (409 when stale).",
  }),
  'retailerProfile.addVersion': defineRoute({
    method: 'POST',
    path: 'retailers/profile/version',
    family,
    access,
    body: lazySchema(() =>
      z.object({
        retailerId,
        comment: z._default(z.string().check(z.trim(), z.maxLength(PROFILE_TEXT_MAX)), ''),
        /** No files is allowed: the web asks the spec's no-files confirmation first. */
        files: z._default(
          z.array(uploadRequestSchema(documentUploads)).check(z.maxLength(PROFILE_VERSION_MAX_FILES)),
          [],
        ),
      }),
    ),
    response: answers<typeof retailerProfileAddVersionAnswer>(),
    summary: 'A new draft version (the profile as saved, a comment, files); answers an upload slot per file.',
  }),
  'retailerProfile.uploadAgain': defineRoute({
    method: 'POST',
    path: 'retailers/profile/version/upload-again',
    family,
    access,
    body: lazySchema(() =>
      z.object({
        retailerId,
        versionId: z.number().check(z.int(), z.positive()),
        file: uploadRequestSchema(documentUploads),
      }),
    ),
    response: answers<typeof uploadSlotSchema>(),
    summary:
      "A fresh upload slot for a file of one's own draft version that did not arrive (same name and size): a failed upload is sent again, never a second version.",
  }),
  'retailerProfile.approval': defineRoute({
    method: 'POST',
    path: 'retailers/profile/approval',
    family,
    access,
    body: lazySchema(() =>
      z.object({
        retailerId,
        versionId: z.number().check(z.int(), z.positive()),
        action: z.enum(profileVersionActions),
        /** The version item's `version` as read. */
        version,
        notes: z.optional(z.string().check(z.trim(), z.maxLength(PROFILE_TEXT_MAX))),
      }),
    ),
    response: answers<typeof retailerProfileSchema>(),
    summary: 'RequestApproval, Approve or Reject (notes required) a profile version, audited.',
  }),
  'retailerProfile.owners': defineRoute({
    method: 'GET',
    path: 'retailers/owners',
    family,
    access,
    query: retailerQuery,
    response: answers<typeof retailerProfileOwnersAnswer>(),
    summary: "A retailer's owner/resident contacts, by name.",
  }),
  'retailerProfile.addOwner': defineRoute({
    method: 'POST',
    path: 'retailers/owners',
    family,
    access,
    body: lazySchema(() => z.extend(contactFieldsSchema, { retailerId })),
    response: answers<typeof contactSchema>(),
    summary: 'Adds an owner/resident contact.',
  }),
  'retailerProfile.updateOwner': defineRoute({
    method: 'PUT',
    path: 'retailers/owners',
    family,
    access,
    body: lazySchema(() =>
      z.extend(contactFieldsSchema, {
        retailerId,
        id: z.string().check(z.uuid(profileNotices.contactNotFound)),
        version,
      }),
    ),
    response: answers<typeof contactSchema>(),
    summary: 'Changes a contact at the version read (409 when stale).',
  }),
  'retailerProfile.removeOwner': defineRoute({
    method: 'DELETE',
    path: 'retailers/owners/{id}',
    family,
    access,
    params: lazySchema(() => z.object({ id: z.string().check(z.uuid(profileNotices.contactNotFound)) })),
    query: retailerQuery,
    response: answers<typeof deletedAnswer>(),
    summary: 'Removes a contact.',
  }),
  'retailerProfile.library': defineRoute({
    method: 'GET',
    path: 'retailers/lib/{id}',
    family,
    access,
    params: lazySchema(() => z.object({ id: retailerId })),
    query: tableQuery,
    response: answers<typeof retailerProfileLibraryAnswer>(),
    summary: "A retailer's document library, paged, sorted and searched.",
  }),
  'retailerProfile.uploadDocument': defineRoute({
    method: 'POST',
    path: 'retailers/lib/{id}/upload',
    family,
    access,
    params: lazySchema(() => z.object({ id: retailerId })),
    body: lazySchema(() =>
      z.extend(uploadRequestSchema(documentUploads), {
        title: z.optional(z.string().check(z.trim(), z.maxLength(200))),
      }),
    ),
    response: answers<typeof retailerProfileUploadDocumentAnswer>(),
    summary: "Adds a document to a retailer's library; answers its presigned upload (413 above 50 MB).",
  }),
  'retailerProfile.deleteDocument': defineRoute({
    method: 'DELETE',
    path: 'retailers/lib/{id}/{documentId}',
    family,
    access,
    params: lazySchema(() => z.object({ id: retailerId, documentId: documentIdParam })),
    response: answers<typeof deletedAnswer>(),
    summary: "Removes a document from a retailer's library.",
  }),
  'retailerProfile.copyDocuments': defineRoute({
    method: 'POST',
    path: 'retailers/lib/copy',
    family,
    access,
    body: lazySchema(() =>
      z.object({
        fromRetailerId: retailerId,
        documentIds: z
          .array(documentIdParam)
          .check(
            z.minLength(1, profileNotices.copyDocumentsRequired),
            z.maxLength(LIBRARY_COPY_MAX, profileNotices.copyDocumentsRequired),
          ),
        toRetailerIds: z
          .array(retailerId)
          .check(
            z.minLength(1, profileNotices.copyTargetsRequired),
            z.maxLength(LIBRARY_COPY_MAX, profileNotices.copyTargetsRequired),
          ),
      }),
    ),
    response: answers<typeof retailerProfileCopyDocumentsAnswer>(),
    summary: "Copies library documents to other retailers (one's own retailers only); a copy already there is skipped.",
  }),
};
