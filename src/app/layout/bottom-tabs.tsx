import { BOTTOM_TABS } from './nav-items';
import { NavList } from './nav-list';

/**
 * Mobile bottom tab bar (spec §2 "Home page").
 * Opaque, without a backdrop blur: a phone that paints in software redraws the blur every frame
 * something moves under the bar (decision 0127).
 */
export function BottomTabs() {
  return (
    <nav
      aria-label="Abas"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-surface pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <NavList
        items={BOTTOM_TABS}
        className="grid grid-cols-5"
        linkClassName="flex h-16 flex-col items-center justify-center gap-1 text-[11px] font-medium text-text-muted"
        activeClassName="!text-accent"
        iconClassName="h-5 w-5"
      />
    </nav>
  );
}
