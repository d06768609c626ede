// Logout wipes everything this browser kept for the user (spec §4): the query cache, every
// IndexedDB database of this origin (persisted queries, live store...) and localStorage.
import type { QueryClient } from '@tanstack/react-query';

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

export async function clearClientData(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries();
  queryClient.clear();
  try {
    localStorage.clear();
  } catch {
    // Storage disabled: nothing kept there.
  }
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return;
  const deleteAll = async () => {
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
