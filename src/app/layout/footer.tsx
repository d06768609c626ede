import { useSyncExternalStore } from 'react';
import { Link } from '@tanstack/react-router';
import { ymdIn } from '@shared/datetime';
import { linkTarget } from '@shared/redirects';
import { FOOTER_COLUMNS, FOOTER_TAGLINE } from './nav-items';
import { Logo } from './logo';
import { pageYear, productName } from '../lib/runtime-config';

export function Footer() {
  return (
    <footer className="mt-10 border-t border-border bg-surface/60 px-4 pb-24 pt-10 md:px-6 md:pb-10">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-8 md:grid-cols-[1.4fr_repeat(4,1fr)]">
        <div className="col-span-2 grid content-start gap-3 md:col-span-1">
          <Logo />
          <p className="max-w-xs text-sm text-text-muted">{FOOTER_TAGLINE}</p>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="mb-3 text-xs font-semibold uppercase tracking-wider text-text">{column.title}</h2>
            <ul className="grid gap-1.5 text-sm">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link
                    {...(linkTarget(link.to) as { to: '/' })}
                    className="inline-block py-1 text-text-muted hover:text-text"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <Copyright />
    </footer>
  );
}

const noSubscription = () => () => {};
/** This year in São Paulo, by this device's clock. */
const yearNow = () => Number(ymdIn(new Date()).slice(0, 4));

/**
 * "© <this year>": while hydrating, the year the server wrote into the page (the same text as its
 * HTML, so no hydration mismatch even across New Year or with a wrong device clock); then the year
 * by the device's clock.
 */
export function Copyright() {
  const year = useSyncExternalStore(noSubscription, yearNow, () => pageYear() ?? yearNow());
  return (
    <p className="mx-auto mt-10 max-w-6xl border-t border-border pt-6 text-xs text-text-muted">
      {`© ${year} ${productName}. Todos os direitos reservados.`}
    </p>
  );
}
