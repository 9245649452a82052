import { uploadContentType } from '../../../../../shared/uploads';
import { callRoute, type RouteCallInput, type RouteResult } from '../../../lib/api';
import { uploadWithProgress, type UploadProgress } from '../../../lib/upload';
import { useRoute, writeThenRefresh } from '../../../lib/useRoute';

export type RetailerProfile = RouteResult<'retailerProfile.get'>;
export type ProfileVersion = RetailerProfile['versions'][number];
export type Contact = RouteResult<'retailerProfile.owners'>[number];
export type LibraryDocument = RouteResult<'retailerProfile.library'>['items'][number];

/** The reads a profile write changes: every one of them is asked again after it. */
const profileReads = ['retailerProfile.get'] as const;

export const useRetailerProfile = (retailerId: number | null) =>
  useRoute('retailerProfile.get', retailerId === null ? null : { query: { retailerId } });

export const saveProfile = (body: RouteCallInput<'retailerProfile.save'>['body']) =>
  writeThenRefresh(profileReads, 'retailerProfile.save', { body });

export const decideVersion = (body: RouteCallInput<'retailerProfile.approval'>['body']) =>
  writeThenRefresh(profileReads, 'retailerProfile.approval', { body });

export const updateFlags = (body: RouteCallInput<'retailers.updateFlags'>['body']) =>
  writeThenRefresh(profileReads, 'retailers.updateFlags', { body });

const announce = (file: File) => ({
  fileName: file.name,
  contentType: uploadContentType('document', file.name, file.type),
  size: file.size,
});

/**
 * A new profile version: announced with its files (the server answers a presigned PUT per file), then each file
 * straight to S3 with its progress (`onSent` after each); the profile is read again once all arrived. A file whose
 * upload fails leaves the version saved: `sendAgain` completes it.
 */
export async function addVersion(
  retailerId: number,
  comment: string,
  files: File[],
  onProgress: (fileIndex: number, loaded: number, total: number) => void,
  signal: AbortSignal,
  onSaved: (versionId: number) => void,
  onSent: (fileIndex: number) => void,
) {
  const added = await callRoute('retailerProfile.addVersion', {
    body: { retailerId, comment, files: files.map(announce) },
  });
  onSaved(added.versionId);
  for (const [index, slot] of added.uploads.entries()) {
    await uploadWithProgress(slot.upload, files[index], (loaded, total) => onProgress(index, loaded, total), signal);
    onSent(index);
  }
  await writeThenRefresh(profileReads, 'retailerProfile.get', { query: { retailerId } });
  return added.versionId;
}

/** Sends again the files of a saved version whose uploads failed (`retailerProfile.uploadAgain`: fresh slots). */
export async function sendAgain(
  retailerId: number,
  versionId: number,
  files: { index: number; file: File }[],
  onProgress: (fileIndex: number, loaded: number, total: number) => void,
  signal: AbortSignal,
  onSent: (fileIndex: number) => void,
) {
  for (const { index, file } of files) {
    const slot = await callRoute('retailerProfile.uploadAgain', {
      body: { retailerId, versionId, file: announce(file) },
    });
    await uploadWithProgress(slot.upload, file, (loaded, total) => onProgress(index, loaded, total), signal);
    onSent(index);
  }
  await writeThenRefresh(profileReads, 'retailerProfile.get', { query: { retailerId } });
}

export const useContacts = (retailerId: number | null) =>
  useRoute('retailerProfile.owners', retailerId === null ? null : { query: { retailerId } });

export const addContact = (body: RouteCallInput<'retailerProfile.addOwner'>['body']) =>
  writeThenRefresh(['retailerProfile.owners'], 'retailerProfile.addOwner', { body });
export const updateContact = (body: RouteCallInput<'retailerProfile.updateOwner'>['body']) =>
  writeThenRefresh(['retailerProfile.owners'], 'retailerProfile.updateOwner', { body });
export const removeContact = (retailerId: number, id: string) =>
  writeThenRefresh(['retailerProfile.owners'], 'retailerProfile.removeOwner', {
    params: { id },
    query: { retailerId },
  });

export const useLibrary = (retailerId: number | null, query: RouteCallInput<'retailerProfile.library'>['query']) =>
  useRoute('retailerProfile.library', retailerId === null ? null : { params: { id: retailerId }, query });

/** Adds a document to the library: its slot, then the bytes with progress; the list is read again. */
export async function uploadDocument(retailerId: number, file: File, onProgress: UploadProgress, signal: AbortSignal) {
  const added = await callRoute('retailerProfile.uploadDocument', { params: { id: retailerId }, body: announce(file) });
  await uploadWithProgress(added.upload, file, onProgress, signal);
  await writeThenRefresh(['retailerProfile.library'], 'retailerProfile.library', {
    params: { id: retailerId },
    query: {},
  });
}

export const deleteDocument = (retailerId: number, documentId: string) =>
  writeThenRefresh(['retailerProfile.library'], 'retailerProfile.deleteDocument', {
    params: { id: retailerId, documentId },
  });

export const copyDocuments = (body: RouteCallInput<'retailerProfile.copyDocuments'>['body']) =>
  writeThenRefresh(['retailerProfile.library'], 'retailerProfile.copyDocuments', { body });
