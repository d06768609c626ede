import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { useIsRestoring } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import './styles/app.css';
import { createPersistOptions, createQueryClient } from './lib/query-client';
import { createAppRouter } from './router';
import { registerServiceWorker } from './lib/service-worker';
import { dropServerHead } from './lib/seo';
import { preloadOfflinePage } from './layout/route-error';

dropServerHead();
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

/**
 * Route loaders read the query cache directly, so the router starts only once the persisted cache
 * is back from IndexedDB: a page visited before then opens from it, even offline.
 */
function App() {
  const restoring = useIsRestoring();
  return restoring ? null : <RouterProvider router={router} />;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PersistQueryClientProvider client={queryClient} persistOptions={createPersistOptions()}>
      <App />
    </PersistQueryClientProvider>
  </StrictMode>,
);

registerServiceWorker();
// What is kept out of the first paint but needed without a network comes in once the page is idle.
const whenIdle = (run: () => void) =>
  typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(run) : setTimeout(run, 2000);
whenIdle(() => void preloadOfflinePage().catch(() => undefined));
