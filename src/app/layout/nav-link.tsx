import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { NavItem } from './nav-items';

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
  return (
    <Link
      to={item.to as '/'}
      // The router marks the current entry (aria-current="page", activeProps) on the server and in
      // the browser: "/" and entries without sub-pages only when exactly there.
      activeOptions={{ exact: item.to === '/' || !item.matchSubpaths, includeSearch: false }}
      className={className}
      activeProps={{ className: activeClassName }}
      onClick={onNavigate}
    >
      {children}
    </Link>
  );
}
