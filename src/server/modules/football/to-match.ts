// A match row in the shared shape every list, page, socket event and search result uses.
import { timeIn, ymdIn } from '@shared/datetime';
import type { Match } from '@shared/football';
import { isLive, MatchStatus } from '@shared/match-status';
import { roundLabel } from '@shared/rounds';
import { competitionRef, type Directory } from './directory';
import { matchStatusName } from './feed-schedule';
import type { ListedMatch } from './repo';

export function toMatch(row: ListedMatch, directory: Directory): Match {
  const season = directory.seasons.get(row.seasonId);
  const live = isLive(row.status);
  return {
    id: row.id,
    status: row.status,
    statusName: matchStatusName(row.status, row.feedStatus),
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
    round: directory.groupRounds.get(row.id)?.label ?? (roundLabel(row.round) || null),
    venue: row.venue,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Competition priority of a match (lower first): the audience order of lists. */
export function priorityOf(row: Pick<ListedMatch, 'seasonId'>, directory: Directory): number {
  return directory.seasons.get(row.seasonId)?.priority ?? Number.MAX_SAFE_INTEGER;
}

/** Every column of a listed row (the shared shape is a function of these and the directory). */
function sameRow(a: ListedMatch, b: ListedMatch): boolean {
  return (
    a.id === b.id &&
    a.seasonId === b.seasonId &&
    a.round === b.round &&
    a.homeTeamId === b.homeTeamId &&
    a.awayTeamId === b.awayTeamId &&
    a.kickoffAt.getTime() === b.kickoffAt.getTime() &&
    a.kickoffKnown === b.kickoffKnown &&
    a.venue === b.venue &&
    a.status === b.status &&
    a.minute === b.minute &&
    a.homeScore === b.homeScore &&
    a.awayScore === b.awayScore &&
    a.penHome === b.penHome &&
    a.penAway === b.penAway &&
    a.updatedAt.getTime() === b.updatedAt.getTime() &&
    a.feedStatus === b.feedStatus
  );
}

const shapesOf = new WeakMap<Directory, Map<number, { row: ListedMatch; match: Match }>>();
const matchJson = new WeakMap<Match, string>();

/**
 * toMatch for the lists (day, live, search), remembering the last shape of each match: a row read
 * again with every column unchanged gives the same object back, whose JSON is made once (see
 * matchesJson). Every list reads its rows fresh, so a change is seen at once, whoever wrote it;
 * a new directory (an import) starts afresh. Callers must not change the object.
 */
export function listedMatch(row: ListedMatch, directory: Directory): Match {
  let shapes = shapesOf.get(directory);
  if (!shapes) shapesOf.set(directory, (shapes = new Map()));
  const known = shapes.get(row.id);
  if (known && sameRow(known.row, row)) return known.match;
  const match = toMatch(row, directory);
  shapes.set(row.id, { row, match });
  return match;
}

/** JSON.stringify(matches), reusing each match's JSON (made once per object). */
export function matchesJson(matches: readonly Match[]): string {
  const parts: string[] = new Array(matches.length);
  for (let i = 0; i < matches.length; i++) {
    let json = matchJson.get(matches[i]);
    if (json === undefined) matchJson.set(matches[i], (json = JSON.stringify(matches[i])));
    parts[i] = json;
  }
  return `[${parts.join(',')}]`;
}

const versionsOf = new WeakMap<Directory, Map<number, { version: string; match: Match }>>();

/**
 * The shapes of matches by row version (repo.ts MatchVersion) for this directory: a version names
 * one content of the row, so its shape never goes stale; a write makes a new version.
 */
export function shapesByVersion(directory: Directory): Map<number, { version: string; match: Match }> {
  let shapes = versionsOf.get(directory);
  if (!shapes) versionsOf.set(directory, (shapes = new Map()));
  return shapes;
}
