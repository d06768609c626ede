// Settings the server writes into index.html (meta tags), so one build serves any deployment.
import { PRODUCT_NAME_DEFAULT } from '@shared/constants';
import { parseOffsetSpan } from '@shared/datetime';
import { SSR_META_GLOBAL } from '@shared/ssr';

function meta(name: string): string | null {
  const value =
    typeof document === 'undefined'
      ? // The server render: the server's own settings (src/shared/ssr.ts).
        (((globalThis as Record<string, unknown>)[SSR_META_GLOBAL] as Record<string, string> | undefined)?.[name] ??
        null)
      : (document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? null);
  // Unreplaced placeholders (dev server without the API) fall back to defaults.
  return value && !value.startsWith('__') ? value : null;
}

export const productName = meta('app:product') ?? PRODUCT_NAME_DEFAULT;

/** DEMO_MODE: replayed matches and simulated payments, marked on every page (on unless the server says off). */
export const demoMode = meta('app:demo') !== 'off';

/** PUBLIC_URL as the server knows it (canonical addresses), else this page's origin. */
export const publicUrl = meta('app:public-url') ?? (typeof window === 'undefined' ? '' : window.location.origin);

/** São Paulo's offset over the span the server put in `app:tz-span` (src/shared/datetime.ts). */
export const timeZoneSpan = parseOffsetSpan(meta('app:tz-span'));

/**
 * The year the server wrote into the page (`app:year`, São Paulo, when it started), read when asked:
 * what the footer hydrates with, so the server's HTML and the browser's first render agree.
 */
export function pageYear(): number | null {
  const value = meta('app:year');
  return value && /^\d{4}$/.test(value) ? Number(value) : null;
}

export const appVersion: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0';

export function pageTitle(page: string): string {
  return `${productName} - ${page}`;
}
