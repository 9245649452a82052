import type { ContentPage } from '../../../../../shared/contract/routes/content';
import { useRoute, writeThenRefresh } from '../../../lib/useRoute';

/** A content page as everyone signed in reads it (`content/{page}`). */
export const useContentPage = (page: ContentPage) => useRoute('content.get', { params: { page } });

/** Saves the page at the version read (409 when someone saved in between), then reads it again. */
export const saveContentPage = (page: ContentPage, body: { title: string; html: string; version: number }) =>
  writeThenRefresh(['content.get'], 'content.save', { params: { page }, body });
