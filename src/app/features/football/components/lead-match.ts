// Which of a team's coming matches leads its page (issue 35 point 3): the one being played, else one
// kicking off today. On a phone it used to sit under form, statistics and chart, 7000 px down.
import type { Match } from '@shared/football';
import { isFinished, isLive } from '@shared/match-status';

export function leadMatch(next: Match[], today: string): Match | null {
  return (
    next.find((match) => isLive(match.status)) ??
    next.find((match) => match.matchDate === today && !isFinished(match.status)) ??
    null
  );
}
