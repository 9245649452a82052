import type * as z from '../../../../../shared/zod';
import type { saveSiteConfigSchema } from '../../../../../shared/contract/schemas/admin';
import { callRoute } from '../../../lib/api';
import { refreshSessionData } from '../../../lib/session';
import { useRoute, writeThenRefresh } from '../../../lib/useRoute';
import type { TableQueryParams } from '../../../components/dataTable';

/** Site configuration flags, paged, sorted and searched on the server (`sitesetup`). */
export const useSiteConfigList = (query: TableQueryParams) =>
  useRoute('sitesetup.list', { query }, { keepPreviousData: true });

/** The reads a write here changes. */
const siteConfigReads = ['sitesetup.list', 'sitesetup.get'] as const;

/** Creates a flag, or renames it at the version read (`PUT sitesetup`). */
export async function saveSiteConfig(body: z.input<typeof saveSiteConfigSchema>) {
  const saved = await writeThenRefresh(siteConfigReads, 'sitesetup.save', { body });
  // The administrator's own session shows the change at once; everyone else's at its next refresh.
  void refreshSessionData();
  return saved;
}

export async function deleteSiteConfig(id: string) {
  await writeThenRefresh(siteConfigReads, 'sitesetup.delete', { params: { id } });
  void refreshSessionData();
}

/** One flag as stored now (after a 409, to start again from it). */
export const getSiteConfig = (id: string) => callRoute('sitesetup.get', { params: { id } });
