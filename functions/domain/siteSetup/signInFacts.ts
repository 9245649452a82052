import { clientSettingPartition, listPartition } from './siteSetupRepository';

/** The product's name when the client named none. */
const DEFAULT_SITE_NAME = 'Trade Marketing Planner';

/**
 * What the sign-in pages show before anyone signs in (spec 01, `sitename` and `loginmessage`): two client settings
 * an administrator edits, ClientName and LoginMessage. Public reads of the settings partition, nothing else.
 */
async function settingValue(name: string): Promise<string | null> {
  const settings = await listPartition<{ id: string; version: number; name: string; value: string }>(
    clientSettingPartition,
  );
  const value = settings.find((s) => s.name === name)?.value.trim();
  return value ? value : null;
}

export const siteName = async () => ({ siteName: (await settingValue('ClientName')) ?? DEFAULT_SITE_NAME });

export const loginMessage = async () => ({ message: await settingValue('LoginMessage') });
