import * as z from '../../zod';
import { contactFieldsSchema, profileFieldsSchema, profileVersionStates } from '../../retailerProfile/profile';
import { documentUploadSchema } from './documents';
import { pagedResult } from '../wrapper';
import { lazySchema } from '../../lazySchema';

const fileSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    documentId: z.string(),
    fileName: z.string(),
    contentType: z.string(),
    size: z.number(),
  }),
);

const stampSchema = /* @__PURE__ */ lazySchema(() =>
  z.nullable(z.object({ by: z.string(), byName: z.string(), at: z.string() })),
);

const profileVersionSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    versionId: z.number(),
    status: z.enum(profileVersionStates),
    /** The item's own version (the workflow's write is conditional on it). */
    version: z.number(),
    comment: z.string(),
    files: z.array(fileSchema),
    profile: profileFieldsSchema,
    uploaded: stampSchema,
    requested: stampSchema,
    decided: stampSchema,
    decisionNotes: z.nullable(z.string()),
  }),
);

export const retailerProfileSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    retailerId: z.number(),
    retailerName: z.string(),
    /** The retailer's flags (`retailers/update-flags`) and the reference record's version they change at. */
    flags: z.object({
      isProperty: z.boolean(),
      suppressEmailContacts: z.boolean(),
      generateEmailReadyCopy: z.boolean(),
      active: z.boolean(),
      version: z.number(),
    }),
    profile: profileFieldsSchema,
    /** 0 before the first save. */
    version: z.number(),
    updated: stampSchema,
    approvedVersionId: z.nullable(z.number()),
    /** Newest first. */
    versions: z.array(profileVersionSchema),
  }),
);

export const contactSchema = /* @__PURE__ */ lazySchema(() =>
  z.extend(contactFieldsSchema, {
    id: z.string(),
    retailerId: z.number(),
    version: z.number(),
    updatedAt: z.string(),
  }),
);

const libraryDocumentSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    documentId: z.string(),
    retailerId: z.number(),
    title: z.string(),
    fileName: z.string(),
    contentType: z.string(),
    size: z.number(),
    uploadedBy: z.string(),
    uploadedAt: z.string(),
    /** The retailer it was copied from, when it was. */
    copiedFrom: z.nullable(z.number()),
  }),
);

export const uploadSlotSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    fileName: z.string(),
    documentId: z.string(),
    upload: documentUploadSchema,
  }),
);

/** The answer of `retailerProfile.addVersion`. */
export const retailerProfileAddVersionAnswer = /* @__PURE__ */ lazySchema(() =>
  z.object({ versionId: z.number(), uploads: z.array(uploadSlotSchema) }),
);

/** The answer of `retailerProfile.owners`. */
export const retailerProfileOwnersAnswer = /* @__PURE__ */ lazySchema(() => z.array(contactSchema));

/** The answer of `retailerProfile.library`. */
export const retailerProfileLibraryAnswer = /* @__PURE__ */ lazySchema(() => pagedResult(libraryDocumentSchema));

/** The answer of `retailerProfile.uploadDocument`. */
export const retailerProfileUploadDocumentAnswer = /* @__PURE__ */ lazySchema(() =>
  z.object({
    document: libraryDocumentSchema,
    upload: documentUploadSchema,
  }),
);

/** The answer of `retailerProfile.copyDocuments`. */
export const retailerProfileCopyDocumentsAnswer = /* @__PURE__ */ lazySchema(() =>
  z.object({
    copied: z.number(),
    skipped: z.number(),
    notice: z.string(),
  }),
);
