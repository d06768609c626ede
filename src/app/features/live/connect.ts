// The live connection's working parts: the controller (socket, polling, syncs), its socket and the
// device's copy of the scores (IndexedDB). Its own chunk, loaded by the provider once the server's
// page has hydrated: the first screen shows the server's scores and needs only the store.
import { SYNC } from '@shared/constants';
import { createLiveSocket } from '@app/lib/socket';
import { registerBackgroundSync, triggerBackgroundSync } from '@app/lib/service-worker';
import { LiveController, type LiveControllerOptions } from './controller';
import { persistLiveState, restoreLiveState } from './persistence';
import type { LiveStore } from './store';

export interface LiveConnection {
  controller: LiveController;
  /** Keeps the store's scores on the device from now on; returns the stop. */
  persist(): () => void;
}

/** Reads the last known scores back into the store, then builds the (not yet started) controller. */
export async function connectLive(
  store: LiveStore,
  createSocket: LiveControllerOptions['createSocket'] = createLiveSocket,
): Promise<LiveConnection> {
  await restoreLiveState(store);
  const controller = new LiveController({
    store,
    createSocket,
    registerBackgroundSync: () => registerBackgroundSync(SYNC.backgroundSyncTag),
    // Without a controlling worker (first visit, browsers without one) the HTTP sync is enough.
    triggerBackgroundSync: () =>
      triggerBackgroundSync(undefined, (error) =>
        console.warn('Sincronização em segundo plano indisponível:', error.message),
      ),
  });
  return { controller, persist: () => persistLiveState(store) };
}
