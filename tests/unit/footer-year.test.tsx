// The footer's "©" is this year, not a year written in the code, and the server's HTML and the
// browser's hydration agree on it: the browser hydrates with the year the server wrote into the page
// (index.html's app:year), then shows its own clock's year. Real React server render and hydration.
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, expect, test, vi } from 'vitest';
import { Copyright } from '@app/layout/footer';

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.head.querySelector('meta[name="app:year"]')?.remove();
  document.body.innerHTML = '';
  vi.useRealTimers();
});

function pageYearMeta(year: string) {
  const meta = document.createElement('meta');
  meta.name = 'app:year';
  meta.content = year;
  document.head.append(meta);
}

test('the footer says the current year (São Paulo), not a fixed one', () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2031-06-15T12:00:00Z'));
  pageYearMeta('2031');
  expect(renderToString(<Copyright />)).toContain('© 2031');
});

test('hydration over the server year agrees with the HTML, then shows the device year', async () => {
  // The server wrote its page on 31 December 2030 (São Paulo); the browser opens it after midnight.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2031-01-01T03:30:00Z')); // 00:30 on 1 January 2031 in São Paulo
  pageYearMeta('2030');
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Copyright />);
  document.body.append(container);
  expect(container.textContent).toContain('© 2030');
  const recoverable = vi.fn();
  await act(async () => {
    root = hydrateRoot(container, <Copyright />, { onRecoverableError: recoverable });
  });
  expect(recoverable).not.toHaveBeenCalled();
  expect(container.textContent).toContain('© 2031');
});

test('a page without the server year (the shell, the dev server) shows the device year', () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2032-02-01T12:00:00Z'));
  expect(renderToString(<Copyright />)).toContain('© 2032');
});
