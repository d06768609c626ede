import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { linkTarget } from '@shared/redirects';
import type { NavItem } from './nav-items';

/**
 * A link to an app path. Spec paths without a page of their own (/artificial-intelligence, /blog…)
 * go straight to the page they redirect to (@shared/redirects), so the entry is marked active there.
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
      {...(linkTarget(item.to) as { to: '/' })}
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
