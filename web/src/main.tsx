import 'primereact/resources/themes/lara-light-blue/theme.css';
import 'primereact/resources/primereact.min.css';
import 'primeicons/primeicons.css';
import './skins/skins.css';
import './app/app.css';
import './components/widgets.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { StartupError } from './app/StartupError';
import { configureAmplify } from './lib/amplify';
import { configureApi } from './lib/api';
import { loadWebConfig } from './lib/config';
import { initI18n } from './lib/i18n';
import { httpsRedirectTarget } from './lib/navigation';
import { currentIdToken } from './lib/session';

/**
 * Runtime config first (it says which Cognito pool and API to use), then Amplify and the API client, and the
 * texts of the chosen language, then the app.
 */
async function start() {
  const root = createRoot(document.getElementById('root')!);
  try {
    const [config] = await Promise.all([loadWebConfig(), initI18n()]);
    configureAmplify(config);
    configureApi({ apiBase: config.apiBase, getIdToken: async () => (await currentIdToken())?.token });
  } catch (error) {
    console.error('The web configuration could not be loaded', error);
    root.render(<StartupError />);
    return;
  }
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

const secureUrl = httpsRedirectTarget(window.location);
if (secureUrl) window.location.replace(secureUrl);
else void start();
