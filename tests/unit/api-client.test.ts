// The app's API client and query retries (spec §8, issue 8 point 5): no answer at all becomes a
// Portuguese ApiError (status 0), never 'Failed to fetch'; such errors and 4xx are not retried.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError, apiFetch, isNetworkError, OFFLINE_MESSAGE, UNREACHABLE_MESSAGE } from '@app/lib/api';
import { retryFor } from '@app/lib/query-client';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('apiFetch', () => {
  test('no answer while offline: status 0 and a Portuguese message', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    setOnline(false);
    const error = await apiFetch('/api/leagues').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(isNetworkError(error)).toBe(true);
    expect((error as ApiError).message).toBe(OFFLINE_MESSAGE);
    expect((error as ApiError).message).not.toMatch(/fetch/i);
  });

  test('no answer while online: the server could not be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    setOnline(true);
    await expect(apiFetch('/api/leagues')).rejects.toThrow(UNREACHABLE_MESSAGE);
  });

  test("a cancelled request stays an AbortError; a non-OK answer carries the server's message", async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new DOMException('aborted', 'AbortError')));
    await expect(apiFetch('/api/leagues')).rejects.toMatchObject({ name: 'AbortError' });
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(new Response(JSON.stringify({ message: 'Partida não encontrada' }), { status: 404 })),
    );
    const error = (await apiFetch('/api/soccer/matches/9').catch((e: unknown) => e)) as ApiError;
    expect([error.status, error.message, isNetworkError(error)]).toEqual([404, 'Partida não encontrada', false]);
  });
});

describe('query retries', () => {
  const retry = retryFor(2);
  test('server errors are retried up to the limit', () => {
    const error = new ApiError('500: erro', 500, null);
    expect([retry(0, error), retry(1, error), retry(2, error)]).toEqual([true, true, false]);
  });
  test('a 4xx answer is never retried', () => {
    expect(retry(0, new ApiError('Partida não encontrada', 404, null))).toBe(false);
  });
  test('no answer while offline fails at once; while online it is retried', () => {
    const error = new ApiError(OFFLINE_MESSAGE, 0, null);
    setOnline(false);
    expect(retry(0, error)).toBe(false);
    setOnline(true);
    expect(retry(0, error)).toBe(true);
  });
});
