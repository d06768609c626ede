// A player's name as a link to his page (/player/{id}/{slug}); plain text when the source gives a
// name without an identity.
import { Link } from '@tanstack/react-router';
import type { PlayerRef } from '@shared/football';
import { cn } from '@app/components/ui/cn';

export function PlayerLink({
  player,
  name,
  className,
}: {
  player: PlayerRef | null;
  name?: string | null;
  className?: string;
}) {
  if (!player) return <span className={className}>{name ?? ''}</span>;
  return (
    <Link
      to="/player/$playerId/$playerSlug"
      params={{ playerSlug: player.slug, playerId: String(player.id) }}
      className={cn('hover:underline', className)}
    >
      {player.name}
    </Link>
  );
}
