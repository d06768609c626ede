// What the models learn from, as of one instant: the finished results in kick-off order, the
// seasons and who plays in them, each competition's learning set (a cup's clubs are rated with
// their league results too), promoted teams, and each team's home and away record per season.
import { dayBounds, ymdIn } from '@shared/datetime';
import type { HistoricResult, LeagueHistory } from './backtest';
import type { SeasonInfo } from './repo';

export interface TeamSeasonRecord {
  homeGames: number;
  homeScored: number;
  homeConceded: number;
  awayGames: number;
  awayScored: number;
  awayConceded: number;
}

export interface Dataset {
  at: Date;
  results: HistoricResult[];
  seasons: Map<number, SeasonInfo>;
  /** Seasons of each competition, oldest first. */
  seasonsOf: Map<number, SeasonInfo[]>;
  teamsOf: Map<number, Set<number>>;
  /** Per competition: the results its model learns from, in kick-off order. */
  learning: Map<number, HistoricResult[]>;
  /** Per season and team: home and away record so far. */
  records: Map<number, Map<number, TeamSeasonRecord>>;
}

export function emptyRecord(): TeamSeasonRecord {
  return { homeGames: 0, homeScored: 0, homeConceded: 0, awayGames: 0, awayScored: 0, awayConceded: 0 };
}

export function buildDataset(
  at: Date,
  results: HistoricResult[],
  seasonList: SeasonInfo[],
  seasonTeams: { seasonId: number; teamId: number }[],
): Dataset {
  const seasons = new Map(seasonList.map((s) => [s.id, s]));
  const seasonsOf = new Map<number, SeasonInfo[]>();
  for (const season of seasonList)
    seasonsOf.set(season.competitionId, [...(seasonsOf.get(season.competitionId) ?? []), season]);
  const teamsOf = new Map<number, Set<number>>();
  for (const { seasonId, teamId } of seasonTeams) {
    const set = teamsOf.get(seasonId) ?? new Set<number>();
    set.add(teamId);
    teamsOf.set(seasonId, set);
  }
  const byCompetition = new Map<number, HistoricResult[]>();
  const records = new Map<number, Map<number, TeamSeasonRecord>>();
  for (const r of results) {
    byCompetition.set(r.competitionId, [...(byCompetition.get(r.competitionId) ?? []), r]);
    const season = records.get(r.seasonId) ?? new Map<number, TeamSeasonRecord>();
    records.set(r.seasonId, season);
    const home = season.get(r.homeId) ?? emptyRecord();
    const away = season.get(r.awayId) ?? emptyRecord();
    home.homeGames += 1;
    home.homeScored += r.homeGoals;
    home.homeConceded += r.awayGoals;
    away.awayGames += 1;
    away.awayScored += r.awayGoals;
    away.awayConceded += r.homeGoals;
    season.set(r.homeId, home);
    season.set(r.awayId, away);
  }
  // A cup's clubs are rated with their league results too (the cup alone has a few matches per
  // club); a league learns from its own results only.
  const teamsOfCompetition = (competitionId: number) =>
    new Set((seasonsOf.get(competitionId) ?? []).flatMap((s) => [...(teamsOf.get(s.id) ?? [])]));
  const learning = new Map<number, HistoricResult[]>();
  for (const [competitionId, list] of seasonsOf) {
    const own = byCompetition.get(competitionId) ?? [];
    if (list[0].kind !== 'cup') {
      learning.set(competitionId, own);
      continue;
    }
    const clubs = teamsOfCompetition(competitionId);
    const linked = [...seasonsOf.keys()].filter(
      (other) =>
        other !== competitionId &&
        seasonsOf.get(other)![0].kind === 'league' &&
        [...teamsOfCompetition(other)].some((team) => clubs.has(team)),
    );
    learning.set(
      competitionId,
      [own, ...linked.map((id) => byCompetition.get(id) ?? [])]
        .flat()
        .sort((a, b) => a.at - b.at || a.matchId - b.matchId),
    );
  }
  return { at, results, seasons, seasonsOf, teamsOf, learning, records };
}

/** Teams of a league season that were not in the competition's previous season in the data. */
export function newcomersOf(dataset: Dataset, seasonId: number): Set<number> {
  const season = dataset.seasons.get(seasonId);
  if (!season || season.kind !== 'league') return new Set();
  const list = dataset.seasonsOf.get(season.competitionId) ?? [];
  const previous = list[list.findIndex((s) => s.id === seasonId) - 1];
  if (!previous) return new Set();
  const before = dataset.teamsOf.get(previous.id) ?? new Set<number>();
  return new Set([...(dataset.teamsOf.get(seasonId) ?? [])].filter((team) => !before.has(team)));
}

export const isNeutral = (season: SeasonInfo | undefined) => season?.code === 'worldcup';

/** The season a competition's current fit is for: the latest that has begun, else its first. */
export function currentSeason(list: SeasonInfo[], today: string): SeasonInfo {
  const started = list.filter((s) => (s.startsOn ?? '') <= today);
  return started.at(-1) ?? list[0];
}

/**
 * What a season's model learns from, as the backtest and the current fit both use it: the
 * competition's learning set, its promoted teams, and (a league) the start of its first match day,
 * from which last season is carried over.
 */
export function leagueHistory(dataset: Dataset, season: SeasonInfo): LeagueHistory {
  const results = dataset.learning.get(season.competitionId) ?? [];
  const first = results.find((r) => r.seasonId === season.id);
  const firstDay = season.startsOn ?? (first ? ymdIn(new Date(first.at)) : null);
  return {
    competitionId: season.competitionId,
    seasonId: season.id,
    neutral: isNeutral(season),
    results,
    newcomers: newcomersOf(dataset, season.id),
    seasonStart: firstDay ? dayBounds(firstDay).start.getTime() : undefined,
    carry: season.kind === 'league',
    code: season.code,
  };
}
