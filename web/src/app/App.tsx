import { PrimeReactProvider } from 'primereact/api';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { MessageBoxProvider } from '../components/messageBox';
import { applyHtmlAttributes, effectiveSkin, htmlAttributesOf, useLayout } from '../lib/layout';
import { useSession } from '../lib/session';
import { cachedClientSettings } from '../lib/storage';
import { primeAccessibility } from './primeAccessibility';
import { swrConfig } from './providers';
import { createAppRouter } from './router';
import { UnauthorizedDialog } from './UnauthorizedDialog';

/** Skin, reading direction and colour-blind palette on `<html>`, from the layout state and the client's skin. */
function LayoutAttributes() {
  const layout = useLayout();
  const session = useSession();
  const clientSettings = session?.clientSettings ?? cachedClientSettings();
  useEffect(
    () => applyHtmlAttributes(htmlAttributesOf(layout, effectiveSkin(layout, clientSettings))),
    [layout, clientSettings],
  );
  return null;
}

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <PrimeReactProvider value={{ pt: primeAccessibility }}>
      <SWRConfig value={swrConfig}>
        <LayoutAttributes />
        <MessageBoxProvider>
          <RouterProvider router={router} />
        </MessageBoxProvider>
        <UnauthorizedDialog />
      </SWRConfig>
    </PrimeReactProvider>
  );
}
