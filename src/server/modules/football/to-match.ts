// A match row in the shared shape every list, page, socket event and search result uses.
import { timeIn, ymdIn } from '@shared/datetime';
import type { Match } from '@shared/football';
import { isLive, MatchStatus, statusName } from '@shared/match-status';
import { roundLabel } from '@shared/rounds';
import { competitionRef, type Directory } from './directory';
import type { ListedMatch } from './repo';

export function toMatch(row: ListedMatch, directory: Directory): Match {
  const season = directory.seasons.get(row.seasonId);
  const live = isLive(row.status);
  return {
    id: row.id,
    status: row.status,
    statusName: statusName(row.status),
    minute: live ? row.minute : null,
    matchDatetime: row.kickoffAt.toISOString(),
    matchDate: ymdIn(row.kickoffAt),
    matchTime: row.kickoffKnown ? timeIn(row.kickoffAt) : null,
    homeScore: row.homeScore,
    awayScore: row.awayScore,
    penalties:
      row.status === MatchStatus.FinishedAfterPenalties && row.penHome != null && row.penAway != null
        ? { home: row.penHome, away: row.penAway }
        : null,
    homeTeam: directory.teams.get(row.homeTeamId)!.ref,
    awayTeam: directory.teams.get(row.awayTeamId)!.ref,
    competition: season ? competitionRef(season) : undefined,
    round: roundLabel(row.round) || null,
    venue: row.venue,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Competition priority of a match (lower first): the audience order of lists. */
export function priorityOf(row: Pick<ListedMatch, 'seasonId'>, directory: Directory): number {
  return directory.seasons.get(row.seasonId)?.priority ?? Number.MAX_SAFE_INTEGER;
}
