// Which pages the server renders with their content (plugins/static.ts): the public ones of issue 14,
// never account, checkout, admin or sign-in pages.
import { expect, test } from 'vitest';
import { isServerRenderedPath } from '@server/plugins/static';

test('public pages are server-rendered, with or without a query or a trailing slash', () => {
  for (const url of [
    '/',
    '/matches',
    '/matches/?date=2026-11-22',
    '/match/flamengo-vs-palmeiras/123',
    '/leagues',
    '/leagues/premier-league/4',
    '/team/arsenal/1',
    '/h2h/flamengo/palmeiras',
    '/news',
    '/news/12',
    '/plans',
    '/stats?league=1',
    '/updates',
    '/about',
    '/h2h',
    '/help',
    '/contact?category=support',
    '/terms',
    '/privacy',
    '/security',
  ])
    expect(isServerRenderedPath(url), url).toBe(true);
});

test('private pages, sign-in pages, bare ids and odd paths keep the shell', () => {
  for (const url of [
    '//',
    '/profile',
    '/admin',
    '/admin/news',
    '/checkout/success',
    '/login',
    '/register',
    '/search?search=x',
    '/match/123',
    '/leagues/4',
    '/news/1/x',
    '/matchesx',
  ])
    expect(isServerRenderedPath(url), url).toBe(false);
});
