// Puts the notifications feature's follow controls and the fan's followed teams into football's
// pages (features do not import each other; the route layer composes them).
import { useMemo, type ReactNode } from 'react';
import { FootballSlotsProvider, type FootballSlots } from '@app/features/football';
import { FollowButton, useFollowedTeamIds } from '@app/features/notifications';

export function FollowSlots({ children }: { children: ReactNode }) {
  const followedTeamIds = useFollowedTeamIds();
  const slots = useMemo<FootballSlots>(
    () => ({
      followedTeamIds,
      teamAction: (team, options) => (
        <FollowButton kind="teams" id={team.id} name={team.name} compact={options?.compact} />
      ),
      matchAction: (match) => (
        <FollowButton kind="matches" id={match.id} name={`${match.homeTeam.name} x ${match.awayTeam.name}`} />
      ),
    }),
    [followedTeamIds],
  );
  return <FootballSlotsProvider value={slots}>{children}</FootballSlotsProvider>;
}
