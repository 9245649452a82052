import type * as z from '../../../../../../shared/zod';
import { saveSiteConfigSchema } from '../../../../../../shared/contract/schemas/admin';
import type { siteConfigRecordSchema } from '../../../../../../shared/contract/answers/admin';
import { deleteSiteConfig, getSiteConfig, saveSiteConfig, useSiteConfigList } from '../../api/siteConfig';
import { SettingsListPage, type SettingsKind } from '../common/SettingsListPage';

type SiteConfigRecord = z.infer<typeof siteConfigRecordSchema>;
type Values = { configuration: string; operation: string; displayName: string };

const siteConfig: SettingsKind<SiteConfigRecord, Values, z.output<typeof saveSiteConfigSchema>> = {
  texts: 'siteConfig',
  tableId: 'site-configuration',
  idPrefix: 'site-config',
  fields: [
    { name: 'configuration', fixedOnEdit: true, required: true },
    { name: 'operation', fixedOnEdit: true, required: true },
    { name: 'displayName' },
  ],
  nameOf: (record) => record.id,
  savedName: (values) => `${values.configuration}.${values.operation}`,
  useList: useSiteConfigList,
  load: getSiteConfig,
  schema: saveSiteConfigSchema,
  save: saveSiteConfig,
  remove: deleteSiteConfig,
  submitButton: true,
};

/** Site configuration flags (spec 01, section 6): configuration plus operation, and an optional renamed label. */
export function SiteConfigPage() {
  return <SettingsListPage kind={siteConfig} />;
}
