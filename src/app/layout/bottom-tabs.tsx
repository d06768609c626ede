import { BOTTOM_TABS } from './nav-items';
import { NavLink } from './nav-link';

/** Mobile bottom tab bar (spec §2 "Home page"). */
export function BottomTabs() {
  return (
    <nav
      aria-label="Abas"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="grid grid-cols-5">
        {BOTTOM_TABS.map((item) => (
          <li key={item.to}>
            <NavLink
              item={item}
              className="flex h-16 flex-col items-center justify-center gap-1 text-[11px] font-medium text-text-muted"
              activeClassName="!text-accent"
            >
              <item.icon className="h-5 w-5" aria-hidden="true" />
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
