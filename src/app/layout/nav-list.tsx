import type { NavItem } from './nav-items';
import { NavLink } from './nav-link';

/**
 * A list of navigation entries, each its icon and label. The sidebar, the mobile drawer and the
 * bottom tabs list their entries the same way and differ only in their classes.
 */
export function NavList({
  items,
  className,
  linkClassName,
  activeClassName,
  iconClassName,
  onNavigate,
}: {
  items: NavItem[];
  className: string;
  linkClassName: string;
  activeClassName: string;
  iconClassName: string;
  onNavigate?: () => void;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink item={item} className={linkClassName} activeClassName={activeClassName} onNavigate={onNavigate}>
            <item.icon className={iconClassName} aria-hidden="true" />
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
