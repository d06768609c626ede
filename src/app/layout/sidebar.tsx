import { SIDEBAR_ITEMS } from './nav-items';
import { NavList } from './nav-list';
import { Logo } from './logo';
import { DemoBadge } from './demo-badge';
import { DemoDataNote } from './demo-data-note';

/** Desktop sidebar (spec §2): 280 px, shown from the md breakpoint. */
export function Sidebar() {
  return (
    <aside
      aria-label="Menu lateral"
      className="fixed inset-y-0 left-0 z-30 hidden w-[280px] flex-col border-r border-border bg-surface md:flex"
    >
      <div className="flex h-16 items-center gap-2 px-6">
        <Logo />
        <DemoBadge />
      </div>
      <nav aria-label="Seções" className="flex-1 overflow-y-auto px-3 py-4">
        <NavList
          items={SIDEBAR_ITEMS}
          className="grid gap-1"
          linkClassName="flex h-11 items-center gap-3 rounded-lg px-3 text-[13px] font-semibold tracking-wide text-text-muted transition-colors hover:bg-surface-2 hover:text-text"
          activeClassName="!bg-accent/10 !text-accent"
          iconClassName="h-[18px] w-[18px]"
        />
      </nav>
      <div className="p-4">
        <DemoDataNote />
      </div>
    </aside>
  );
}
