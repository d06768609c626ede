import { Link, useRouterState } from '@tanstack/react-router';
import * as DropdownMenu from 'radix-ui/dropdown-menu';
import { ChevronDown } from 'lucide-react';
import { INSTITUTIONAL_ITEMS } from './nav-items';
import { cn } from '../components/ui/cn';

/** The 'Institucional' dropdown of the desktop top navigation. */
export function InstitutionalMenu() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const active = INSTITUTIONAL_ITEMS.some((item) => item.to === pathname);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={cn(
          'group flex h-10 items-center gap-1 rounded-lg px-3 text-sm font-medium transition-colors hover:bg-surface-2 hover:text-text data-[state=open]:bg-surface-2',
          active ? 'text-accent' : 'text-text-muted',
        )}
      >
        Institucional
        <ChevronDown className="h-4 w-4 transition-transform group-data-[state=open]:rotate-180" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-80 rounded-[12px] border border-border bg-surface p-2 shadow-2xl shadow-black/50 data-[state=open]:animate-[fade-in_120ms_ease-out]"
        >
          {INSTITUTIONAL_ITEMS.map((item) => (
            <DropdownMenu.Item key={item.to} asChild>
              <Link
                to={item.to as '/'}
                // The router marks the current page (aria-current, activeProps).
                activeOptions={{ exact: true, includeSearch: false }}
                className="flex gap-3 rounded-lg p-3 outline-none transition-colors data-[highlighted]:bg-surface-2"
                activeProps={{ className: 'bg-accent/10' }}
              >
                <item.icon className="mt-0.5 h-5 w-5 shrink-0 text-accent" aria-hidden="true" />
                <span className="grid gap-0.5">
                  <span className="text-sm font-semibold text-text">{item.label}</span>
                  <span className="text-xs text-text-muted">{item.description}</span>
                </span>
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
