import { webConfigSchema, type WebConfig } from '../../../shared/webConfig';

/** Where the runtime settings live: served beside the SPA, so one build serves every environment. */
const WEB_CONFIG_URL = '/config.json';

let loaded: WebConfig | undefined;

/** Fetches and validates `/config.json`; a malformed file fails startup rather than half-working later. */
export async function loadWebConfig(fetchImpl: typeof fetch = fetch): Promise<WebConfig> {
  const response = await fetchImpl(WEB_CONFIG_URL, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${WEB_CONFIG_URL} answered ${response.status}`);
  loaded = webConfigSchema.parse(await response.json());
  return loaded;
}

/** The settings loaded at startup; the app renders only after they are loaded. */
export function webConfig(): WebConfig {
  if (!loaded) throw new Error('The web configuration is not loaded yet');
  return loaded;
}
