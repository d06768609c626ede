// Logout wipes everything this browser kept for the user (spec §4): the query cache, the persisted
// one (emptied first: its database may be held open), the notification actions the service worker
// queued offline, every IndexedDB database of this origin (live store...) and localStorage.
import type { QueryClient } from '@tanstack/react-query';
import { SW_MESSAGES } from '@shared/constants';
import { setSessionOwner } from './session-owner';

const CLEAR_TIMEOUT_MS = 1500;

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
    // Another tab still holds it open: the deletion completes when that closes; don't wait.
    request.onblocked = () => resolve();
  });
}

/** Asks the service worker to drop its queued offline actions; resolves when it answered. */
function clearOfflineActions(): Promise<void> {
  const worker = typeof navigator === 'undefined' ? null : navigator.serviceWorker?.controller;
  if (!worker) return Promise.resolve();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    worker.postMessage({ type: SW_MESSAGES.clearOfflineActions }, [channel.port2]);
  });
}

export async function clearClientData(queryClient: QueryClient): Promise<void> {
  setSessionOwner(null);
  await queryClient.cancelQueries();
  queryClient.clear();
  try {
    localStorage.clear();
  } catch {
    // Storage disabled: nothing kept there.
  }
  if (typeof indexedDB === 'undefined') return;
  const deleteAll = async () => {
    const { clearPersistedQueries } = await import('./query-persistence');
    await Promise.all([clearPersistedQueries(), clearOfflineActions()]);
    if (typeof indexedDB.databases !== 'function') return;
    const databases = await indexedDB.databases();
    await Promise.all(databases.flatMap((database) => (database.name ? [deleteDatabase(database.name)] : [])));
  };
  // Logout must never hang on storage: a deletion still waiting for open connections finishes
  // when the page unloads (the full page load to /auth follows).
  const giveUp = new Promise<void>((resolve) => setTimeout(resolve, CLEAR_TIMEOUT_MS));
  try {
    await Promise.race([deleteAll(), giveUp]);
  } catch (error) {
    console.error('Falha ao limpar os dados locais', error);
  }
}
