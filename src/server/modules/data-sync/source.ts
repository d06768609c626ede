// API-Football behind the one source interface (decision 0124): every read the sync makes goes
// through here (through its client, so the daily budget, backoff and parsing are the same), answered
// in the neutral shape. A league's current season is its only season, with its coverage flags; the
// official table and top scorers exist when the season's coverage does not say otherwise. Which
// competition each league fills, and how its seasons and rounds are named, is this adapter's too.
import { isFinished, isLive, MatchStatus, type MatchStatusCode } from '@shared/match-status';
import { COMPETITIONS } from '../football/catalog';
import type {
  FootballSource,
  SourceFixture,
  SourceFixtureState,
  SourceRead,
  SourceScorer,
  SourceSeason,
  SourceStandingRow,
  SourceTeam,
} from '../football/source';
import { mapStatus } from '../live/api-football-map';
import {
  fixtureSchema,
  leagueSchema,
  scorerSchema,
  standingsSchema,
  teamEntrySchema,
  type SyncFixture,
} from './api-schemas';
import type { FailureKind, SyncClient } from './client';
import type { CompetitionState } from './repo';

/** API-Football's ids of the competitions the app knows (the default of API_FOOTBALL_LEAGUES). */
const KNOWN_LEAGUES: Record<number, string> = {
  71: 'br.1',
  72: 'br.2',
  13: 'copa.l',
  39: 'en.1',
  140: 'es.1',
  135: 'it.1',
  78: 'de.1',
  61: 'fr.1',
  2: 'uefa.cl',
  1: 'worldcup',
  15: 'clubworldcup',
  94: 'pt.1',
  128: 'ar.1',
  88: 'nl.1',
};

/** The competition code a league fills: the catalogue's, or one of its own. */
export function competitionCodeOf(leagueId: number): string {
  return KNOWN_LEAGUES[leagueId] ?? `api-football:${leagueId}`;
}

/** The league a competition code is filled from (the inverse of competitionCodeOf); null: none. */
function leagueIdOf(code: string): number | null {
  const own = /^api-football:(\d+)$/.exec(code);
  if (own) return Number(own[1]);
  const known = Object.entries(KNOWN_LEAGUES).find(([, known]) => known === code);
  return known ? Number(known[0]) : null;
}

/** "2026/27" for a season across two years, "2026" for one inside a year (as the openfootball seasons are named). */
function seasonName(year: number, start: string | null | undefined, end: string | null | undefined): string {
  const from = start?.slice(0, 4);
  const to = end?.slice(0, 4);
  if (from && to && from !== to) return `${from}/${to.slice(2)}`;
  return String(year);
}

/** "Regular Season - 12" → "Matchday 12" (shown "Rodada 12", as the openfootball seasons); others as given. */
function roundOf(round: string | null | undefined): { round: string; number: number | null } {
  const text = round?.trim() || 'Rodada não informada';
  const numbered = /^(?:Regular Season|League Stage|Group Stage|Apertura|Clausura)\s*-\s*(\d+)$/i.exec(text);
  if (numbered) return { round: `Matchday ${numbered[1]}`, number: Number(numbered[1]) };
  return { round: text, number: null };
}

const refOf = (league: number, season: number) => `api-football/${league}/${season}`;

/** "api-football/71/2025" → the league and the season year. */
export function leagueSeasonOf(season: SourceSeason): { league: number; season: number } {
  const [, league, year] = season.ref.split('/');
  return { league: Number(league), season: Number(year) };
}

const teamOf = (team: { id: number; name: string }): SourceTeam => ({ ref: String(team.id), name: team.name });

function stateOf(status: MatchStatusCode | null): SourceFixtureState {
  if (status === null) return 'unknown';
  if (status === MatchStatus.Postponed) return 'postponed';
  if (isFinished(status)) return 'finished';
  if (isLive(status)) return 'live';
  return 'scheduled';
}

function fixtureOf(fixture: SyncFixture): SourceFixture {
  const short = fixture.fixture.status.short;
  const status = mapStatus(short, fixture.fixture.status.elapsed ?? null);
  const state = stateOf(status);
  const { home, away } = fixture.goals;
  const score = fixture.score ?? {};
  return {
    ref: String(fixture.fixture.id),
    seasonRef: refOf(fixture.league.id, fixture.league.season),
    round: roundOf(fixture.league.round).round,
    group: null,
    home: teamOf(fixture.teams.home),
    away: teamOf(fixture.teams.away),
    kickoffAt: new Date(fixture.fixture.date),
    kickoffKnown: short !== 'TBD',
    venue: fixture.fixture.venue?.name?.trim() || null,
    referee: fixture.fixture.referee?.trim() || null,
    state,
    status,
    providerStatus: short,
    // A finished fixture without its score is a partial answer: no result.
    result:
      state === 'finished' && home !== null && away !== null
        ? {
            home,
            away,
            ftHome: score.fulltime?.home ?? home,
            ftAway: score.fulltime?.away ?? away,
            htHome: score.halftime?.home ?? null,
            htAway: score.halftime?.away ?? null,
            etHome: score.extratime?.home ?? null,
            etAway: score.extratime?.away ?? null,
            penHome: score.penalty?.home ?? null,
            penAway: score.penalty?.away ?? null,
          }
        : null,
    // The fixture list carries no events.
    goals: null,
  };
}

/**
 * A synced league's current season as the source names it (its ref is what the reads use). Read
 * once its league job has run: the state holds the season's year.
 */
export function syncedSeason(
  state: Pick<CompetitionState, 'leagueId' | 'season' | 'competitionCode' | 'coverage'>,
): SourceSeason {
  const season = state.season!;
  const info = COMPETITIONS[state.competitionCode];
  return {
    competition: {
      code: state.competitionCode,
      name: info?.name ?? state.competitionCode,
      country: info?.country ?? null,
      kind: info?.kind ?? 'league',
    },
    ref: refOf(state.leagueId, season),
    name: String(season),
    startsOn: null,
    endsOn: null,
    coverage: (state.coverage ?? null) as Record<string, unknown> | null,
  };
}

export function createApiFootballSource(client: Pick<SyncClient, 'get'>): FootballSource<FailureKind> {
  return {
    name: 'api-football',
    provides: { standings: true, scorers: true },

    async seasons(competitionCode): Promise<SourceRead<SourceSeason, FailureKind>> {
      const leagueId = leagueIdOf(competitionCode);
      if (leagueId === null) return { ok: true, items: [] };
      const answer = await client.get('/leagues', { id: leagueId, current: 'true' }, leagueSchema);
      if (!answer.ok) return answer;
      const item = answer.items.find((entry) => entry.league.id === leagueId);
      const current = item?.seasons.find((s) => s.current);
      if (!item || !current) return { ok: true, items: [] };
      const info = COMPETITIONS[competitionCode];
      return {
        ok: true,
        items: [
          {
            competition: {
              code: competitionCode,
              name: info?.name ?? item.league.name,
              country: info?.country ?? item.country.name,
              kind: info?.kind ?? (item.league.type.toLowerCase() === 'cup' ? 'cup' : 'league'),
            },
            ref: refOf(leagueId, current.year),
            name: seasonName(current.year, current.start, current.end),
            startsOn: current.start ?? null,
            endsOn: current.end ?? null,
            coverage: current.coverage ?? null,
          },
        ],
      };
    },

    async teams(season) {
      const { league, season: year } = leagueSeasonOf(season);
      const answer = await client.get('/teams', { league, season: year }, teamEntrySchema);
      if (!answer.ok) return answer;
      return { ok: true, items: answer.items.map((entry) => teamOf(entry.team)) };
    },

    async fixtures(season) {
      const { league, season: year } = leagueSeasonOf(season);
      const answer = await client.get('/fixtures', { league, season: year }, fixtureSchema);
      if (!answer.ok) return answer;
      const mine = answer.items.filter((f) => f.league.id === league && f.league.season === year);
      return { ok: true, items: mine.map(fixtureOf) };
    },

    async dayFixtures(date, seasons) {
      const answer = await client.get('/fixtures', { date, timezone: 'UTC' }, fixtureSchema);
      if (!answer.ok) return answer;
      const wanted = new Set(seasons.map((season) => season.ref));
      const mine = answer.items.filter((f) => wanted.has(refOf(f.league.id, f.league.season)));
      return { ok: true, items: mine.map(fixtureOf) };
    },

    async standings(season) {
      const { league, season: year } = leagueSeasonOf(season);
      const answer = await client.get('/standings', { league, season: year }, standingsSchema);
      if (!answer.ok) return answer;
      const items: SourceStandingRow[] = (answer.items[0]?.league.standings ?? []).flatMap((table) =>
        table.map((row) => ({
          group: row.group?.trim() || null,
          rank: row.rank,
          team: teamOf(row.team),
          played: row.all.played,
          won: row.all.win,
          drawn: row.all.draw,
          lost: row.all.lose,
          goalsFor: row.all.goals.for,
          goalsAgainst: row.all.goals.against,
          points: row.points,
        })),
      );
      return { ok: true, items };
    },

    async scorers(season) {
      const { league, season: year } = leagueSeasonOf(season);
      const answer = await client.get('/players/topscorers', { league, season: year }, scorerSchema);
      if (!answer.ok) return answer;
      const items: SourceScorer[] = answer.items.map((entry, index) => {
        const stats = entry.statistics[0];
        return {
          rank: index + 1,
          player: entry.player.name,
          playerRef: String(entry.player.id),
          team: teamOf(stats.team),
          goals: stats.goals.total ?? 0,
          assists: stats.goals.assists ?? null,
          penalties: stats.penalty?.scored ?? null,
        };
      });
      return { ok: true, items };
    },
  };
}
