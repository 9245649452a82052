import type * as z from '../../../../../../shared/zod';
import { saveClientSettingSchema } from '../../../../../../shared/contract/schemas/admin';
import type { clientSettingSchema } from '../../../../../../shared/contract/answers/admin';
import {
  deleteClientSetting,
  getClientSetting,
  saveClientSetting,
  useClientSettingList,
} from '../../api/clientSettings';
import { SettingsListPage, type SettingsKind } from '../common/SettingsListPage';

type ClientSetting = z.infer<typeof clientSettingSchema>;

const clientSettings: SettingsKind<
  ClientSetting,
  { name: string; value: string },
  z.output<typeof saveClientSettingSchema>
> = {
  texts: 'clientSettings',
  tableId: 'client-settings',
  idPrefix: 'client-setting',
  fields: [
    { name: 'name', fixedOnEdit: true, wide: true, required: true },
    { name: 'value', rows: 4, maxLength: 2000, wide: true },
  ],
  nameOf: (record) => record.name,
  savedName: (values) => values.name,
  useList: useClientSettingList,
  load: getClientSetting,
  schema: saveClientSettingSchema,
  save: saveClientSetting,
  remove: deleteClientSetting,
};

/** Client settings (spec 01, section 3): a name/value list every user receives (skin, labels). */
export function ClientSettingsPage() {
  return <SettingsListPage kind={clientSettings} />;
}
