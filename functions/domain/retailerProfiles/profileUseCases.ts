import { randomUUID } from 'node:crypto';
import type { UploadRequest } from '../../../shared/contract/schemas/common';
import {
  emptyProfile,
  mayDecide,
  profileNotices,
  profileVersionWorkflow,
  type ContactFields,
  type ProfileFields,
  type ProfileVersionAction,
} from '../../../shared/retailerProfile/profile';
import { clock } from '../../lib/clock';
import { Conflict, Forbidden, NotFound } from '../../lib/errors';
import { canSeeRetailer, retailerScopeOf, type AuthContext } from '../../lib/identity';
import { applyTransition, refuseTransition, requireNotes } from '../../lib/workflow';
import { env } from '../../lib/env';
import { objectExists, presignUploadSlot } from '../../lib/clients/s3Presign';
import { getDocument } from '../documents/documentRepository';
import { createUploadSlot } from '../documents/documentTransfers';
import { getReferenceRecord } from '../reference/referenceRepository';
import {
  deleteContact,
  getContact,
  getProfileRoot,
  getVersion,
  insertVersion,
  loadProfilePartition,
  markApproved,
  profileAudit,
  putContact,
  saveProfile,
  versionKey,
  type Contact,
  type ProfileVersion,
  type Stamp,
} from './profileRepository';

/**
 * The retailer profile's use cases (spec 03, retailer profile): the profile, its versions and their approval
 * through the workflow kit, and the owner/resident contacts. Every call names a retailer; a retailer-side user
 * reaches only the retailers linked to them (the project's one scope check, `retailerScopeOf`), and another
 * retailer answers 404 exactly like a missing one.
 */
export const stampOf = (auth: AuthContext): Stamp => ({
  by: auth.subject,
  byName: auth.email,
  at: clock.now().toISOString(),
});

/** The retailer's reference record, when the caller may see it; 404 otherwise. */
export async function loadVisibleRetailer(retailerId: number, auth: AuthContext) {
  const [retailer, scope] = await Promise.all([getReferenceRecord('retailer', retailerId), retailerScopeOf(auth)]);
  if (!retailer || !canSeeRetailer(scope, retailer.id)) throw new NotFound(profileNotices.notFound);
  return retailer;
}

/** The profile page's data: the fields (empty before the first save), the retailer's flags, the versions. */
export async function retailerProfile(retailerId: number, auth: AuthContext) {
  const retailer = await loadVisibleRetailer(retailerId, auth);
  const { root, versions } = await loadProfilePartition(retailerId);
  return {
    retailerId,
    retailerName: retailer.retailerName,
    flags: {
      isProperty: retailer.isProperty ?? false,
      suppressEmailContacts: retailer.suppressEmailContacts ?? false,
      generateEmailReadyCopy: retailer.generateEmailReadyCopy ?? false,
      active: retailer.active ?? true,
      version: retailer.version,
    },
    profile: root?.profile ?? emptyProfile(),
    version: root?.version ?? 0,
    updated: root?.updated ?? null,
    approvedVersionId: root?.approvedVersionId ?? null,
    versions,
  };
}

export async function saveRetailerProfile(
  body: { retailerId: number; version: number; profile: ProfileFields },
  auth: AuthContext,
) {
  await loadVisibleRetailer(body.retailerId, auth);
  await saveProfile(body.retailerId, body.version, body.profile, stampOf(auth));
  return retailerProfile(body.retailerId, auth);
}

/**
 * A new draft version: the profile as saved now, the comment, and the files announced (each a document of the
 * retailer, readable by whoever sees it); answers a presigned PUT per file.
 */
export async function addProfileVersion(
  body: { retailerId: number; comment: string; files: UploadRequest[] },
  auth: AuthContext,
) {
  await loadVisibleRetailer(body.retailerId, auth);
  const root = await getProfileRoot(body.retailerId);
  const actor = stampOf(auth);
  const slots = await Promise.all(
    body.files.map((file) => createUploadSlot(file, auth.subject, { kind: 'retailer', retailerId: body.retailerId })),
  );
  const lastVersionId = root?.lastVersionId ?? 0;
  const version: ProfileVersion = {
    versionId: lastVersionId + 1,
    status: 'draft',
    version: 1,
    comment: body.comment,
    files: slots.map(({ document: d }) => ({
      documentId: d.id,
      fileName: d.fileName,
      contentType: d.contentType,
      size: d.size,
    })),
    profile: root?.profile ?? emptyProfile(),
    uploaded: actor,
    requested: null,
    decided: null,
    decisionNotes: null,
  };
  await insertVersion(body.retailerId, lastVersionId, version, actor);
  return {
    versionId: version.versionId,
    uploads: slots.map(({ document, upload }) => ({ fileName: document.fileName, documentId: document.id, upload })),
  };
}

/**
 * A file of one's own draft version sent again (its upload failed after the version was saved): a fresh presigned
 * PUT to the same document, so a retry completes that version instead of saving a second one.
 */
export async function uploadVersionFileAgain(
  body: { retailerId: number; versionId: number; file: UploadRequest },
  auth: AuthContext,
) {
  await loadVisibleRetailer(body.retailerId, auth);
  const version = await getVersion(body.retailerId, body.versionId);
  if (!version) throw new NotFound(profileNotices.versionNotFound);
  if (version.status !== 'draft' || version.uploaded?.by !== auth.subject)
    throw new Conflict(profileNotices.notYourDraft);
  const stored = version.files.find((f) => f.fileName === body.file.fileName && f.size === body.file.size);
  const document = stored && (await getDocument(stored.documentId));
  if (!document) throw new Conflict(profileNotices.fileNotExpected);
  if (await objectExists({ bucket: env.documentsBucket, key: document.key }))
    throw new Conflict(profileNotices.fileAlreadyReceived);
  const upload = await presignUploadSlot({
    bucket: env.documentsBucket,
    key: document.key,
    id: document.id,
    contentType: document.contentType,
    size: document.size,
  });
  return { fileName: document.fileName, documentId: document.id, upload };
}

/**
 * RequestApproval, Approve or Reject a version: the kit refuses a move the state does not allow (409, in the flow's
 * words) or a caller without the action's claim (403); a rejection needs notes; whoever sent the version to
 * approval does not decide it. One transaction moves the version, writes the audit entry and, on approval, names
 * the approved version on the profile.
 */
export async function decideProfileVersion(
  body: { retailerId: number; versionId: number; action: ProfileVersionAction; version: number; notes?: string },
  auth: AuthContext,
) {
  await loadVisibleRetailer(body.retailerId, auth);
  const current = await getVersion(body.retailerId, body.versionId);
  if (!current) throw new NotFound(profileNotices.versionNotFound);
  if (current.version !== body.version) throw new Conflict();
  refuseTransition(profileVersionWorkflow, body.action, current.status, auth);
  requireNotes(profileVersionWorkflow, body.action, body.notes, profileNotices.rejectNotesRequired);
  if (!mayDecide(body.action, current.requested?.by ?? null, auth.subject))
    throw new Forbidden(profileNotices.ownApproval);
  const actor = stampOf(auth);
  const to = profileVersionWorkflow.transitions[body.action].to;
  const notes = body.notes?.trim() || null;
  await applyTransition({
    key: versionKey(body.retailerId, body.versionId),
    stateAttribute: 'status',
    from: current.status,
    version: current.version,
    to,
    set:
      body.action === 'RequestApproval'
        ? { requested: actor, decided: null, decisionNotes: notes }
        : { decided: actor, decisionNotes: notes },
    audit: profileAudit(
      body.retailerId,
      actor,
      body.action,
      `version ${body.versionId}: ${current.status} -> ${to}${notes ? ` (${notes})` : ''}`,
    ),
    alsoWrite: body.action === 'Approve' ? [markApproved(body.retailerId, body.versionId)] : [],
    at: actor.at,
  });
  return retailerProfile(body.retailerId, auth);
}

const byName = (a: Contact, b: Contact) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

export async function retailerContacts(retailerId: number, auth: AuthContext) {
  await loadVisibleRetailer(retailerId, auth);
  return (await loadProfilePartition(retailerId)).contacts.sort(byName);
}

export async function addContact(body: ContactFields & { retailerId: number }, auth: AuthContext) {
  await loadVisibleRetailer(body.retailerId, auth);
  const { retailerId, ...fields } = body;
  const contact: Contact = { ...fields, id: randomUUID(), retailerId, version: 1, updatedAt: stampOf(auth).at };
  await putContact(contact, null);
  return contact;
}

export async function updateContact(
  body: ContactFields & { retailerId: number; id: string; version: number },
  auth: AuthContext,
) {
  await loadVisibleRetailer(body.retailerId, auth);
  const existing = await getContact(body.retailerId, body.id);
  if (!existing) throw new NotFound(profileNotices.contactNotFound);
  if (existing.version !== body.version) throw new Conflict();
  const { retailerId, id, version, ...fields } = body;
  const contact: Contact = { ...fields, id, retailerId, version: version + 1, updatedAt: stampOf(auth).at };
  await putContact(contact, version);
  return contact;
}

export async function removeContact(retailerId: number, id: string, auth: AuthContext) {
  await loadVisibleRetailer(retailerId, auth);
  if (!(await deleteContact(retailerId, id))) throw new NotFound(profileNotices.contactNotFound);
  return { deleted: true as const };
}
