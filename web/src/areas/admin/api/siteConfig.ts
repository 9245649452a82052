import { mutate } from 'swr';
import type { z } from 'zod';
import type { saveSiteConfigSchema } from '../../../../../shared/contract/schemas/admin';
import { callRoute } from '../../../lib/api';
import { useRoute } from '../../../lib/useRoute';
import type { TableQueryParams } from '../../../components/dataTable';

/** Site configuration flags, paged, sorted and searched on the server (`sitesetup`). */
export const useSiteConfigList = (query: TableQueryParams) =>
  useRoute('sitesetup.list', { query }, { keepPreviousData: true });

const isSiteConfigKey = (key: unknown) =>
  Array.isArray(key) && (key[0] === 'sitesetup.list' || key[0] === 'sitesetup.get');

/** Creates a flag, or renames it at the version read (`PUT sitesetup`). */
export async function saveSiteConfig(body: z.input<typeof saveSiteConfigSchema>) {
  const record = await callRoute('sitesetup.save', { body });
  await mutate(isSiteConfigKey);
  return record;
}

export async function deleteSiteConfig(id: string) {
  await callRoute('sitesetup.delete', { params: { id } });
  await mutate(isSiteConfigKey);
}

/** One flag as stored now (after a 409, to start again from it). */
export const getSiteConfig = (id: string) => callRoute('sitesetup.get', { params: { id } });
