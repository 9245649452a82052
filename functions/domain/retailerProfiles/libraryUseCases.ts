import { randomUUID } from 'node:crypto';
import type { UploadRequest } from '../../../shared/contract/schemas/common';
import type { TableQuery } from '../../../shared/contract/wrapper';
import { profileNotices } from '../../../shared/retailerProfile/profile';
import { NotFound } from '../../lib/errors';
import type { AuthContext } from '../../lib/identity';
import { pageInMemory } from '../../lib/paging';
import { deleteDocument, putDocument } from '../documents/documentRepository';
import { createUploadSlot } from '../documents/documentTransfers';
import {
  deleteLibraryDocument,
  getLibraryDocument,
  loadProfilePartition,
  putLibraryDocuments,
  type LibraryDocument,
} from './profileRepository';
import { loadVisibleRetailer, stampOf } from './profileUseCases';

/**
 * A retailer's document library: documents of the retailer (readable through `documents/{id}/file` by whoever
 * sees it), listed, added, removed, and copied to other retailers the caller may see. A copy is a new document
 * of the target retailer over the same stored object (no bytes move); a document the target already holds is
 * skipped.
 */
const row = ({ key: _key, ...document }: LibraryDocument) => document;

export async function libraryPage(retailerId: number, query: TableQuery, auth: AuthContext) {
  await loadVisibleRetailer(retailerId, auth);
  const { library } = await loadProfilePartition(retailerId);
  const page = pageInMemory(library, query, {
    searchFields: ['title', 'fileName'],
    sortFields: ['title', 'fileName', 'size', 'uploadedAt', 'uploadedBy'],
    defaultSort: 'uploadedAt',
  });
  return { ...page, items: page.items.map(row) };
}

export async function uploadLibraryDocument(
  retailerId: number,
  body: UploadRequest & { title?: string },
  auth: AuthContext,
) {
  await loadVisibleRetailer(retailerId, auth);
  const { title, ...file } = body;
  const { document, upload } = await createUploadSlot(file, auth.subject, { kind: 'retailer', retailerId });
  const entry: LibraryDocument = {
    documentId: document.id,
    retailerId,
    title: title?.trim() || document.fileName,
    fileName: document.fileName,
    contentType: document.contentType,
    size: document.size,
    key: document.key,
    uploadedBy: auth.email,
    uploadedAt: document.createdAt,
    copiedFrom: null,
  };
  await putLibraryDocuments([entry], stampOf(auth));
  return { document: row(entry), upload };
}

export async function removeLibraryDocument(retailerId: number, documentId: string, auth: AuthContext) {
  await loadVisibleRetailer(retailerId, auth);
  const document = await getLibraryDocument(retailerId, documentId);
  if (!document) throw new NotFound(profileNotices.documentNotFound);
  await deleteLibraryDocument(document, stampOf(auth));
  // Its download goes with it (copies at other retailers are documents of their own over the same object).
  await deleteDocument(document.documentId);
  return { deleted: true as const };
}

export async function copyLibraryDocuments(
  body: { fromRetailerId: number; documentIds: string[]; toRetailerIds: number[] },
  auth: AuthContext,
) {
  await loadVisibleRetailer(body.fromRetailerId, auth);
  const targets = [...new Set(body.toRetailerIds)].filter((id) => id !== body.fromRetailerId);
  await Promise.all(targets.map((id) => loadVisibleRetailer(id, auth)));
  const sources = await Promise.all(
    [...new Set(body.documentIds)].map(async (id) => {
      const found = await getLibraryDocument(body.fromRetailerId, id);
      if (!found) throw new NotFound(profileNotices.documentNotFound);
      return found;
    }),
  );
  const actor = stampOf(auth);
  const copies: LibraryDocument[] = [];
  let skipped = 0;
  for (const target of targets) {
    const held = new Set((await loadProfilePartition(target)).library.map((d) => d.key));
    for (const source of sources) {
      if (held.has(source.key)) {
        skipped++;
        continue;
      }
      copies.push({
        ...source,
        documentId: randomUUID(),
        retailerId: target,
        uploadedBy: auth.email,
        uploadedAt: actor.at,
        copiedFrom: body.fromRetailerId,
      });
    }
  }
  for (const copy of copies)
    await putDocument({
      id: copy.documentId,
      key: copy.key,
      fileName: copy.fileName,
      contentType: copy.contentType,
      size: copy.size,
      uploadedBy: auth.subject,
      createdAt: actor.at,
      owner: { kind: 'retailer', retailerId: copy.retailerId },
    });
  if (copies.length) await putLibraryDocuments(copies, actor);
  return {
    copied: copies.length,
    skipped,
    notice: profileNotices.copied(copies.length, new Set(copies.map((c) => c.retailerId)).size),
  };
}
