import { Link, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { NavItem } from './nav-items';

/** Whether a nav entry is the current page; "/" only matches exactly. */
export function useIsActive(item: Pick<NavItem, 'to' | 'matchSubpaths'>): boolean {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  if (pathname === item.to) return true;
  return Boolean(item.matchSubpaths && item.to !== '/' && pathname.startsWith(`${item.to}/`));
}

/**
 * A link to an app path. Some spec links point at unrouted paths (/blog, /artificial-intelligence),
 * so `to` is a plain string here; the router shows the not-found page for those.
 */
export function NavLink({
  item,
  className,
  activeClassName,
  children,
  onNavigate,
}: {
  item: Pick<NavItem, 'to' | 'matchSubpaths'>;
  className: string;
  activeClassName: string;
  children: ReactNode;
  onNavigate?: () => void;
}) {
  const active = useIsActive(item);
  return (
    <Link
      to={item.to as '/'}
      // The router also marks a link current (aria-current) by its own rule, a path prefix: give it
      // the rule above so the two agree and one entry is current, not two.
      activeOptions={{ exact: item.to === '/' || !item.matchSubpaths, includeSearch: false }}
      aria-current={active ? 'page' : undefined}
      className={`${className} ${active ? activeClassName : ''}`}
      onClick={onNavigate}
    >
      {children}
    </Link>
  );
}
