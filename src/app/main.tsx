import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import './styles/app.css';
import { createPersistOptions, createQueryClient } from './lib/query-client';
import { createAppRouter } from './router';
import { registerServiceWorker } from './lib/service-worker';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PersistQueryClientProvider client={queryClient} persistOptions={createPersistOptions()}>
      <RouterProvider router={router} />
    </PersistQueryClientProvider>
  </StrictMode>,
);

registerServiceWorker();
