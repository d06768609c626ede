// A deploy does not break an open tab (issue 23 point 11): a lazy chunk the new build removed
// reloads the page once per build, never in a loop.
import { afterEach, expect, test, vi } from 'vitest';
import {
  BUILD_ID,
  installDeployReload,
  isChunkLoadError,
  RELOADED_FOR_BUILD_KEY,
  reloadOnce,
  reloadUnderWay,
} from '@app/lib/deploy-reload';

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

test('the chunk-load failures of each browser are recognised; other errors are not', () => {
  for (const message of [
    'Failed to fetch dynamically imported module: https://futdados.example/assets/team-Ab12.js',
    'error loading dynamically imported module: https://futdados.example/assets/team-Ab12.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/charts-x1.css',
  ])
    expect(isChunkLoadError(new TypeError(message)), message).toBe(true);
  expect(isChunkLoadError(new Error('Partida não encontrada'))).toBe(false);
  expect(isChunkLoadError(undefined)).toBe(false);
});

test('reloads once per build: a second failure in the same build is shown, not reloaded', () => {
  const reload = vi.fn();
  expect(reloadOnce(sessionStorage, reload)).toBe(true);
  expect(sessionStorage.getItem(RELOADED_FOR_BUILD_KEY)).toBe(BUILD_ID);
  expect(reloadOnce(sessionStorage, reload)).toBe(false);
  expect(reload).toHaveBeenCalledTimes(1);
  // The tab that reloaded runs the next build: a later deploy may reload it once again.
  sessionStorage.setItem(RELOADED_FOR_BUILD_KEY, 'a-build-before');
  expect(reloadOnce(sessionStorage, reload)).toBe(true);
  expect(reload).toHaveBeenCalledTimes(2);
  // No sessionStorage, no guard against a loop: no reload.
  expect(reloadOnce(null, reload)).toBe(false);
});

test("Vite's preload error reloads the page once; the import still fails, so the router gets no empty module", () => {
  const reload = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
  installDeployReload();
  const failed = () => {
    const event = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };
  expect(failed()).toBe(false);
  expect(reload).toHaveBeenCalledTimes(1);
  // The route's error component sees the reload under way and shows nothing.
  expect(reloadUnderWay()).toBe(true);
  expect(failed()).toBe(false);
  expect(reload).toHaveBeenCalledTimes(1);
});
