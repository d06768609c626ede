// Logout leaves nothing of the user in this browser (issue 23 point 9): the persisted Query cache
// (it holds Pro-only predictions) is emptied even while this page holds its database open, and the
// service worker is asked to drop the notification actions it queued offline.
import { afterEach, expect, test, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { clearClientData } from '@app/lib/client-data';
import { idbStorage } from '@app/lib/query-persistence';
import { actionOwnerHeaders, setSessionOwner } from '@app/lib/session-owner';
import { SW_MESSAGES } from '@shared/constants';

afterEach(() => vi.unstubAllGlobals());

test('logout empties the persisted Query cache and the worker’s queued actions, and forgets the account', async () => {
  // The page restored and saved its cache: its connection to the database stays open.
  await idbStorage.setItem('futdados-query-cache', JSON.stringify({ predictions: 'pro' }));
  expect(await idbStorage.getItem('futdados-query-cache')).not.toBeNull();
  const messages: unknown[] = [];
  vi.stubGlobal('navigator', {
    ...navigator,
    serviceWorker: {
      controller: {
        postMessage: (message: unknown, [port]: MessagePort[]) => {
          messages.push(message);
          port.postMessage({ cleared: true });
        },
      },
    },
  });
  setSessionOwner(7);
  expect(actionOwnerHeaders()).toEqual({ 'x-futdados-user': '7' });

  await clearClientData(new QueryClient());

  expect(await idbStorage.getItem('futdados-query-cache')).toBeNull();
  expect(messages).toEqual([{ type: SW_MESSAGES.clearOfflineActions }]);
  expect(actionOwnerHeaders()).toEqual({});
});
