// One tap to follow a team or a match (issue 10 point 4). A visitor is sent to the login page,
// which brings them back here afterwards.
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { BellPlus, BellRing } from 'lucide-react';
import { RETURN_TO_STORAGE_KEY } from '@shared/auth-rules';
import { cn } from '@app/components/ui/cn';
import { useFollows, useToggleFollow, type FollowKind } from '../follows';
import { useNotificationsUser } from '../provider';

export function FollowButton({
  kind,
  id,
  name,
  compact = false,
  className,
}: {
  kind: FollowKind;
  id: number;
  /** For the accessible name ('Seguir Flamengo'). */
  name: string;
  /** Icon only (standings rows). */
  compact?: boolean;
  className?: string;
}) {
  const userId = useNotificationsUser();
  const follows = useFollows();
  const toggle = useToggleFollow(kind);
  const navigate = useNavigate();
  const href = useRouterState({ select: (state) => state.location.href });
  const following = follows[kind].includes(id);
  // The accessible name starts with the visible text ('Seguindo Flamengo'); icons say more.
  const label = compact
    ? following
      ? `Deixar de seguir ${name}`
      : `Seguir ${name}`
    : `${following ? 'Seguindo' : 'Seguir'} ${name}`;
  const Icon = following ? BellRing : BellPlus;
  const onClick = () => {
    if (userId === null) {
      try {
        localStorage.setItem(RETURN_TO_STORAGE_KEY, href);
      } catch {
        // no storage: the login page sends to / instead
      }
      void navigate({ to: '/auth' });
      return;
    }
    toggle(id);
  };
  return (
    <button
      type="button"
      aria-pressed={userId !== null ? following : undefined}
      aria-label={label}
      title={compact ? label : undefined}
      onClick={onClick}
      data-following={following}
      className={cn(
        'inline-flex shrink-0 items-center justify-center gap-1.5 rounded-lg transition-colors',
        compact
          ? 'h-9 w-8 text-text-muted sm:w-9 hover:bg-surface-2 hover:text-text data-[following=true]:text-accent'
          : 'h-9 border px-3 text-sm font-semibold',
        !compact &&
          (following
            ? 'border-accent/60 bg-accent/10 text-accent hover:bg-accent/20'
            : 'border-border bg-surface-2 text-text hover:border-text-muted'),
        className,
      )}
    >
      <Icon className="h-4 w-4" aria-hidden="true" />
      {!compact && (following ? 'Seguindo' : 'Seguir')}
    </button>
  );
}
