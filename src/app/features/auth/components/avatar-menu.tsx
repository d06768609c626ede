import { Link } from '@tanstack/react-router';
import * as DropdownMenu from 'radix-ui/dropdown-menu';
import { LogOut, User as UserIcon } from 'lucide-react';
import type { User } from '@shared/auth';
import { useLogout } from '../api';
import { initials } from '../initials';

const itemClass =
  'flex h-11 cursor-pointer items-center gap-2 rounded-lg px-3 text-sm text-text outline-none data-[highlighted]:bg-surface-2';

/** Header avatar of a signed-in user (spec §2): username, Perfil, Sair. */
export function AvatarMenu({ user }: { user: User }) {
  const logout = useLogout();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="flex h-10 w-10 items-center justify-center rounded-full bg-accent/15 text-sm font-bold text-accent ring-1 ring-accent/40 transition-colors hover:bg-accent/25 data-[state=open]:bg-accent/25">
        {/* Named by its content, not aria-label: the initials are shown, the full name is said. */}
        <span aria-hidden="true">{initials(user.username)}</span>
        <span className="sr-only">Conta de {user.username || user.email}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-60 rounded-[12px] border border-border bg-surface p-2 shadow-2xl shadow-black/50 data-[state=open]:animate-[fade-in_120ms_ease-out]"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block truncate text-sm font-semibold text-text">{user.username || 'Usuário'}</span>
            <span className="block truncate text-xs text-text-muted">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item asChild>
            <Link to="/profile" className={itemClass}>
              <UserIcon className="h-4 w-4 text-text-muted" aria-hidden="true" />
              Perfil
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} disabled={logout.isPending} onSelect={() => logout.mutate()}>
            <LogOut className="h-4 w-4 text-text-muted" aria-hidden="true" />
            Sair
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
