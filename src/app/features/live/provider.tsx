// LiveMatchesProvider: one live store and connection for the whole app. The last known scores are
// read back from IndexedDB before the connection starts (and before live lists render).
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { SYNC } from '@shared/constants';
import { createLiveSocket } from '@app/lib/socket';
import {
  LIVE_MATCHES_SYNC_EVENT,
  registerBackgroundSync,
  triggerBackgroundSync,
  type LiveMatchesSyncMessage,
} from '@app/lib/service-worker';
import { LiveMatchSourceProvider } from '@app/lib/live-match';
import { whenPiecesHydrated } from '@app/lib/hydration-pieces';
import { LiveController, type LiveControllerOptions } from './controller';
import { persistLiveState, restoreLiveState } from './persistence';
import { applySync, createLiveStore, type LiveState, type LiveStore } from './store';

interface LiveContextValue {
  store: LiveStore;
  controller: LiveController;
}

const LiveContext = createContext<LiveContextValue | null>(null);

export function LiveMatchesProvider({
  children,
  createSocket = createLiveSocket,
}: {
  children: ReactNode;
  createSocket?: LiveControllerOptions['createSocket'];
}) {
  const [value] = useState<LiveContextValue>(() => {
    const store = createLiveStore();
    return {
      store,
      controller: new LiveController({
        store,
        createSocket,
        registerBackgroundSync: () => registerBackgroundSync(SYNC.backgroundSyncTag),
        // Without a controlling worker (first visit, browsers without one) the HTTP sync is enough.
        triggerBackgroundSync: () =>
          triggerBackgroundSync(undefined, (error) =>
            console.warn('Sincronização em segundo plano indisponível:', error.message),
          ),
      }),
    };
  });

  useEffect(() => {
    const { store, controller } = value;
    let active = true;
    const stopPersisting = persistLiveState(store);
    // The service worker's background sync result arrives as a window event.
    const onWorkerSync = (event: Event) => {
      const { data, timestamp } = (event as CustomEvent<LiveMatchesSyncMessage>).detail;
      if (Array.isArray(data)) applySync(store, data, timestamp);
    };
    window.addEventListener(LIVE_MATCHES_SYNC_EVENT, onWorkerSync);
    // After the server-rendered page's pieces have hydrated: they read the store (scores, connection).
    void whenPiecesHydrated()
      .then(() => restoreLiveState(store))
      .then(() => {
        if (active) controller.start();
      });
    return () => {
      active = false;
      controller.stop();
      stopPersisting();
      window.removeEventListener(LIVE_MATCHES_SYNC_EVENT, onWorkerSync);
    };
  }, [value]);

  return (
    <LiveContext.Provider value={value}>
      <LiveMatchSourceProvider source={value.store}>{children}</LiveMatchSourceProvider>
    </LiveContext.Provider>
  );
}

function useLiveContext(): LiveContextValue {
  const context = useContext(LiveContext);
  if (!context) throw new Error('useLiveMatches deve ser usado dentro de um LiveMatchesProvider.');
  return context;
}

/** Selects from the live state; throws a Portuguese error outside LiveMatchesProvider. */
export function useLiveMatches<T>(selector: (state: LiveState) => T): T {
  return useStore(useLiveContext().store, selector);
}

/** Asks for a sync (throttled unless forced). */
export function useLiveSync(): (force?: boolean) => boolean {
  const { controller } = useLiveContext();
  return (force = false) => controller.requestSync(force);
}
