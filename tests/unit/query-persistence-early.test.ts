// The shell's early read of the persisted Query cache (issue 34 point 3): boot.ts starts it while the
// app's chunks load; the persister's first read takes it, and a write in between makes it stale.
import { expect, test } from 'vitest';
import { openDB } from 'idb';
import { idbStorage, readPersistedEarly } from '@app/lib/query-persistence';

const KEY = 'futdados-query-cache';

test("the persister's first read is the early one; later reads go to IndexedDB again", async () => {
  await idbStorage.setItem(KEY, 'saved');
  readPersistedEarly();
  // Another tab writes straight to the database once the early read is done: the first read still
  // answers what the early one found (it was not read again), the next one what is there now.
  const other = await openDB('futdados-query', 1);
  await other.put('cache', 'other tab', KEY);
  other.close();
  expect(await idbStorage.getItem(KEY)).toBe('saved');
  expect(await idbStorage.getItem(KEY)).toBe('other tab');
});

test('a write after the early read started drops it: the persister reads what was written', async () => {
  await idbStorage.setItem(KEY, 'before');
  readPersistedEarly();
  await idbStorage.setItem(KEY, 'after');
  expect(await idbStorage.getItem(KEY)).toBe('after');
  await idbStorage.removeItem(KEY);
  readPersistedEarly();
  expect(await idbStorage.getItem(KEY)).toBeNull();
});
