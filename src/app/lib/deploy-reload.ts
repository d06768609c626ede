// A deploy does not break an open tab (issue 23 point 11). A new build's service worker activates at
// once and deletes the old caches, and the server only has the new build's files: the open tab's
// next lazy chunk (a route, a chart) answers 404. Such a failed load reloads the page once, onto the
// new version. Once per build: if the chunk fails again after that, the error is shown, not a loop.

/** This build's id (vite.config.ts `__BUILD_ID__`): a reload is spent once per build. */
export const BUILD_ID: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';
export const RELOADED_FOR_BUILD_KEY = 'futdados:reloaded-for-build';

/** A script or style chunk that could not be loaded (the messages of Chromium, Firefox, Safari and Vite). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading chunk .* failed/i.test(
    message,
  );
}

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Reloads the page unless this build already did (sessionStorage, per tab). Returns whether it
 * reloads. Without sessionStorage no reload happens: there would be no guard against a loop.
 */
export function reloadOnce(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null = session(),
  reload: () => void = () => window.location.reload(),
): boolean {
  if (!storage || storage.getItem(RELOADED_FOR_BUILD_KEY) === BUILD_ID) return false;
  storage.setItem(RELOADED_FOR_BUILD_KEY, BUILD_ID);
  underWay = true;
  reload();
  return true;
}

let underWay = false;

/** Whether this page already asked for the reload (the page is going away: show nothing more). */
export function reloadUnderWay(): boolean {
  return underWay;
}

/**
 * Vite reports a lazy chunk (or its CSS) that failed to load: reload once. The import still fails
 * (preventing Vite's default would resolve it to undefined, which the router then reads as a route
 * module and throws on), and the route's error component, seeing the reload under way, shows nothing.
 */
export function installDeployReload(): void {
  window.addEventListener('vite:preloadError', () => {
    reloadOnce();
  });
}
