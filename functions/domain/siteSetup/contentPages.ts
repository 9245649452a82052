import type { ContentPage } from '../../../shared/contract/routes/content';
import { Conflict, InvalidInput, NotFound } from '../../lib/errors';
import { sanitizeRichText } from '../../lib/html';
import type { AuthContext } from '../../lib/identity';
import { getInPartition, saveInPartition, type Partitioned } from './siteSetupRepository';

/**
 * The content pages (guidelines, resources): one record per page in one small partition, edited by whoever holds
 * SiteSetup/Manage at the version read, its HTML sanitised before it is stored (docs/decisions.md, 'Guidelines
 * and resources').
 */
const contentPartition: Partitioned = { pk: 'CONTENT', sk: (page) => `PAGE#${page}` };

interface ContentRecord extends Record<string, unknown> {
  id: string;
  title: string;
  html: string;
  version: number;
  updatedAt?: string;
  updatedBy?: string;
}

const defaultTitles: Record<ContentPage, string> = { guidelines: 'Guidelines', resources: 'Resources' };

const toPage = (page: ContentPage, record: ContentRecord | undefined) => ({
  page,
  title: record?.title ?? defaultTitles[page],
  html: record?.html ?? '',
  version: record?.version ?? 0,
  updatedAt: record?.updatedAt ?? null,
  updatedBy: record?.updatedBy ?? null,
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
  body: { title: string; html: string; version: number },
  auth: AuthContext,
) {
  const fields = { title: body.title.trim(), html: sanitizeRichText(body.html), updatedBy: auth.email };
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
