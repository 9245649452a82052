import { PrimeReactProvider } from 'primereact/api';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { swrConfig } from './providers';
import { createAppRouter } from './router';
import { UnauthorizedDialog } from './UnauthorizedDialog';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <PrimeReactProvider>
      <SWRConfig value={swrConfig}>
        <RouterProvider router={router} />
        <UnauthorizedDialog />
      </SWRConfig>
    </PrimeReactProvider>
  );
}
