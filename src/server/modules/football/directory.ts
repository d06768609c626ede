// Teams and seasons kept in memory. They are few (hundreds) and change only on import, so every
// list the API returns is one indexed query for the matches plus cheap lookups here.
import type { CompetitionRef, TeamRef } from '@shared/football';
import { groupMatchdays, groupRoundLabel } from '@shared/rounds';
import { notFound } from '../../domain-errors';
import { crestUrl } from './crest';
import type { FootballRepo, SeasonRow, TeamRow } from './repo';
import { createTeamSearch, type TeamSearch } from './team-search';

export interface Season extends SeasonRow {
  teamIds: Set<number>;
}

export type Team = TeamRow & { ref: TeamRef };

export interface Directory {
  teams: Map<number, Team>;
  seasons: Map<number, Season>;
  /** Seasons of each competition, oldest first. */
  byCompetition: Map<number, Season[]>;
  /** Each team's best (lowest) competition priority: the audience order of teams. */
  teamPriority: Map<number, number>;
  /** Which teams a typed query means (teams that have matches). */
  teamSearch: TeamSearch;
  /** Which competitions a typed query means (by name or country), ids of competitions. */
  leagueSearch: TeamSearch;
  /** Each team's main season (the best priority, then the latest): its league in search results. */
  mainSeason: Map<number, Season>;
  /** Season ids in the audience order (their competition's priority). */
  seasonOrder: number[];
  /** Group-stage matches' labels by match id ("Grupo A · 2ª rodada"), and their matchday. */
  groupRounds: Map<number, { label: string; matchday: number }>;
}

export const NOT_FOUND = {
  match: 'Partida não encontrada',
  team: 'Time não encontrado',
  league: 'Liga não encontrada',
  season: 'Temporada não encontrada',
  player: 'Jogador não encontrado',
};

export async function loadDirectory(repo: FootballRepo): Promise<Directory> {
  const [teamRows, seasonRows, seasonTeams, groupRows] = await Promise.all([
    repo.teams(),
    repo.seasons(),
    repo.seasonTeams(),
    repo.groupMatches(),
  ]);
  const groupOf = new Map(groupRows.map((row) => [row.id, row.group!]));
  const groupRounds = new Map(
    [
      ...groupMatchdays(
        groupRows.map((row) => ({ ...row, group: row.group!, kickoff: row.kickoffAt.getTime() })),
      ).entries(),
    ].map(([id, matchday]) => [id, { matchday, label: groupRoundLabel(groupOf.get(id)!, matchday) }]),
  );
  const teams = new Map(
    teamRows.map((t) => [t.id, { ...t, ref: { id: t.id, name: t.name, slug: t.slug, img: crestUrl(t.id) } }]),
  );
  const seasons = new Map<number, Season>(seasonRows.map((s) => [s.id, { ...s, teamIds: new Set<number>() }]));
  const teamPriority = new Map<number, number>();
  const seasonCount = new Map<number, number>();
  const mainSeason = new Map<number, Season>();
  for (const { seasonId, teamId } of seasonTeams) {
    const season = seasons.get(seasonId);
    if (!season) continue;
    season.teamIds.add(teamId);
    teamPriority.set(teamId, Math.min(teamPriority.get(teamId) ?? Infinity, season.priority));
    seasonCount.set(teamId, (seasonCount.get(teamId) ?? 0) + 1);
    const main = mainSeason.get(teamId);
    if (!main || season.priority < main.priority || (season.priority === main.priority && season.id > main.id))
      mainSeason.set(teamId, season);
  }
  const byCompetition = new Map<number, Season[]>();
  for (const season of seasons.values()) {
    const list = byCompetition.get(season.competitionId) ?? [];
    list.push(season);
    byCompetition.set(season.competitionId, list);
  }
  for (const list of byCompetition.values()) list.sort((a, b) => (a.startsOn ?? '').localeCompare(b.startsOn ?? ''));
  const teamSearch = createTeamSearch(
    [...teamPriority].map(([id, priority]) => {
      const team = teams.get(id)!;
      return { id, priority, seasons: seasonCount.get(id), names: [team.name, team.officialName, ...team.aliases] };
    }),
  );
  const leagueSearch = createTeamSearch(
    [...byCompetition.values()].map((list) => ({
      id: list[0].competitionId,
      priority: list[0].priority,
      names: [list[0].competitionName, list[0].country],
    })),
  );
  const seasonOrder = [...seasons.values()].sort((a, b) => a.priority - b.priority || a.id - b.id).map((s) => s.id);
  return {
    teams,
    seasons,
    byCompetition,
    teamPriority,
    teamSearch,
    leagueSearch,
    mainSeason,
    seasonOrder,
    groupRounds,
  };
}

/** A numeric id from a URL, else 404 (a non-numeric id names nothing). */
export function parseId(text: string | number, message: string): number {
  const id = typeof text === 'number' ? text : /^\d{1,9}$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound(message);
  return id;
}

export function competitionRef(season: Season): CompetitionRef {
  return {
    id: season.competitionId,
    name: season.competitionName,
    slug: season.competitionSlug,
    country: season.country,
    seasonId: season.id,
    seasonName: season.name,
  };
}

export function leagueHeader(season: Season) {
  return {
    id: season.competitionId,
    name: season.competitionName,
    slug: season.competitionSlug,
    country: season.country,
    kind: season.kind as 'league' | 'cup',
  };
}

export const seasonRefs = (list: Season[]) => [...list].reverse().map((s) => ({ id: s.id, name: s.name }));

/** The season shown by default: the one running `today`, else the latest started, else the first. */
export function currentSeason(list: Season[], today: string): Season {
  const running = list.filter((s) => (s.startsOn ?? '') <= today && today <= (s.endsOn ?? ''));
  if (running.length) return running.at(-1)!;
  const started = list.filter((s) => (s.startsOn ?? '') <= today);
  return started.at(-1) ?? list[0];
}

/** The season a URL names (default: the current one) and its competition's seasons, else 404. */
export function resolveSeason(
  directory: Directory,
  today: string,
  leagueIdText: string | number,
  seasonIdText?: string | number,
): { season: Season; list: Season[] } {
  const leagueId = parseId(leagueIdText, NOT_FOUND.league);
  const list = directory.byCompetition.get(leagueId);
  if (!list?.length) throw notFound(NOT_FOUND.league);
  if (seasonIdText === undefined) return { season: currentSeason(list, today), list };
  const seasonId = parseId(seasonIdText, NOT_FOUND.season);
  const season = list.find((s) => s.id === seasonId);
  if (!season) throw notFound(NOT_FOUND.season);
  return { season, list };
}

/** A team by numeric id or slug, else 404. */
export function teamFromParam(directory: Directory, text: string): Team {
  if (/^\d+$/.test(text)) {
    const team = directory.teams.get(parseId(text, NOT_FOUND.team));
    if (team) return team;
    throw notFound(NOT_FOUND.team);
  }
  const slug = text.toLowerCase();
  const candidates = [...directory.teams.values()].filter((t) => t.slug === slug);
  if (!candidates.length) throw notFound(NOT_FOUND.team);
  // The same slug for two clubs: the one with the most seasons is the one people mean.
  const seasonsOf = (id: number) => [...directory.seasons.values()].filter((s) => s.teamIds.has(id)).length;
  return candidates.sort((a, b) => seasonsOf(b.id) - seasonsOf(a.id) || a.id - b.id)[0];
}
