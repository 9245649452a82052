import * as adminMessages from '../../../shared/adminMessages';
import type { ContentPage } from '../../../shared/contract/routes/content';
import type { CreateDocumentBody } from '../../../shared/contract/schemas/documents';
import { Conflict, InvalidInput, NotFound } from '../../lib/errors';
import { sanitizeRichText } from '../../lib/richText';
import type { AuthContext } from '../../lib/identity';
import { getDocument } from '../documents/documentRepository';
import { createUploadSlot } from '../documents/documentTransfers';
import { getInPartition, saveInPartition, type Partitioned } from './siteSetupRepository';

/**
 * The content pages (guidelines, resources): one record per page in one small partition, edited by whoever holds
 * SiteSetup/Manage at the version read, its HTML sanitised before it is stored (docs/decisions.md, 'Guidelines
 * and resources'). Its files are documents owned by the page (readable by everyone signed in), uploaded through
 * a presigned PUT and attached by the next save.
 */
const contentPartition: Partitioned = { pk: 'CONTENT', sk: (page) => `PAGE#${page}` };

interface ContentRecord extends Record<string, unknown> {
  id: string;
  title: string;
  html: string;
  version: number;
  updatedAt?: string;
  updatedBy?: string;
  files?: ContentFile[];
}
type ContentFile = { documentId: string; fileName: string; size: number };

const defaultTitles: Record<ContentPage, string> = { guidelines: 'Guidelines', resources: 'Resources' };

const toPage = (page: ContentPage, record: ContentRecord | undefined) => ({
  page,
  title: record?.title ?? defaultTitles[page],
  html: record?.html ?? '',
  version: record?.version ?? 0,
  updatedAt: record?.updatedAt ?? null,
  updatedBy: record?.updatedBy ?? null,
  files: record?.files ?? [],
});

/** A page as everyone signed in reads it; an unsaved page is empty at version 0. */
export async function contentPage(page: ContentPage) {
  const record = await getInPartition<ContentRecord>(contentPartition, page).catch((error: unknown) => {
    if (error instanceof NotFound) return undefined;
    throw error;
  });
  return toPage(page, record);
}

/** Saves a page at the version read (0: its first save); a stale version, or a first save that lost a race, is 409. */
export async function saveContentPage(
  page: ContentPage,
  body: { title: string; html: string; version: number; files?: { documentId: string }[] },
  auth: AuthContext,
) {
  const fields: Record<string, unknown> = {
    title: body.title.trim(),
    html: await sanitizeRichText(body.html),
    updatedBy: auth.email,
  };
  if (body.files) fields.files = await pageFiles(page, body.files);
  try {
    const saved = await saveInPartition<ContentRecord>(
      contentPartition,
      page,
      fields,
      body.version === 0 ? undefined : body.version,
      { field: 'general', message: 'stale' },
    );
    return toPage(page, saved);
  } catch (error) {
    if (error instanceof InvalidInput) throw new Conflict();
    throw error;
  }
}

/** The files named by a save: each a document uploaded for this page (any other is refused), once each. */
async function pageFiles(page: ContentPage, files: { documentId: string }[]): Promise<ContentFile[]> {
  const ids = [...new Set(files.map((f) => f.documentId))];
  const documents = await Promise.all(ids.map((id) => getDocument(id)));
  return documents.map((document) => {
    if (!document || document.owner?.kind !== 'content' || document.owner.page !== page)
      throw new InvalidInput({ files: [adminMessages.contentFileNotUploaded] });
    return { documentId: document.id, fileName: document.fileName, size: document.size };
  });
}

/** A presigned upload of a file for the page; the page's next save attaches it. */
export async function contentFileSlot(page: ContentPage, body: CreateDocumentBody, auth: AuthContext) {
  return (await createUploadSlot(body, auth.subject, { kind: 'content', page })).upload;
}
