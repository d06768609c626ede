// Addresses the spec's navigation and footer name that have no page of their own (spec §2), and the
// real page each one leads to (issue 22 points 4 and 5). The server answers them with a 301 (crawlers,
// links from outside); the app's router redirects in the browser; the nav links go straight there.

export const PERMANENT_REDIRECTS: Readonly<Record<string, string>> = {
  '/artificial-intelligence': '/ai',
  '/blog': '/news',
  // The product's own news: what is new in the app, version by version.
  '/webinars': '/updates',
  '/case-studies': '/about',
  // Contact, support and feedback are one form; the address picks its subject.
  '/support': '/contact?category=support',
  '/feedback': '/contact?category=feedback',
  '/community': '/contact?category=feedback',
};

/** Where a path really leads: its redirect target, or itself. */
export function redirectTarget(path: string): string | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return Object.prototype.hasOwnProperty.call(PERMANENT_REDIRECTS, clean) ? PERMANENT_REDIRECTS[clean] : undefined;
}

/** A path (with an optional query) split for the router's Link: `{ to, search }`. */
export function linkTarget(path: string): { to: string; search: Record<string, string> } {
  const [to, query = ''] = (redirectTarget(path) ?? path).split('?');
  return { to: to!, search: Object.fromEntries(new URLSearchParams(query)) };
}
