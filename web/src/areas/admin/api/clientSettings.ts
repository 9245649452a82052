import { mutate } from 'swr';
import type { z } from 'zod';
import type { saveClientSettingSchema } from '../../../../../shared/contract/schemas/admin';
import { callRoute } from '../../../lib/api';
import { useRoute } from '../../../lib/useRoute';
import type { TableQueryParams } from '../../../components/dataTable';

/** Client settings, paged, sorted and searched on the server (`customizationrequest/clientsettings`). */
export const useClientSettingList = (query: TableQueryParams) =>
  useRoute('clientsettings.list', { query }, { keepPreviousData: true });

const isClientSettingKey = (key: unknown) =>
  Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('clientsettings.');

/** Creates a setting, or changes its value at the version read. */
export async function saveClientSetting(body: z.input<typeof saveClientSettingSchema>) {
  const record = await callRoute('clientsettings.save', { body });
  await mutate(isClientSettingKey);
  return record;
}

export async function deleteClientSetting(id: string) {
  await callRoute('clientsettings.delete', { params: { id } });
  await mutate(isClientSettingKey);
}

/** One setting as stored now (after a 409, to start again from it). */
export const getClientSetting = (id: string) => callRoute('clientsettings.get', { params: { id } });
