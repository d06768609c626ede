import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import {
  Bell,
  CreditCard,
  Database,
  History,
  Inbox,
  LayoutDashboard,
  Newspaper,
  Repeat,
  Shield,
  Users,
} from 'lucide-react';

const ADMIN_ITEMS = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/admin/users', label: 'Usuários', icon: Users },
  { to: '/admin/subscriptions', label: 'Assinaturas', icon: Repeat },
  { to: '/admin/payments', label: 'Pagamentos', icon: CreditCard },
  { to: '/admin/notifications', label: 'Notificações', icon: Bell },
  { to: '/admin/news', label: 'Notícias', icon: Newspaper },
  { to: '/admin/messages', label: 'Mensagens', icon: Inbox },
  { to: '/admin/data', label: 'Dados', icon: Database },
  { to: '/admin/audit', label: 'Auditoria', icon: History },
] as const;

/** The admin area's frame: its own navigation above (mobile) or beside (desktop) each admin page. */
export function AdminFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 pt-4 lg:flex-row lg:gap-6 lg:px-6 lg:pt-6">
      <nav aria-label="Administração" className="lg:w-56 lg:shrink-0">
        <p className="mb-2 hidden items-center gap-2 px-3 text-xs font-semibold uppercase tracking-wide text-text-muted lg:flex">
          <Shield className="h-4 w-4 text-accent" aria-hidden="true" />
          Administração
        </p>
        <ul className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-col lg:px-0">
          {ADMIN_ITEMS.map((item) => (
            <li key={item.to} className="shrink-0">
              <Link
                to={item.to}
                // The router marks the current entry (aria-current, activeProps); the dashboard only
                // when exactly there, the others on their sub-pages too.
                activeOptions={{ exact: item.to === '/admin', includeSearch: false }}
                className="flex h-10 items-center gap-2 rounded-lg px-3 text-sm font-medium transition-colors"
                activeProps={{ className: 'bg-accent/10 text-accent' }}
                inactiveProps={{ className: 'text-text-muted hover:bg-surface-2 hover:text-text' }}
              >
                <item.icon className="h-4 w-4" aria-hidden="true" />
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1 [&>div]:px-0 [&>div]:pt-0">{children}</div>
    </div>
  );
}
