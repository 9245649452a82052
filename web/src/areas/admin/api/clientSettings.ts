import type * as z from '../../../../../shared/zod';
import type { saveClientSettingSchema } from '../../../../../shared/contract/schemas/admin';
import { callRoute } from '../../../lib/api';
import { refreshSessionData } from '../../../lib/session';
import { useRoute, writeThenRefresh } from '../../../lib/useRoute';
import type { TableQueryParams } from '../../../components/dataTable';

/** Client settings, paged, sorted and searched on the server (`customizationrequest/clientsettings`). */
export const useClientSettingList = (query: TableQueryParams) =>
  useRoute('clientsettings.list', { query }, { keepPreviousData: true });

/** The reads a write here changes. */
const clientSettingReads = ['clientsettings.list', 'clientsettings.get', 'clientsettings.mine'] as const;

/** Creates a setting, or changes its value at the version read. */
export async function saveClientSetting(body: z.input<typeof saveClientSettingSchema>) {
  const saved = await writeThenRefresh(clientSettingReads, 'clientsettings.save', { body });
  // The administrator's own session shows the change at once; everyone else's at its next refresh.
  void refreshSessionData();
  return saved;
}

export async function deleteClientSetting(id: string) {
  await writeThenRefresh(clientSettingReads, 'clientsettings.delete', { params: { id } });
  void refreshSessionData();
}

/** One setting as stored now (after a 409, to start again from it). */
export const getClientSetting = (id: string) => callRoute('clientsettings.get', { params: { id } });
