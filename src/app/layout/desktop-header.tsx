import { lazy, Suspense } from 'react';
import { ChevronDown } from 'lucide-react';
import { TOP_NAV_ITEMS } from './nav-items';
import { NavLink } from './nav-link';
import { HeaderSearch } from './header-search';
import { HeaderAccount } from './header-account';
import { ConnectionIndicator } from '@app/features/live';

const InstitutionalMenu = lazy(() => import('./institutional-menu').then((m) => ({ default: m.InstitutionalMenu })));

/** Same look as the menu trigger while its code loads (no layout shift). */
function InstitutionalFallback() {
  return (
    <span className="flex h-10 items-center gap-1 rounded-lg px-3 text-sm font-medium text-text-muted">
      Institucional
      <ChevronDown className="h-4 w-4" aria-hidden="true" />
    </span>
  );
}

/**
 * Desktop top bar (hidden below md): main navigation, search, connection state, account.
 * Opaque, without a backdrop blur: a phone that paints in software redraws the blur every frame
 * something moves under the bar (decision 0127).
 */
export function DesktopHeader() {
  return (
    <header className="sticky top-0 z-20 hidden h-16 min-w-0 items-center gap-3 border-b border-border bg-background px-6 md:flex">
      <nav
        aria-label="Navegação principal"
        className="flex min-w-0 items-center gap-0.5 overflow-x-auto [scrollbar-width:none]"
      >
        {TOP_NAV_ITEMS.map((item) => (
          <NavLink
            key={item.to}
            item={item}
            className="flex h-10 shrink-0 items-center rounded-lg px-2.5 text-sm font-medium text-text-muted transition-colors hover:bg-surface-2 hover:text-text lg:px-3"
            activeClassName="!text-accent bg-accent/10"
          >
            {item.label}
          </NavLink>
        ))}
        <Suspense fallback={<InstitutionalFallback />}>
          <InstitutionalMenu />
        </Suspense>
      </nav>
      <div className="ml-auto flex shrink-0 items-center gap-2">
        {/* The search box of spec §2 from md; its words shorten where the header is narrow, never cut. */}
        <div className="w-32 lg:w-40 xl:w-64 2xl:w-72">
          <HeaderSearch />
        </div>
        <ConnectionIndicator compact />
        <HeaderAccount />
      </div>
    </header>
  );
}
