import { TOP_NAV_ITEMS } from './nav-items';
import { NavLink } from './nav-link';
import { InstitutionalMenu } from './institutional-menu';
import { HeaderSearch } from './header-search';
import { HeaderAccount } from './header-account';
import { ConnectionIndicator } from '../features/live';

/** Desktop top bar (hidden below md): main navigation, search box, account. */
export function DesktopHeader() {
  return (
    <header className="sticky top-0 z-20 hidden h-16 items-center gap-4 border-b border-border bg-background/90 px-6 backdrop-blur md:flex">
      <nav aria-label="Navegação principal" className="flex min-w-0 items-center gap-1">
        {TOP_NAV_ITEMS.map((item) => (
          <NavLink
            key={item.to}
            item={item}
            className="flex h-10 items-center rounded-lg px-3 text-sm font-medium text-text-muted transition-colors hover:bg-surface-2 hover:text-text"
            activeClassName="!text-accent bg-accent/10"
          >
            {item.label}
          </NavLink>
        ))}
        <InstitutionalMenu />
      </nav>
      <div className="ml-auto flex items-center gap-3">
        <div className="hidden lg:block lg:w-64 xl:w-72">
          <HeaderSearch />
        </div>
        <ConnectionIndicator />
        <HeaderAccount />
      </div>
    </header>
  );
}
