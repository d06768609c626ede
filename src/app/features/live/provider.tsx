// LiveMatchesProvider: one live store and connection for the whole app. The last known scores are
// read back from IndexedDB before the connection starts. The store exists at once (every match shown
// reads it); the connection and the device's copy (connect.ts) load once the server's page has
// hydrated, as the first screen shows the server's scores.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { LIVE_MATCHES_SYNC_EVENT, type LiveMatchesSyncMessage } from '@app/lib/service-worker';
import { LiveMatchSourceProvider } from '@app/lib/live-match';
import { whenHydratedAndIdle } from '@app/lib/hydration-pieces';
import type { LiveController, LiveControllerOptions } from './controller';
import { applySync, createLiveStore, type LiveState, type LiveStore } from './store';

interface LiveContextValue {
  store: LiveStore;
  /** Set once the connection's code has loaded and it started. */
  controller: { current: LiveController | null };
}

const LiveContext = createContext<LiveContextValue | null>(null);

export function LiveMatchesProvider({
  children,
  createSocket,
}: {
  children: ReactNode;
  createSocket?: LiveControllerOptions['createSocket'];
}) {
  const [value] = useState<LiveContextValue>(() => ({ store: createLiveStore(), controller: { current: null } }));

  useEffect(() => {
    const { store } = value;
    let active = true;
    let stopPersisting: () => void = () => undefined;
    // The service worker's background sync result arrives as a window event.
    const onWorkerSync = (event: Event) => {
      const { data, timestamp } = (event as CustomEvent<LiveMatchesSyncMessage>).detail;
      if (Array.isArray(data)) applySync(store, data, timestamp);
    };
    window.addEventListener(LIVE_MATCHES_SYNC_EVENT, onWorkerSync);
    // Once the server-rendered page's pieces have hydrated (they read the store: scores, connection)
    // and the browser is idle.
    void whenHydratedAndIdle()
      .then(() => import('./connect'))
      .then(({ connectLive }) => connectLive(store, createSocket))
      .then(({ controller, persist }) => {
        if (!active) return;
        stopPersisting = persist();
        value.controller.current = controller;
        controller.start();
      })
      .catch((error: unknown) => console.error('Falha ao iniciar a conexão ao vivo', error));
    return () => {
      active = false;
      value.controller.current?.stop();
      value.controller.current = null;
      stopPersisting();
      window.removeEventListener(LIVE_MATCHES_SYNC_EVENT, onWorkerSync);
    };
  }, [value, createSocket]);

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

/** Asks for a sync (throttled unless forced); false while the connection has not started yet. */
export function useLiveSync(): (force?: boolean) => boolean {
  const { controller } = useLiveContext();
  return (force = false) => controller.current?.requestSync(force) ?? false;
}
