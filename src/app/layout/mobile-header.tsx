import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Logo } from './logo';
import { HeaderAccount } from './header-account';
import { SearchButton } from './header-search';
import { DemoBadge } from './demo-badge';

// The drawer's code (Radix dialog) loads when it is first opened.
const MobileDrawer = lazy(() => import('./mobile-drawer').then((m) => ({ default: m.MobileDrawer })));
import { ConnectionIndicator } from '@app/features/live';

/**
 * Mobile header (< 768 px): menu button for the drawer, logo, search, account.
 * Opaque, without a backdrop blur: a phone that paints in software redraws the blur every frame
 * something moves under the bar (decision 0127).
 */
export function MobileHeader() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  return (
    <header className="sticky top-0 z-20 flex h-14 items-center gap-1 border-b border-border bg-background px-2 md:hidden">
      <button
        ref={menuButton}
        type="button"
        aria-label="Abrir menu"
        aria-expanded={drawerOpen}
        onClick={() => {
          setDrawerUsed(true);
          setDrawerOpen(true);
        }}
        className="rounded-lg p-2.5 text-text hover:bg-surface-2"
      >
        <Menu className="h-6 w-6" aria-hidden="true" />
      </button>
      <Logo />
      <DemoBadge compact />
      <div className="ml-auto flex shrink-0 items-center gap-0.5">
        <ConnectionIndicator compact />
        <SearchButton />
        <HeaderAccount />
      </div>
      {drawerUsed && (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onOpenChange={setDrawerOpen} returnFocusTo={menuButton} />
        </Suspense>
      )}
    </header>
  );
}
