import { Link } from '@tanstack/react-router';
import { Menu, Search } from 'lucide-react';
import { useState } from 'react';
import { Logo } from './logo';
import { MobileDrawer } from './mobile-drawer';
import { HeaderAccount } from './header-account';
import { ConnectionIndicator } from '../features/live';

/** Mobile header (< 768 px): menu button for the drawer, logo, search, account. */
export function MobileHeader() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <header className="sticky top-0 z-20 flex h-14 items-center gap-1 border-b border-border bg-background/95 px-2 backdrop-blur md:hidden">
      <button
        type="button"
        aria-label="Abrir menu"
        aria-expanded={drawerOpen}
        onClick={() => setDrawerOpen(true)}
        className="rounded-lg p-2.5 text-text hover:bg-surface-2"
      >
        <Menu className="h-6 w-6" aria-hidden="true" />
      </button>
      <Logo />
      <div className="ml-auto flex items-center gap-1">
        <ConnectionIndicator compact />
        <Link to="/search" aria-label="Pesquisar partidas" className="rounded-lg p-2.5 text-text hover:bg-surface-2">
          <Search className="h-5 w-5" aria-hidden="true" />
        </Link>
        <HeaderAccount />
      </div>
      <MobileDrawer open={drawerOpen} onOpenChange={setDrawerOpen} />
    </header>
  );
}
