import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { ApiError, isNetworkError } from '../lib/api';
import { isChunkLoadError, reloadOnce, reloadUnderWay } from '../lib/deploy-reload';
import { ErrorState } from '../components/ui/error-state';
import { useDocumentTitle } from '../components/ui/page';

// The offline page (with the saved matches list) is not part of the first paint; main.tsx loads it
// once the browser is idle, so it is there when the network goes (the service worker caches it too).
export const preloadOfflinePage = () => import('./offline-page');
const OfflinePage = lazy(() => preloadOfflinePage().then((m) => ({ default: m.OfflinePage })));

/**
 * Error boundary of every route. No answer at all (offline, server down): the offline page, which
 * retries by itself; anything else: the server's message (or a Portuguese generic one) and 'Tentar novamente'.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  const retry = useCallback(() => {
    queryReset.reset();
    reset();
    void router.invalidate();
  }, [queryReset, reset, router]);
  // A route's chunk a deploy removed: reload once onto the new version (not while offline: the
  // offline page below is the answer then).
  const [reloading] = useState(
    () => isChunkLoadError(error) && navigator.onLine !== false && (reloadUnderWay() || reloadOnce()),
  );
  const network = isNetworkError(error);
  useEffect(() => {
    if (!network) console.error('Erro ao exibir a página:', error);
  }, [error, network]);
  if (reloading) return null;
  if (network) {
    return (
      <Suspense fallback={null}>
        <OfflinePage onRetry={retry} />
      </Suspense>
    );
  }
  return <GenericError error={error} onRetry={retry} />;
}

function GenericError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  useDocumentTitle('Erro');
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <ErrorState
        title="Não foi possível exibir esta página"
        // The server's messages are Portuguese; a fault in the page itself is not shown as it is.
        message={error instanceof ApiError && error.message ? error.message : 'Ocorreu um erro inesperado.'}
        onRetry={onRetry}
      />
    </div>
  );
}
