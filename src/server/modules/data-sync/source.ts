// API-Football behind the one source interface (decision 0124): the same requests the sync makes
// (through its client, so the daily budget, backoff and parsing are the same), answered in the
// neutral shape. A league's current season is its only season; the official table and top scorers
// exist when the season's coverage does not say otherwise.
import { isFinished, isLive, MatchStatus } from '@shared/match-status';
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
import { roundOf } from './fixtures';
import { leagueIdOf, seasonName } from './leagues';

/** "api-football/71/2025" → the league and the season year. */
function parseRef(season: SourceSeason): { league: number; season: number } {
  const [, league, year] = season.ref.split('/');
  return { league: Number(league), season: Number(year) };
}

const teamOf = (team: { id: number; name: string }): SourceTeam => ({ ref: String(team.id), name: team.name });

function stateOf(fixture: SyncFixture): SourceFixtureState {
  const status = mapStatus(fixture.fixture.status.short, fixture.fixture.status.elapsed ?? null);
  if (status === null) return 'unknown';
  if (status === MatchStatus.Postponed) return 'postponed';
  if (isFinished(status)) return 'finished';
  if (isLive(status)) return 'live';
  return 'scheduled';
}

function fixtureOf(fixture: SyncFixture): SourceFixture {
  const state = stateOf(fixture);
  const { home, away } = fixture.goals;
  const score = fixture.score ?? {};
  return {
    ref: String(fixture.fixture.id),
    round: roundOf(fixture.league.round).round,
    group: null,
    home: teamOf(fixture.teams.home),
    away: teamOf(fixture.teams.away),
    kickoffAt: new Date(fixture.fixture.date),
    kickoffKnown: fixture.fixture.status.short !== 'TBD',
    venue: fixture.fixture.venue?.name?.trim() || null,
    state,
    // A finished fixture without its score is a partial answer: no result.
    result:
      state === 'finished' && home !== null && away !== null
        ? {
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

/** A synced league's current season as the source names it (its ref is what the reads use). */
export function syncedSeason(state: {
  leagueId: number;
  season: number;
  competitionCode: string;
  seasonName?: string;
}): SourceSeason {
  const info = COMPETITIONS[state.competitionCode];
  return {
    competition: {
      code: state.competitionCode,
      name: info?.name ?? state.competitionCode,
      country: info?.country ?? null,
      kind: info?.kind ?? 'league',
    },
    ref: `api-football/${state.leagueId}/${state.season}`,
    name: state.seasonName ?? String(state.season),
    startsOn: null,
    endsOn: null,
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
            ref: `api-football/${leagueId}/${current.year}`,
            name: seasonName(current.year, current.start, current.end),
            startsOn: current.start ?? null,
            endsOn: current.end ?? null,
          },
        ],
      };
    },

    async teams(season) {
      const { league, season: year } = parseRef(season);
      const answer = await client.get('/teams', { league, season: year }, teamEntrySchema);
      if (!answer.ok) return answer;
      return { ok: true, items: answer.items.map((entry) => teamOf(entry.team)) };
    },

    async fixtures(season) {
      const { league, season: year } = parseRef(season);
      const answer = await client.get('/fixtures', { league, season: year }, fixtureSchema);
      if (!answer.ok) return answer;
      const mine = answer.items.filter((f) => f.league.id === league && f.league.season === year);
      return { ok: true, items: mine.map(fixtureOf) };
    },

    async standings(season) {
      const { league, season: year } = parseRef(season);
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
      const { league, season: year } = parseRef(season);
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
